import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import {
  controlledContent,
  expectFirstPressFocusAsLater,
} from '../../test-support/first-press-focus';
import { getConsoleSystem } from '../theme/system';
import { ColumnSettings } from './column-settings';

afterEach(cleanup);

describe('列设置 (issue #39: its popover mounts on the first press)', () => {
  it.each(['keyboard', 'pointer'] as const)(
    'the first press of 列设置 (by %s) opens it and moves focus into it, as later presses do; Escape gives focus back',
    async (by) => {
      render(
        <ChakraProvider value={getConsoleSystem()}>
          <ColumnSettings
            columns={[
              { key: 'name', title: '姓名', hideable: false },
              { key: 'phone', title: '手机号' },
            ]}
            isVisible={() => true}
            onToggle={() => undefined}
            onReset={() => undefined}
          />
        </ChakraProvider>,
      );
      const trigger = () => screen.getByTestId('column-settings');
      await expectFirstPressFocusAsLater(trigger, controlledContent, by);
    },
    30_000,
  );
});
