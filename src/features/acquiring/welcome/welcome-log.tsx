import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { WELCOME_OUTCOMES } from '../../../../contract/acquiring/welcome-routes';
import type { WelcomeLogRow, WelcomeOutcome } from '../../../../contract/acquiring/welcome';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useWelcomeCodeOptions, useWelcomeLogSummary, useWelcomeLogs } from './api/welcome-api';
import { OUTCOME_PALETTE, outcomeLabel, reasonLabel } from './welcome-log-labels';

interface LogFilter {
  employee: string;
  code: string;
  outcome: string;
  range: { from: string; to: string };
}
const EMPTY: LogFilter = { employee: '', code: '', outcome: '', range: { from: '', to: '' } };

function filtersOf(filter: LogFilter) {
  return {
    ...(filter.employee ? { employee_id: Number(filter.employee) } : {}),
    ...(filter.code ? { channel_code_id: Number(filter.code) } : {}),
    ...(filter.outcome ? { outcome: filter.outcome as WelcomeOutcome } : {}),
    ...(filter.range.from ? { from: filter.range.from } : {}),
    ...(filter.range.to ? { to: filter.range.to } : {}),
  };
}

/** issue #16 why-not-sent diagnostics: every add, which welcome and why, or why none. */
export function WelcomeLog() {
  const state = useListState(EMPTY);
  const filters = filtersOf(state.applied);
  const logs = useWelcomeLogs({ ...filters, page: state.page, page_size: state.pageSize });
  const summary = useWelcomeLogSummary(filters);
  const directory = useDirectoryPickerOptions();
  const codes = useWelcomeCodeOptions();
  const draft = state.draft;

  const columns = useMemo<DataColumn<WelcomeLogRow>[]>(
    () => [
      {
        key: 'time',
        title: t('welcome.log.time'),
        hideable: false,
        render: (row) => formatDateTime(row.occurred_at),
      },
      { key: 'customer', title: t('welcome.log.customer'), render: (row) => row.customer.name },
      { key: 'employee', title: t('welcome.log.employee'), render: (row) => row.employee.name },
      {
        key: 'code',
        title: t('welcome.log.code'),
        // issue #38 item 9: the code or link the add came through, of whichever tool.
        render: (row) =>
          row.acquired_by
            ? t('welcome.log.acquiredBy', {
                kind: t(`welcome.log.kind.${row.acquired_by.kind}`),
                name: row.acquired_by.name,
              })
            : t('welcome.log.noCode'),
      },
      {
        key: 'outcome',
        title: t('welcome.log.outcome'),
        render: (row) => (
          <Badge colorPalette={OUTCOME_PALETTE[row.outcome]}>{outcomeLabel(row.outcome)}</Badge>
        ),
      },
      {
        key: 'reason',
        title: t('welcome.log.reason'),
        width: '18rem',
        render: (row) => (
          <Box>
            <Text fontSize="sm" fontWeight="medium">
              {reasonLabel(row.reason)}
            </Text>
            {row.detail !== reasonLabel(row.reason) ? (
              <Text fontSize="xs" color="fg.muted">
                {row.detail}
              </Text>
            ) : null}
          </Box>
        ),
      },
      {
        key: 'content',
        title: t('welcome.log.content'),
        width: '16rem',
        ellipsis: (row) => row.text_preview,
        render: (row) => row.text_preview || '—',
      },
    ],
    [],
  );

  const counts = summary.data?.by_outcome;
  const why = (summary.data?.by_reason ?? []).filter(
    (item) =>
      !['code_own', 'employee', 'employee_period', 'default', 'default_period'].includes(
        item.reason,
      ),
  );

  return (
    <Box display="flex" flexDirection="column" gap="4" data-testid="welcome-log">
      <FilterBar onSearch={() => state.apply()} onReset={state.reset} testId="welcome-log-filters">
        <FilterField label={t('welcome.log.employee')}>
          <SelectFilter
            value={draft.employee}
            onChange={(employee) => state.setDraft({ ...draft, employee })}
            options={(directory.data?.employees ?? []).map((row) => ({
              value: String(row.id),
              label: row.name,
            }))}
            ariaLabel={t('welcome.log.employee')}
            testId="log-filter-employee"
          />
        </FilterField>
        <FilterField label={t('welcome.log.code')}>
          <SelectFilter
            value={draft.code}
            onChange={(code) => state.setDraft({ ...draft, code })}
            options={(codes.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            ariaLabel={t('welcome.log.code')}
            testId="log-filter-code"
          />
        </FilterField>
        <FilterField label={t('welcome.log.outcome')}>
          <SelectFilter
            value={draft.outcome}
            onChange={(outcome) => state.setDraft({ ...draft, outcome })}
            options={WELCOME_OUTCOMES.map((outcome) => ({
              value: outcome,
              label: outcomeLabel(outcome),
            }))}
            ariaLabel={t('welcome.log.outcome')}
            testId="log-filter-outcome"
          />
        </FilterField>
        <FilterField label={t('welcome.log.date')} width="64">
          <DateRangeFilter
            value={draft.range}
            onChange={(range) => state.setDraft({ ...draft, range })}
            ariaLabel={t('welcome.log.date')}
            testId="log-filter-date"
          />
        </FilterField>
      </FilterBar>
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
        gap="3"
      >
        <StatCard
          label={t('welcome.log.total')}
          value={summary.data?.total ?? 0}
          testId="log-total"
        />
        <StatCard
          label={t('welcome.log.sent')}
          value={counts?.sent ?? 0}
          tone="green"
          testId="log-sent"
        />
        <StatCard
          label={t('welcome.log.skipped')}
          value={counts?.skipped ?? 0}
          tone="gray"
          testId="log-skipped"
        />
        <StatCard
          label={t('welcome.log.failed')}
          value={counts?.failed ?? 0}
          tone="red"
          testId="log-failed"
        />
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          {t('welcome.log.why')}
        </Text>
        <Box display="flex" flexWrap="wrap" gap="2" data-testid="log-why">
          {why.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('welcome.log.whyEmpty')}
            </Text>
          ) : (
            why.map((item) => (
              <Badge key={item.reason} colorPalette="orange" size="lg">
                {reasonLabel(item.reason)} · {item.count}
              </Badge>
            ))
          )}
        </Box>
      </Box>
      <DataTable
        label={t('welcome.log.table')}
        testId="welcome-log-table"
        columns={columns}
        rows={logs.data?.list}
        rowKey={(row) => row.id}
        total={logs.data?.total ?? 0}
        loading={logs.isFetching}
        error={logs.isError}
        onRetry={() => void logs.refetch()}
        emptyText={t('welcome.log.empty')}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={state.setPage}
      />
    </Box>
  );
}
