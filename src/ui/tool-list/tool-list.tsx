import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { t } from '../../lib/i18n/translate';
import { DataTable } from '../data-table/data-table';
import type { DataColumn } from '../data-table/data-table';
import { downloadCsv } from '../export/download-file';
import type { ListState } from '../list-kit/use-list-state';
import { SelectField } from '../select-field/select-field';
import '../../lib/i18n/messages/page-kit-messages';

export interface ToolFilter {
  readonly name: string;
  readonly status: '' | 'on' | 'off';
}
export const EMPTY_TOOL_FILTER: ToolFilter = { name: '', status: '' };

/** The query of a tool list: empty filters left out. */
export function toolQuery(state: ListState<ToolFilter>) {
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(state.applied.name ? { name: state.applied.name } : {}),
    ...(state.applied.status ? { status: state.applied.status } : {}),
  };
}

/**
 * issue #15: the list every acquiring tool shows — search by name, on/off filter, paging 20,
 * batch actions on the selection, and the page's CSV of the rows shown (until the export
 * center of #14 exists).
 */
export function ToolList<T>(props: {
  label: string;
  testId: string;
  state: ListState<ToolFilter>;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => number;
  total: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  searchLabel: string;
  statusLabels: { all: string; on: string; off: string; label: string };
  exportName: string;
  exportLabel: string;
  exportRows: (rows: readonly T[]) => (string | number)[][];
  batchActions?: ReactNode;
}) {
  const { state } = props;
  return (
    <DataTable
      label={props.label}
      testId={props.testId}
      columns={props.columns}
      rows={props.rows}
      rowKey={props.rowKey}
      total={props.total}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      emptyText={props.emptyText}
      columnSettingsKey={props.testId}
      batchActions={props.batchActions}
      {...state.tableProps}
      toolbar={
        <Box
          as="form"
          display="flex"
          gap="2"
          flexWrap="wrap"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            state.apply();
          }}
        >
          <Input
            size="sm"
            width={{ base: 'full', sm: '48' }}
            type="search"
            value={state.draft.name}
            placeholder={props.searchLabel}
            aria-label={props.searchLabel}
            onChange={(event) =>
              state.setDraft({ ...state.draft, name: event.currentTarget.value })
            }
          />
          <SelectField
            width="32"
            label={props.statusLabels.label}
            value={state.draft.status}
            onChange={(value) =>
              state.apply({ ...state.draft, status: value as ToolFilter['status'] })
            }
            placeholder={props.statusLabels.all}
            options={[
              { value: 'on', label: props.statusLabels.on },
              { value: 'off', label: props.statusLabels.off },
            ]}
          />
          <Button size="sm" type="submit" variant="outline">
            {t('kit.filter.search')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => state.reset()}>
            {t('kit.filter.reset')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!props.rows?.length}
            onClick={() =>
              downloadCsv(props.exportRows(props.rows ?? []), `${props.exportName}.csv`)
            }
          >
            {props.exportLabel}
          </Button>
        </Box>
      }
    />
  );
}
