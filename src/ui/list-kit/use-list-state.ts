// issue #12 list kit: the state every list page keeps — the filter being typed (draft), the
// filter applied (what the query uses), paging (spec §9: 20 a page) and the selection for
// batch actions. Applying or resetting a filter goes back to page 1 and clears the selection.
import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../lib/format/table-defaults';
import type { RowKey } from '../data-table/data-table';

export interface ListState<F> {
  readonly draft: F;
  readonly applied: F;
  readonly page: number;
  readonly pageSize: number;
  readonly selected: ReadonlySet<RowKey>;
  /** The applied filter differs from the empty one (the empty state says "no match"). */
  readonly filtered: boolean;
  /** `{...applied, page, page_size}`: what a list endpoint's query takes. */
  readonly query: F & { readonly page: number; readonly page_size: number };
  setDraft(next: F): void;
  /** Apply the draft (or `next`), back to page 1. */
  apply(next?: F): void;
  /** Clear draft and applied filter, back to page 1. */
  reset(): void;
  setPage(page: number, pageSize: number): void;
  setSelected(next: Set<RowKey>): void;
  clearSelection(): void;
  /** Props for DataTable's paging and selection. */
  readonly tableProps: {
    readonly page: number;
    readonly pageSize: number;
    readonly onPageChange: (page: number, pageSize: number) => void;
    readonly selected: ReadonlySet<RowKey>;
    readonly onSelectedChange: (next: Set<RowKey>) => void;
  };
}

export function useListState<F extends object>(empty: F): ListState<F> {
  const [draft, setDraft] = useState(empty);
  const [applied, setApplied] = useState(empty);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<RowKey>>(() => new Set());

  const apply = useCallback(
    (next?: F) => {
      setApplied(next ?? draft);
      if (next) setDraft(next);
      setPaging((current) => ({ ...current, page: 1 }));
      setSelected(new Set());
    },
    [draft],
  );
  const reset = useCallback(() => {
    setDraft(empty);
    setApplied(empty);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelected(new Set());
  }, [empty]);
  const setPage = useCallback(
    (page: number, pageSize: number) => setPaging({ page, pageSize }),
    [],
  );
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  return useMemo(
    () => ({
      draft,
      applied,
      page: paging.page,
      pageSize: paging.pageSize,
      selected,
      filtered: JSON.stringify(applied) !== JSON.stringify(empty),
      query: { ...applied, page: paging.page, page_size: paging.pageSize },
      setDraft,
      apply,
      reset,
      setPage,
      setSelected,
      clearSelection,
      tableProps: {
        page: paging.page,
        pageSize: paging.pageSize,
        onPageChange: setPage,
        selected,
        onSelectedChange: setSelected,
      },
    }),
    [draft, applied, paging, selected, empty, apply, reset, setPage, clearSelection],
  );
}
