import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, it } from 'vitest';
import {
  controlledContent,
  expectFirstPressFocusAsLater,
} from '../../test-support/first-press-focus';
import { TabBar } from './tab-bar';
import type { KeptAliveTabs } from './use-kept-alive-tabs';

afterEach(cleanup);

const tab = (key: string, lastUsed: number) => ({
  key,
  search: '',
  hash: '',
  lastUsed,
  generation: 0,
});

const tabs: KeptAliveTabs = {
  state: { tabs: [tab('/index', 1), tab('/customer-list', 2)], activeKey: '/index', clock: 2 },
  close: () => undefined,
  closeOthers: () => undefined,
  closeRight: () => undefined,
  refreshCurrent: () => undefined,
  pendingDrop: false,
  confirmDrop: () => undefined,
  keepTabs: () => undefined,
};

// The menu is a lazy Chakra island (its chunk and Chakra's load on the first press).
describe('the tab menu (issue #39: it mounts on the first press)', { timeout: 30_000 }, () => {
  it.each([
    ['beside the strip', 'keyboard', false, 'tab-overflow'],
    ['the compact switcher', 'keyboard', true, 'tab-switcher'],
    ['beside the strip', 'pointer', false, 'tab-overflow'],
  ] as const)(
    'the first press of the tab menu (%s, by %s) opens it and moves focus into it, as later presses do; Escape gives focus back',
    async (_name, by, compact, testId) => {
      render(
        <MemoryRouter initialEntries={['/index']}>
          <TabBar tabs={tabs} compact={compact} />
        </MemoryRouter>,
      );
      const trigger = () => screen.getByTestId(testId);
      await expectFirstPressFocusAsLater(trigger, controlledContent, by);
    },
  );
});
