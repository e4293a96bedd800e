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
import { expectFirstPressFocusAsLater } from '../../test-support/first-press-focus';
import { ExportButton } from './export-button';

afterEach(cleanup);

// the dialog is an island (issue #39): its first open loads Chakra's chunk, which builds the
// system: seconds on a loaded machine
const LOADED = { timeout: 30_000 };

function renderWith(
  actions: string[],
  type: ExportType = 'customer_list',
  { provider = true }: { provider?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const menu: MenuLists = { allMenu: [], accessibleMenu: [], visibleAppList: [], actions };
  client.setQueryData(menuQueryOptions.queryKey, menu);
  const tree = (current: ExportType) => (
    <QueryClientProvider client={client}>
      {provider ? (
        <ChakraProvider value={getConsoleSystem()}>
          <ExportButton type={current} filters={{}} total={12} />
        </ChakraProvider>
      ) : (
        <ExportButton type={current} filters={{}} total={12} />
      )}
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

  it(
    "a table that switches its export type offers and chooses the new type's columns",
    { timeout: 40_000 },
    async () => {
      const { switchTo } = renderWith(['export'], 'stat_customer_data_employees');
      switchTo('stat_customer_data_days');
      fireEvent.click(screen.getByTestId('export-open'));
      const day = (await screen.findByTestId('export-column-day', {}, LOADED)) as HTMLInputElement;
      expect(day.checked).toBe(true);
      expect(screen.queryByTestId('export-column-department')).toBeNull();
    },
  );

  // docs/architecture.md "Styling" (issue #39): the button sits on every exporting page
  it(
    'renders no Emotion-styled (css-*) element until opened, and its buttons are static classes once open',
    { timeout: 40_000 },
    async () => {
      renderWith(['export']);
      const styled = () =>
        [...document.querySelectorAll('[class*="css-"]')].filter((element) =>
          [...element.classList].some((name) => /^css-[0-9a-z]+$/.test(name)),
        );
      expect(styled()).toEqual([]);
      expect(screen.queryByTestId('export-submit')).toBeNull();
      fireEvent.click(screen.getByTestId('export-open'));
      const submit = await screen.findByTestId('export-submit', {}, LOADED);
      for (const button of [
        screen.getByTestId('export-open'),
        submit,
        screen.getByTestId('export-format-csv'),
        screen.getByTestId('export-format-xlsx'),
      ]) {
        expect(button.className).not.toMatch(/\bcss-/);
        expect(button.className).toMatch(/\bbt-sm-/);
      }
    },
  );

  // docs/architecture.md "Styling" point 5 (issue #39): a list page renders no Chakra outside
  // islands, so the button must not need Chakra's provider; the dialog brings its own
  it(
    'needs no Chakra provider: the dialog is an island loaded on the first press',
    { timeout: 40_000 },
    async () => {
      renderWith(['export'], 'customer_list', { provider: false });
      fireEvent.click(screen.getByTestId('export-open'));
      expect(await screen.findByTestId('export-submit', {}, LOADED)).toBeTruthy();
      expect(screen.getByRole('dialog').className).toMatch(/\bcss-[0-9a-z]+\b/);
    },
  );

  it(
    'the first press of 导出 opens its dialog and moves focus into it, as later presses do; Escape gives focus back (issue #39)',
    { timeout: 60_000 },
    async () => {
      renderWith(['export'], 'customer_list', { provider: false });
      await expectFirstPressFocusAsLater(
        () => screen.getByTestId('export-open'),
        () => document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]'),
      );
    },
  );
});
