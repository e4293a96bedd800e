import { useDeferredValue, type CSSProperties, type ReactNode } from 'react';
import { t } from '../../lib/i18n/translate';
import { CheckBox } from '../check-box/check-box';
import { EmptyState } from '../empty-state/empty-state';
import { sc } from '../static-css/class-names';
import { ColumnSettings } from './column-settings';
import { PaginationBar } from './pagination-bar';
import { isStickyEnd } from './sticky-columns';
import { useColumnVisibility } from './use-column-visibility';
import '../../lib/i18n/messages/page-kit-messages';

export type RowKey = string | number;

export interface DataColumn<T> {
  readonly key: string;
  readonly title: string;
  readonly render: (row: T) => ReactNode;
  readonly width?: string;
  readonly align?: 'start' | 'center' | 'end';
  /** false: always shown (name, actions); the rest can be hidden in 列设置. */
  readonly hideable?: boolean;
  readonly defaultHidden?: boolean;
  /**
   * issue #13: one line cut with … and the full text as a tooltip (needs `width`); give the
   * text the tooltip shows.
   */
  readonly ellipsis?: (row: T) => string;
  /** Kept in view while the table scrolls sideways; the `actions` column is by default. */
  readonly sticky?: 'end';
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  /** Undefined until the first page arrives. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => RowKey;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  emptyText?: string;
  /** The primary action shown in the empty state (e.g. 新建活码). */
  emptyAction?: ReactNode;
  /** Row selection for batch actions (kept across pages by the caller). */
  selected?: ReadonlySet<RowKey>;
  onSelectedChange?: (next: Set<RowKey>) => void;
  /** Buttons shown above the table while rows are selected. */
  batchActions?: ReactNode;
  /** Left of the column settings, above the table. */
  toolbar?: ReactNode;
  /** Saves 列设置 under this key; no settings button without it. */
  columnSettingsKey?: string;
  label: string;
  testId?: string;
  onRowClick?: (row: T) => void;
}

function StateBlock({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className={sc('dt-state')} data-testid={testId}>
      {children}
    </div>
  );
}

/** A column width as given (`'12rem'`, `'180px'`) or a Chakra size token (`'64'`). */
function cssSize(value: string): string {
  return /^\d+(\.\d+)?$/.test(value) ? `var(--chakra-sizes-${value.replace('.', '\\.')})` : value;
}

const CHECK_WIDTH = { width: 'var(--chakra-sizes-10)' };

const ALIGN = { start: undefined, center: 'dt-align-center', end: 'dt-align-end' } as const;

