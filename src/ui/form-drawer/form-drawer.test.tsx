import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getConsoleSystem } from '../theme/system';
import { FormDrawer } from './form-drawer';

function Drawer(props: { ready?: boolean; detail?: boolean }) {
  const submit = () => undefined;
  const shared = { open: true, onClose: () => undefined, title: '规则', testId: 'drawer' };
  return (
    <ChakraProvider value={getConsoleSystem()}>
      {props.detail ? (
        <FormDrawer {...shared}>
          <form aria-label="列表搜索" />
        </FormDrawer>
      ) : (
        <FormDrawer {...shared} onSubmit={props.ready ? submit : undefined}>
          <input aria-label="金额" />
        </FormDrawer>
      )}
    </ChakraProvider>
  );
}

describe('FormDrawer', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('a detail drawer is no form, so a list search form inside it does not nest forms', () => {
    render(<Drawer detail />);
    expect(screen.getByTestId('drawer').tagName).toBe('DIV');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('a form drawer keeps its form element while its data loads, so the content is not remounted', () => {
    const view = render(<Drawer ready={false} />);
    const before = screen.getByTestId('drawer');
    expect(before.tagName).toBe('FORM');
    const field = screen.getByLabelText('金额');
    view.rerender(<Drawer ready />);
    expect(screen.getByTestId('drawer')).toBe(before);
    expect(screen.getByLabelText('金额')).toBe(field);
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
  });
});
