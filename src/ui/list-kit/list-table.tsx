// issue #12 list kit, the table half: DataTable fed straight from a list query's result and
// the list state (useListState), so a list page wires rows, total, paging, loading, error,
// retry and selection in one prop each instead of thirteen.
import type { ListData } from '../../../contract/envelope';
import { DataTable } from '../data-table/data-table';
import type { DataTableProps } from '../data-table/data-table';
import type { ListState } from './use-list-state';

/** What a TanStack list query answers (only the parts the table reads). */
export interface ListQueryResult<T> {
  readonly data?: ListData<T>;
  readonly isFetching: boolean;
  readonly isError: boolean;
  refetch(): unknown;
}

type Wired =
  | 'rows'
  | 'total'
  | 'page'
  | 'pageSize'
  | 'onPageChange'
  | 'loading'
  | 'error'
  | 'onRetry'
  | 'selected'
  | 'onSelectedChange';

export type ListTableProps<T> = Omit<DataTableProps<T>, Wired> & {
  readonly query: ListQueryResult<T>;
  /** Paging and selection (useListState's state, or any `tableProps` of the same shape). */
  readonly list: Pick<ListState<unknown>, 'tableProps'>;
  /** Off for lists without batch actions. */
  readonly selectable?: boolean;
};

export function ListTable<T>({ query, list, selectable = false, ...table }: ListTableProps<T>) {
  const { page, pageSize, onPageChange, selected, onSelectedChange } = list.tableProps;
  return (
    <DataTable
      {...table}
      rows={query.data?.list}
      total={query.data?.total ?? 0}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      loading={query.isFetching}
      error={query.isError}
      onRetry={() => void query.refetch()}
      selected={selectable ? selected : undefined}
      onSelectedChange={selectable ? onSelectedChange : undefined}
    />
  );
}
