import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../lib/i18n/translate';
import { DataTable } from '../data-table/data-table';
import type { DataColumn } from '../data-table/data-table';
import { ListSearchForm } from '../list-kit/list-search-form';
import type { ListState } from '../list-kit/use-list-state';
import { SelectField } from '../select-field/select-field';
import '../../lib/i18n/messages/page-kit-messages';
import '../../lib/i18n/messages/acquiring-tools-messages';
import { setToolsEnabled, type SetToolEnabled } from './tool-parts';

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

/** The list's read: its page of rows and total, loading, error and retry. */
export interface ToolListRead<T> {
  readonly data?: { readonly list: readonly T[]; readonly total: number } | undefined;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

/**
 * issue #15: the list every acquiring tool shows — search by name, on/off filter, paging 20,
 * batch actions on the selection, and the export center's button (docs/architecture.md
 * "Exports").
 */
export function ToolList<T extends { readonly id: number }>(props: {
  label: string;
  testId: string;
  state: ListState<ToolFilter>;
  columns: readonly DataColumn<T>[];
  query: ToolListRead<T>;
  /** The list's export (the export center's button with this list's type and filters). */
  exportButton?: ReactNode;
  /** Turns one code on or off: the selection's 批量启用 / 批量停用 when given. */
  setEnabled?: SetToolEnabled;
}) {
  const { state, query, setEnabled } = props;
  const setSelected = (enabled: boolean) => {
    if (!setEnabled) return;
    void setToolsEnabled(setEnabled, [...state.selected].map(Number), enabled).then((done) => {
      if (done) state.clearSelection();
    });
  };
  return (
    <DataTable
      label={props.label}
      testId={props.testId}
      columns={props.columns}
      rows={query.data?.list}
      rowKey={(row) => row.id}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      error={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={state.filtered ? t('tools.emptyFiltered') : t('tools.empty')}
      columnSettingsKey={props.testId}
      batchActions={
        setEnabled ? (
          <>
            <Button size="xs" variant="outline" onClick={() => setSelected(true)}>
              {t('tools.batchOn')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setSelected(false)}>
              {t('tools.batchOff')}
            </Button>
          </>
        ) : undefined
      }
      {...state.tableProps}
      toolbar={
        <ListSearchForm
          list={state}
          field="name"
          label={t('tools.search')}
          actions={
            <>
              <Button size="sm" variant="outline" onClick={() => state.reset()}>
                {t('kit.filter.reset')}
              </Button>
              {props.exportButton}
            </>
          }
        >
          <SelectField
            width="32"
            label={t('tools.status')}
            value={state.draft.status}
            onChange={(value) =>
              state.apply({ ...state.draft, status: value as ToolFilter['status'] })
            }
            placeholder={t('tools.statusAll')}
            options={[
              { value: 'on', label: t('tools.on') },
              { value: 'off', label: t('tools.off') },
            ]}
          />
        </ListSearchForm>
      }
    />
  );
}
