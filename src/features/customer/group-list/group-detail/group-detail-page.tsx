import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  groupDetail,
  groupList,
  groupMembers,
  setGroupTags,
} from '../../../../../contract/customer/group-list';
import type { GroupMemberRow } from '../../../../../contract/customer/group-list';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { TagPicker } from '../../../../ui/pickers/tag-picker';
import { StatCard } from '../../../../ui/stat-card/stat-card';
import { LazyTrendChart } from '../../../../ui/trend-chart/lazy-trend-chart';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { useTagGroupOptions } from '../../shared/picker-data';
import { groupStatusLabel } from '../group-columns';
import '../../../../lib/i18n/messages/customer-ops-messages';
import {
  MissingRecordPage,
  parseRecordId,
} from '../../../../ui/missing-record/missing-record-page';

const memberColumns: DataColumn<GroupMemberRow>[] = [
  {
    key: 'name',
    title: t('customerOps.member.col.name'),
    hideable: false,
    render: (row) => row.name,
  },
  {
    key: 'type',
    title: t('customerOps.member.col.type'),
    render: (row) => t(`customerOps.member.type.${row.member_type}` as 'customerOps.member.type.1'),
  },
  {
    key: 'scene',
    title: t('customerOps.member.col.scene'),
    render: (row) =>
      t(`customerOps.member.scene.${row.join_scene}` as 'customerOps.member.scene.1'),
  },
  {
    key: 'joined',
    title: t('customerOps.member.col.joined'),
    render: (row) => formatDateTime(row.joined_at),
  },
  {
    key: 'left',
    title: t('customerOps.member.col.left'),
    render: (row) => (row.left_at ? formatDateTime(row.left_at) : '-'),
  },
  {
    key: 'ours',
    title: t('customerOps.member.col.ours'),
    render: (row) =>
      row.member_type === 1
        ? '-'
        : row.is_our_customer
          ? t('customerOps.yes')
          : t('customerOps.no'),
  },
];

