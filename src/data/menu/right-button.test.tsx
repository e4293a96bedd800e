// issue #41 "Action rights": a control whose call needs a right (删除, 群发, …) is disabled with
// the right's reason when the user's roles lack it, and works as a plain button when they
// hold it (or when it needs none).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { ACTION_REFUSALS } from '../../../contract/action-rights';
import type { ActionRight } from '../../../contract/action-rights';
import { getConsoleSystem } from '../../ui/theme/system';
import { menuQueryOptions } from './menu-query';
import type { MenuLists } from './menu-query';
import { RightButton } from './right-button';

afterEach(cleanup);

function renderWith(actions: string[], right: ActionRight | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const menu: MenuLists = { allMenu: [], accessibleMenu: [], visibleAppList: [], actions };
  client.setQueryData(menuQueryOptions.queryKey, menu);
  const onClick = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={getConsoleSystem()}>
        <RightButton right={right} onClick={onClick} data-testid="gated">
          删除
        </RightButton>
      </ChakraProvider>
    </QueryClientProvider>,
  );
  const button = screen.getByTestId('gated') as HTMLButtonElement;
  fireEvent.click(button);
  return { button, onClick };
}

describe('RightButton (issue #41)', () => {
  it('without the right the button is disabled, says why and does nothing', () => {
    const { button, onClick } = renderWith(['export', 'send'], 'delete');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('title')).toBe(ACTION_REFUSALS.delete);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('holding the right, or needing none, it is a plain working button', () => {
    const held = renderWith(['delete'], 'delete');
    expect(held.button.disabled).toBe(false);
    expect(held.button.getAttribute('title')).toBeNull();
    expect(held.onClick).toHaveBeenCalledTimes(1);
    cleanup();
    const none = renderWith([], undefined);
    expect(none.button.disabled).toBe(false);
    expect(none.onClick).toHaveBeenCalledTimes(1);
  });
});
