import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import type { GroupWelcomeLogRow } from '../../../../contract/acquiring/group-welcome';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { useGroupOptions, useGroupWelcomeLogs } from './api/group-welcome-api';

const PALETTE = { sent: 'green', skipped: 'gray', failed: 'red' } as const;
const EMPTY = { group: '', outcome: '', range: { from: '', to: '' } };

/** issue #16: every join into a group, with the template used or why none was sent. */
export function GroupWelcomeLog() {
  const state = useListState(EMPTY);
  const groups = useGroupOptions();
  const { applied, draft } = state;
  const logs = useGroupWelcomeLogs({
    page: state.page,
    page_size: state.pageSize,
    ...(applied.group ? { group_id: Number(applied.group) } : {}),
    ...(applied.outcome ? { outcome: applied.outcome as 'sent' | 'skipped' | 'failed' } : {}),
    ...(applied.range.from ? { from: applied.range.from } : {}),
    ...(applied.range.to ? { to: applied.range.to } : {}),
  });
  const columns = useMemo<DataColumn<GroupWelcomeLogRow>[]>(
    () => [
      {
        key: 'time',
        title: t('gwelcome.log.time'),
        hideable: false,
        render: (row) => formatDateTime(row.occurred_at),
      },
      { key: 'group', title: t('gwelcome.log.group'), render: (row) => row.group.name },
      { key: 'customer', title: t('gwelcome.log.customer'), render: (row) => row.customer.name },
      {
        key: 'template',
        title: t('gwelcome.log.template'),
        render: (row) => row.template?.name ?? '—',
      },
      {
        key: 'outcome',
        title: t('gwelcome.log.outcome'),
        render: (row) => (
          <Badge colorPalette={PALETTE[row.outcome]}>{t(`gwelcome.outcome.${row.outcome}`)}</Badge>
        ),
      },
      {
        key: 'detail',
        title: t('gwelcome.log.detail'),
        width: '18rem',
        render: (row) => row.detail,
      },
    ],
    [],
  );
  return (
    <>
      <FilterBar onSearch={() => state.apply()} onReset={state.reset} testId="gwelcome-log-filters">
        <FilterField label={t('gwelcome.log.group')}>
          <SelectFilter
            value={draft.group}
            onChange={(group) => state.setDraft({ ...draft, group })}
            options={(groups.data ?? []).map((group) => ({
              value: String(group.id),
              label: group.name,
            }))}
            ariaLabel={t('gwelcome.log.group')}
            testId="gwelcome-filter-group"
          />
        </FilterField>
        <FilterField label={t('gwelcome.log.outcome')}>
          <SelectFilter
            value={draft.outcome}
            onChange={(outcome) => state.setDraft({ ...draft, outcome })}
            options={(['sent', 'skipped', 'failed'] as const).map((outcome) => ({
              value: outcome,
              label: t(`gwelcome.outcome.${outcome}`),
            }))}
            ariaLabel={t('gwelcome.log.outcome')}
          />
        </FilterField>
        <FilterField label={t('gwelcome.log.date')} width="64">
          <DateRangeFilter
            value={draft.range}
            onChange={(range) => state.setDraft({ ...draft, range })}
            ariaLabel={t('gwelcome.log.date')}
          />
        </FilterField>
      </FilterBar>
      <DataTable
        label={t('gwelcome.log.table')}
        testId="gwelcome-log-table"
        columns={columns}
        rows={logs.data?.list}
        rowKey={(row) => row.id}
        total={logs.data?.total ?? 0}
        loading={logs.isFetching}
        error={logs.isError}
        onRetry={() => void logs.refetch()}
        emptyText={t('gwelcome.log.empty')}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={state.setPage}
      />
    </>
  );
}