/** issue #19 group-detail: members with join scene and times, the trend, editable tags. */
function GroupDetailView({ id }: { id: number }) {
  const navigate = useNavigate();
  const detail = useEndpointQuery(groupDetail, { params: { id } }, { enabled: id > 0 });
  const tagGroups = useTagGroupOptions();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [type, setType] = useState('');
  const [state, setState] = useState('');
  const members = useEndpointQuery(
    groupMembers,
    {
      params: { id },
      query: {
        page: page.page,
        page_size: page.pageSize,
        member_type: type ? Number(type) : undefined,
        state: state === 'in' || state === 'left' ? state : undefined,
      },
    },
    { enabled: id > 0, keepPrevious: true },
  );
  const group = detail.data;
  const savedTags = group?.tags.map((tag) => tag.id) ?? [];
  const [edited, setTagIds] = useState<{ key: string; ids: number[] } | null>(null);
  // Edits apply to the tags they started from; a new answer from the server resets them.
  const tagIds = edited && edited.key === savedTags.join(',') ? edited.ids : savedTags;
  const saveTags = useEndpointMutation(setGroupTags, { invalidates: [groupDetail, groupList] });
  const trend = useMemo(() => group?.trend ?? [], [group]);

  return (
    <PageLayout
      title={group ? group.name : t('customerOps.groupDetail.title')}
      description={
        group
          ? t('customerOps.groupDetail.description', {
              owner: group.owner?.name ?? '-',
              created: formatDateTime(group.created_at),
              status: groupStatusLabel(group.status),
            })
          : undefined
      }
      testId="group-detail-page"
      actions={
        <Button size="sm" variant="outline" onClick={() => navigate('/group-list')}>
          ‹ {t('customerOps.action.back')}
        </Button>
      }
    >
      {detail.isError ? <Text color="red.700">{t('customerOps.groupDetail.missing')}</Text> : null}
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(4, 1fr)' }} gap="3">
        <StatCard label={t('customerOps.groupDetail.customers')} value={group?.customers ?? 0} />
        <StatCard
          label={t('customerOps.groupDetail.employees')}
          value={group?.employees ?? 0}
          tone="purple"
        />
        <StatCard
          label={t('customerOps.group.stat.joins')}
          value={group?.today_joins ?? 0}
          tone="green"
          testId="group-today-joins"
        />
        <StatCard
          label={t('customerOps.group.stat.quits')}
          value={group?.today_quits ?? 0}
          tone="red"
        />
      </Box>
      <PageSection title={t('customerOps.groupDetail.info')}>
        <Box display="flex" flexDirection="column" gap="3">
          <Text fontSize="sm" whiteSpace="pre-wrap">
            {t('customerOps.group.col.notice')}：{group?.notice || '-'}
          </Text>
          <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
            <Text fontSize="sm">{t('customerOps.group.col.tags')}</Text>
            <Box minW="60">
              <TagPicker
                groups={tagGroups.data ?? []}
                value={tagIds}
                onChange={(ids) => setTagIds({ key: savedTags.join(','), ids })}
                ariaLabel={t('customerOps.group.col.tags')}
                testId="group-tags"
              />
            </Box>
            <Button
              size="sm"
              colorPalette="blue"
              loading={saveTags.isPending}
              onClick={() =>
                saveTags.mutate(
                  { params: { id }, body: { tag_ids: tagIds } },
                  { onSuccess: () => notifySuccess(t('customerOps.saved')) },
                )
              }
            >
              {t('customerOps.action.saveTags')}
            </Button>
          </Box>
        </Box>
      </PageSection>
      <PageSection title={t('customerOps.groupDetail.trend')}>
        <LazyTrendChart
          title={t('customerOps.groupDetail.trend')}
          labels={trend.map((point) => point.date.slice(5))}
          series={[
            {
              key: 'joins',
              name: t('customerOps.groupDetail.joins'),
              color: '#16a34a',
              values: trend.map((p) => p.joins),
            },
            {
              key: 'quits',
              name: t('customerOps.groupDetail.quits'),
              color: '#dc2626',
              values: trend.map((p) => p.quits),
            },
          ]}
        />
      </PageSection>
      <PageSection title={t('customerOps.groupDetail.members')}>
        <Box display="flex" gap="3" mb="3" flexWrap="wrap">
          <Box width="40">
            <SelectFilter
              value={type}
              onChange={(value) => {
                setType(value);
                setPage((current) => ({ ...current, page: 1 }));
              }}
              options={[
                { value: '2', label: t('customerOps.member.type.2') },
                { value: '1', label: t('customerOps.member.type.1') },
              ]}
              ariaLabel={t('customerOps.member.col.type')}
            />
          </Box>
          <Box width="40">
            <SelectFilter
              value={state}
              onChange={(value) => {
                setState(value);
                setPage((current) => ({ ...current, page: 1 }));
              }}
              options={[
                { value: 'in', label: t('customerOps.member.state.in') },
                { value: 'left', label: t('customerOps.member.state.left') },
              ]}
              ariaLabel={t('customerOps.member.state')}
            />
          </Box>
        </Box>
        <DataTable
          label={t('customerOps.groupDetail.members')}
          testId="group-members"
          columns={memberColumns}
          rows={members.data?.list}
          rowKey={(row) => `${row.member_type}-${row.id}`}
          total={members.data?.total ?? 0}
          page={page.page}
          pageSize={page.pageSize}
          onPageChange={(next, pageSize) => setPage({ page: next, pageSize })}
          loading={members.isFetching}
          error={members.isError}
          onRetry={() => void members.refetch()}
        />
      </PageSection>
    </PageLayout>
  );
}

/** issue #19 /group-list/group-detail?id=<record>: without a record id the page says so instead of waiting. */
export function GroupDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = parseRecordId(params.get('id'));
  if (id === undefined)
    return (
      <MissingRecordPage
        title={t('customerOps.groupDetail.title')}
        onBack={() => navigate('/group-list')}
      />
    );
  return <GroupDetailView key={id} id={id} />;
}
