// issue #41: exporting is a right of its own — without it the list offers no export button and
// says why; with it the button is there.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { ACTION_REFUSALS } from '../../../contract/action-rights';
import { getConsoleSystem } from '../../ui/theme/system';
import { menuQueryOptions } from '../menu/menu-query';
import type { MenuLists } from '../menu/menu-query';
import type { ExportType } from '../../../contract/setting/export-log';
import { ExportButton } from './export-button';

afterEach(cleanup);

function renderWith(actions: string[], type: ExportType = 'customer_list') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const menu: MenuLists = { allMenu: [], accessibleMenu: [], visibleAppList: [], actions };
  client.setQueryData(menuQueryOptions.queryKey, menu);
  const tree = (current: ExportType) => (
    <QueryClientProvider client={client}>
      <ChakraProvider value={getConsoleSystem()}>
        <ExportButton type={current} filters={{}} total={12} />
      </ChakraProvider>
    </QueryClientProvider>
  );
  const view = render(tree(type));
  return { switchTo: (next: ExportType) => view.rerender(tree(next)) };
}

describe('ExportButton and the export right (issue #41)', () => {
  it('a user without the export right sees no export button and is told why', () => {
    renderWith(['delete', 'send']);
    expect(screen.queryByTestId('export-open')).toBeNull();
    const note = screen.getByTestId('export-no-right');
    expect(note.textContent).toBe('无导出权限');
    expect(note.getAttribute('title')).toBe(ACTION_REFUSALS.export);
  });

  it('a user holding the export right sees the export button', () => {
    renderWith(['export']);
    expect(screen.getByTestId('export-open')).toBeTruthy();
    expect(screen.queryByTestId('export-no-right')).toBeNull();
  });

  it("a table that switches its export type offers and chooses the new type's columns", async () => {
    const { switchTo } = renderWith(['export'], 'stat_customer_data_employees');
    switchTo('stat_customer_data_days');
    fireEvent.click(screen.getByTestId('export-open'));
    const day = (await screen.findByTestId('export-column-day')) as HTMLInputElement;
    expect(day.checked).toBe(true);
    expect(screen.queryByTestId('export-column-department')).toBeNull();
  });
});
