import { useDeferredValue, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
  TableScrollArea,
} from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { CheckBox } from '../check-box/check-box';
import { EmptyState } from '../empty-state/empty-state';
import { ColumnSettings } from './column-settings';
import { PaginationBar } from './pagination-bar';
import { isStickyEnd, STICKY_END, STICKY_START } from './sticky-columns';
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
    <Box
      py="14"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="3"
      color="fg.muted"
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

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
        <Text>{t('kit.table.loadFailed')}</Text>
        {props.onRetry ? (
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t('kit.table.retry')}
          </Button>
        ) : null}
      </StateBlock>
    );
  } else if (!rows) {
    body = (
      <StateBlock testId="table-loading">
        <Spinner size="md" color="blue.500" />
        <Text fontSize="sm">{t('kit.table.loading')}</Text>
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
    <Box data-testid={props.testId}>
      {props.toolbar || props.columnSettingsKey || (selectable && count > 0) ? (
        <Box display="flex" alignItems="center" gap="3" mb="3" flexWrap="wrap" minH="8">
          {selectable && count > 0 ? (
            <Box
              display="flex"
              alignItems="center"
              gap="2"
              bg="blue.50"
              borderRadius="md"
              px="3"
              py="1"
              data-testid="batch-bar"
            >
              <Text fontSize="sm" color="blue.700">
                {t('kit.table.selected', { count })}
              </Text>
              {props.batchActions}
              <Button size="xs" variant="ghost" onClick={() => onSelectedChange?.(new Set())}>
                {t('kit.table.clearSelection')}
              </Button>
            </Box>
          ) : null}
          <Box flex="1" display="flex" gap="2" flexWrap="wrap">
            {props.toolbar}
          </Box>
          {props.columnSettingsKey ? (
            <ColumnSettings
              columns={columns}
              isVisible={visibility.isVisible}
              onToggle={visibility.toggle}
              onReset={visibility.reset}
            />
          ) : null}
        </Box>
      ) : null}
      <Box position="relative" borderWidth="1px" borderRadius="md" bg="white" overflow="hidden">
        {/* axe scrollable-region-focusable: a table wider than a phone scrolls by keyboard too */}
        <TableScrollArea tabIndex={0} role="region" aria-label={props.label}>
          <TableRoot size="sm" aria-label={props.label} aria-busy={loading ? true : undefined}>
            <TableHeader bg="gray.50">
              <TableRow>
                {selectable ? (
                  <TableColumnHeader width="10" {...STICKY_START} bg="gray.50">
                    <CheckBox
                      checked={allChecked}
                      indeterminate={!allChecked && selectedOnPage > 0}
                      onChange={togglePage}
                      disabled={pageKeys.length === 0}
                      ariaLabel={t('kit.table.selectAll')}
                    />
                  </TableColumnHeader>
                ) : null}
                {shown.map((column) => (
                  <TableColumnHeader
                    key={column.key}
                    width={column.width}
                    textAlign={column.align}
                    color="fg.muted"
                    fontWeight="medium"
                    whiteSpace="nowrap"
                    {...(isStickyEnd(column) ? { ...STICKY_END, bg: 'gray.50' } : {})}
                  >
                    {column.title}
                  </TableColumnHeader>
                ))}
              </TableRow>
            </TableHeader>
            {body ? null : (
              <TableBody opacity={loading ? 0.55 : 1} transition="opacity 0.2s">
                {(rows ?? []).map((row, index) => {
                  const key = rowKey(row);
                  return (
                    <TableRow
                      key={key}
                      data-row-key={key}
                      data-selected={selected?.has(key) ? '' : undefined}
                      cursor={props.onRowClick ? 'pointer' : undefined}
                      bg="white"
                      _hover={{ bg: 'gray.50' }}
                      onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                    >
                      {selectable ? (
                        <TableCell onClick={(event) => event.stopPropagation()} {...STICKY_START}>
                          <CheckBox
                            checked={selected?.has(key) ?? false}
                            onChange={() => toggleRow(key)}
                            ariaLabel={t('kit.table.selectRow', { index: index + 1 })}
                          />
                        </TableCell>
                      ) : null}
                      {shown.map((column) => (
                        <TableCell
                          key={column.key}
                          textAlign={column.align}
                          verticalAlign="middle"
                          {...(isStickyEnd(column) ? STICKY_END : {})}
                        >
                          {column.ellipsis ? (
                            <Box truncate maxW={column.width ?? '60'} title={column.ellipsis(row)}>
                              {column.render(row)}
                            </Box>
                          ) : (
                            column.render(row)
                          )}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            )}
          </TableRoot>
        </TableScrollArea>
        {body}
        {loading && rows ? (
          <Box position="absolute" top="3" right="3" aria-hidden="true">
            <Spinner size="sm" color="blue.500" />
          </Box>
        ) : null}
      </Box>
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
    </Box>
  );
}
