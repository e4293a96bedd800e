import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../lib/format/table-defaults';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { sc } from '../../../ui/static-css/class-names';
import type { ExportType } from '../../../../contract/setting/export-log';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import '../../../lib/i18n/messages/statistics-messages';

export interface SortOption<T> {
  readonly value: string;
  readonly label: string;
  readonly of: (row: T) => number | null;
}

export interface StatTableProps<T> {
  label: string;
  testId: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  sortOptions?: readonly SortOption<T>[];
  /** The export center's type and the page's read query (docs/architecture.md "Exports"). */
  exportAs?: { readonly type: ExportType; readonly query: object };
}

/** A statistics table held in memory: sorted by a chosen figure (high to low), paged by 20,
 *  exported through the export center with the page's read query. */
export function StatTable<T>(props: StatTableProps<T>) {
  const [sort, setSort] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const sorted = useMemo(() => {
    const option = props.sortOptions?.find((item) => item.value === sort);
    if (!option || !props.rows) return props.rows;
    return [...props.rows].sort(
      (a, b) => (option.of(b) ?? -Infinity) - (option.of(a) ?? -Infinity),
    );
  }, [props.rows, props.sortOptions, sort]);
  const total = sorted?.length ?? 0;
  const page = Math.min(paging.page, Math.max(1, Math.ceil(total / paging.pageSize)));
  const toolbar = (
    <div className={sc('dt-tools-end')}>
      {props.sortOptions ? (
        <div className={sc('dt-tools-select')}>
          <SelectFilter
            value={sort}
            onChange={setSort}
            allLabel={t('stat.sortBy')}
            ariaLabel={t('stat.sortBy')}
            options={props.sortOptions.map((option) => ({
              value: option.value,
              label: option.label,
            }))}
            testId={`${props.testId}-sort`}
          />
        </div>
      ) : null}
      {props.exportAs ? (
        <span data-testid={`${props.testId}-export`}>
          <ExportButton
            type={props.exportAs.type}
            filters={exportFilters(props.exportAs.query)}
            total={total}
          />
        </span>
      ) : null}
    </div>
  );
  return (
    <DataTable
      label={props.label}
      testId={props.testId}
      columns={props.columns}
      rows={sorted?.slice((page - 1) * paging.pageSize, page * paging.pageSize)}
      rowKey={props.rowKey}
      total={total}
      page={page}
      pageSize={paging.pageSize}
      onPageChange={(next, pageSize) => setPaging({ page: next, pageSize })}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyText={t('stat.empty')}
      toolbar={toolbar}
    />
  );
}