/**
 * The page kit's list (issue #9, spec §9): server paging with 共 N 条, size changer and quick
 * jumper, column settings, loading / empty / error states and row selection for batch actions.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rowKey, selected, onSelectedChange, loading, error } = props;
  // issue #23: the first page arrives through a store subscription, which React renders
  // synchronously: 20 rows of cells in one long task. Deferred, the answer keeps the loading
  // state one render more and the rows mount in a background render that yields every few
  // milliseconds. Only the first arrival (a boolean flips once); later pages are unchanged.
  const arrived = useDeferredValue(props.rows !== undefined);
  const rows = arrived ? props.rows : undefined;
  const visibility = useColumnVisibility(props.columnSettingsKey, columns);
  const shown = columns.filter((column) => visibility.isVisible(column));
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const pageKeys = (rows ?? []).map(rowKey);
  const selectedOnPage = pageKeys.filter((key) => selected?.has(key)).length;
  const allChecked = pageKeys.length > 0 && selectedOnPage === pageKeys.length;

  const togglePage = () => {
    if (!onSelectedChange) return;
    const next = new Set(selected);
    for (const key of pageKeys) {
      if (allChecked) next.delete(key);
      else next.add(key);
    }
    onSelectedChange(next);
  };
  const toggleRow = (key: RowKey) => {
    if (!onSelectedChange) return;
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange(next);
  };

  let body: ReactNode = null;
  if (error && !rows) {
    body = (
      <StateBlock testId="table-error">
        <p>{t('kit.table.loadFailed')}</p>
        {props.onRetry ? (
          <button type="button" className={sc('bt-sm-outline')} onClick={props.onRetry}>
            {t('kit.table.retry')}
          </button>
        ) : null}
      </StateBlock>
    );
  } else if (!rows) {
    body = (
      <StateBlock testId="table-loading">
        <span className={sc('sp-spinner', 'sp-md', 'sp-blue')} />
        <p className={sc('dt-state-text')}>{t('kit.table.loading')}</p>
      </StateBlock>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        testId="table-empty"
        title={t('kit.empty.title')}
        description={
          props.emptyText && props.emptyText !== t('kit.table.empty') ? props.emptyText : undefined
        }
        action={props.emptyAction}
      />
    );
  }

  const count = selected?.size ?? 0;
  return (
    <div data-testid={props.testId}>
      {props.toolbar || props.columnSettingsKey || (selectable && count > 0) ? (
        <div className={sc('dt-toolbar')}>
          {selectable && count > 0 ? (
            <div className={sc('dt-batch')} data-testid="batch-bar">
              <p className={sc('dt-batch-text')}>{t('kit.table.selected', { count })}</p>
              {props.batchActions}
              <button
                type="button"
                className={sc('bt-xs-ghost')}
                onClick={() => onSelectedChange?.(new Set())}
              >
                {t('kit.table.clearSelection')}
              </button>
            </div>
          ) : null}
          <div className={sc('dt-toolbar-main')}>{props.toolbar}</div>
          {props.columnSettingsKey ? (
            <ColumnSettings
              columns={columns}
              isVisible={visibility.isVisible}
              onToggle={visibility.toggle}
              onReset={visibility.reset}
            />
          ) : null}
        </div>
      ) : null}
      <div className={sc('dt-frame')}>
        {/* axe scrollable-region-focusable: a table wider than a phone scrolls by keyboard too */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
        <div className={sc('dt-scroll')} tabIndex={0} role="region" aria-label={props.label}>
          {/* docs/architecture.md "Styling" (issue #39): Chakra's table look as a static class
              (table-styles.ts styles thead/tr/td by selector), rows and cells plain with classes */}
          <table
            className={sc('dt-table')}
            aria-label={props.label}
            aria-busy={loading ? true : undefined}
          >
            <thead className={sc('dt-head')}>
              <tr>
                {selectable ? (
                  <th
                    className={sc('dt-th', 'dt-sticky-start', 'dt-sticky-head')}
                    style={CHECK_WIDTH}
                  >
                    <CheckBox
                      checked={allChecked}
                      indeterminate={!allChecked && selectedOnPage > 0}
                      onChange={togglePage}
                      disabled={pageKeys.length === 0}
                      ariaLabel={t('kit.table.selectAll')}
                    />
                  </th>
                ) : null}
                {shown.map((column) => (
                  <th
                    key={column.key}
                    className={sc(
                      'dt-th',
                      column.align && ALIGN[column.align],
                      isStickyEnd(column) && 'dt-sticky-end',
                      isStickyEnd(column) && 'dt-sticky-head',
                    )}
                    style={column.width ? { width: cssSize(column.width) } : undefined}
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            {body ? null : (
              <tbody className={sc('dt-body', loading && 'dt-body-busy')}>
                {(rows ?? []).map((row, index) => {
                  const key = rowKey(row);
                  return (
                    <tr
                      key={key}
                      className={sc('dt-row', props.onRowClick && 'dt-row-click')}
                      data-row-key={key}
                      data-selected={selected?.has(key) ? '' : undefined}
                      onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                    >
                      {selectable ? (
                        <td
                          className={sc('dt-td', 'dt-sticky-start')}
                          onClick={(event) => event.stopPropagation()}
                        >
                          <CheckBox
                            checked={selected?.has(key) ?? false}
                            onChange={() => toggleRow(key)}
                            ariaLabel={t('kit.table.selectRow', { index: index + 1 })}
                          />
                        </td>
                      ) : null}
                      {shown.map((column) => (
                        <td
                          key={column.key}
                          className={sc(
                            'dt-td',
                            column.align && ALIGN[column.align],
                            isStickyEnd(column) && 'dt-sticky-end',
                          )}
                        >
                          {column.ellipsis ? (
                            <div
                              className={sc('dt-ellipsis')}
                              style={
                                column.width
                                  ? ({ '--dt-max': cssSize(column.width) } as CSSProperties)
                                  : undefined
                              }
                              title={column.ellipsis(row)}
                            >
                              {column.render(row)}
                            </div>
                          ) : (
                            column.render(row)
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            )}
          </table>
        </div>
        {body}
        {loading && rows ? (
          <div className={sc('dt-busy')} aria-hidden="true">
            <span className={sc('sp-spinner', 'sp-sm', 'sp-blue')} />
          </div>
        ) : null}
      </div>
      {/* issue #13: no pagination (and no "page 1" of nothing) over an empty list; issue #23: none
          before the first page is known either, so the rows arriving do not push it down. */}
      {!rows || (rows.length === 0 && props.total === 0) ? null : (
        <PaginationBar
          total={props.total}
          page={props.page}
          pageSize={props.pageSize}
          onChange={props.onPageChange}
        />
      )}
    </div>
  );
}
