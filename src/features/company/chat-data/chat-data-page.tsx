// /chat-data 会话数据 (issue #22, docs/domain.md §7): figures from the chat archive per employee —
// totals, the daily trend and a ranked table — over at most 90 days, by department. These
// are figures, not chat content, so they are kept for offline reading (persist).
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import {
  CHAT_DATA_SORTS,
  chatDataEmployees,
  chatDataReport,
} from '../../../../contract/company/chat-data';
import { useDirectoryOptions } from '../../../data/directory-options';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { quickRange } from '../../../ui/date-picker/date-values';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { DepartmentSelect } from '../../../ui/pickers/department-select';
import { LazyStatChart } from '../../../ui/stat-charts/lazy-stat-chart';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { chatDataColumns } from './chat-data-columns';
import '../../../lib/i18n/messages/company-chat-data-messages';

type Sort = (typeof CHAT_DATA_SORTS)[number];

export function ChatDataPage() {
  const initial = useMemo(
    () => ({ range: quickRange('last7'), department: '', sort: 'sent' as Sort }),
    [],
  );
  const list = useListState(initial);
  const { applied, draft } = list;
  const [rangeError, setRangeError] = useState('');
  const period = {
    start: applied.range.from,
    end: applied.range.to,
    ...(applied.department ? { department_id: applied.department } : {}),
  };
  const directory = useDirectoryOptions();
  const report = useEndpointQuery(
    chatDataReport,
    { query: period },
    { persist: true, keepPrevious: true },
  );
  const rows = useEndpointQuery(
    chatDataEmployees,
    { query: { ...period, sort: applied.sort, page: list.page, page_size: list.pageSize } },
    { persist: true, keepPrevious: true },
  );
  const totals = report.data?.totals;
  const days = report.data?.days ?? [];
  const columns = useMemo(() => chatDataColumns(), []);
  const set = (patch: Partial<typeof initial>) => list.setDraft({ ...draft, ...patch });
  const search = () => {
    if (!draft.range.from || !draft.range.to) {
      setRangeError(t('chatData.filter.period'));
      return;
    }
    setRangeError('');
    list.apply();
  };
  return (
    <PageLayout
      title={t('chatData.title')}
      description={t('chatData.description')}
      testId="chat-data-page"
    >
      <PageSection>
        <FilterBar onSearch={search} onReset={list.reset}>
          <FilterField label={t('chatData.filter.period')} width="auto">
            <DateRangeFilter value={draft.range} onChange={(range) => set({ range })} />
          </FilterField>
          <FilterField label={t('chatData.filter.department')} width="44">
            <DepartmentSelect
              departments={directory.data?.departments ?? []}
              value={draft.department}
              onChange={(department) => set({ department })}
              ariaLabel={t('chatData.filter.department')}
            />
          </FilterField>
        </FilterBar>
        {rangeError ? (
          <Box color="red.700" fontSize="sm">
            {rangeError}
          </Box>
        ) : null}
      </PageSection>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' }}
        gap="3"
        data-testid="chat-data-totals"
      >
        <StatCard label={t('chatData.stat.sent')} value={totals?.sent ?? 0} testId="total-sent" />
        <StatCard label={t('chatData.stat.received')} value={totals?.received ?? 0} tone="purple" />
        <StatCard
          label={t('chatData.stat.customers')}
          value={totals?.customers ?? 0}
          tone="green"
        />
        <StatCard
          label={t('chatData.stat.activeEmployees')}
          value={totals?.active_employees ?? 0}
          tone="gray"
        />
        <StatCard
          label={t('chatData.stat.replyRate')}
          value={totals?.reply_rate === null || !totals ? 0 : Math.round(totals.reply_rate * 100)}
          hint={t('chatData.replyHint')}
          tone="orange"
          testId="total-reply-rate"
        />
        <StatCard
          label={t('chatData.stat.firstReply')}
          value={
            totals?.avg_first_reply_seconds ? Math.round(totals.avg_first_reply_seconds / 60) : 0
          }
          tone="blue"
        />
        <StatCard label={t('chatData.stat.hits')} value={totals?.sensitive_hits ?? 0} tone="red" />
      </Box>
      <PageSection title={t('chatData.trend')}>
        <LazyStatChart
          kind="line"
          title={t('chatData.trend')}
          labels={days.map((row) => row.day)}
          firstColumn={t('chatData.trend.day')}
          series={[
            {
              key: 'sent',
              name: t('chatData.stat.sent'),
              color: '#3370ff',
              values: days.map((row) => row.sent),
            },
            {
              key: 'received',
              name: t('chatData.stat.received'),
              color: '#7b61ff',
              values: days.map((row) => row.received),
            },
          ]}
          testId="chat-data-trend"
        />
      </PageSection>
      <PageSection>
        <ListTable
          label={t('chatData.table')}
          testId="chat-data-table"
          columns={columns}
          query={rows}
          list={list}
          rowKey={(row) => row.employee.id}
          columnSettingsKey="chat-data"
          emptyText={t('chatData.empty')}
          toolbar={
            <Box width="44">
              <SelectFilter
                ariaLabel={t('chatData.filter.sort')}
                value={applied.sort}
                allLabel={t('chatData.sort.sent')}
                onChange={(sort) => list.apply({ ...applied, sort: (sort || 'sent') as Sort })}
                testId="chat-data-sort"
                options={CHAT_DATA_SORTS.filter((key) => key !== 'sent').map((key) => ({
                  value: key,
                  label: t(`chatData.sort.${key}`),
                }))}
              />
            </Box>
          }
        />
      </PageSection>
    </PageLayout>
  );
}
