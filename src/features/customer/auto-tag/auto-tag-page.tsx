import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate } from 'react-router-dom';
import {
  AUTO_TAG_TYPES,
  autoTagHits,
  autoTagList,
  deleteAutoTag,
  toggleAutoTag,
} from '../../../../contract/customer/auto-tag';
import type { AutoTagHitRow, AutoTagRuleRow } from '../../../../contract/customer/auto-tag';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { AppDialog } from '../../../ui/app-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { TagChips } from '../shared/tag-chips';
import { ruleSummary } from './rule-summary';
import { RightButton } from '../../../data/menu/right-button';
import '../../../lib/i18n/messages/customer-ops-messages';

const typeLabel = (type: string) =>
  t(`customerOps.auto.type.${type}` as 'customerOps.auto.type.keyword');
const hitColumns: DataColumn<AutoTagHitRow>[] = [
  {
    key: 'customer',
    title: t('customerOps.loss.col.customer'),
    render: (row) => row.customer.name,
  },
  { key: 'detail', title: t('customerOps.auto.col.detail'), render: (row) => row.detail },
  {
    key: 'at',
    title: t('customerOps.auto.col.hitAt'),
    render: (row) => formatDateTime(row.hit_at),
  },
];

/** issue #19 /auto-tag 自动打标签: rules, tags applied, on/off, hits, a rule's history. */
export function AutoTagPage() {
  const navigate = useNavigate();
  const list = useListState({ type: '' });
  const type = AUTO_TAG_TYPES.find((each) => each === list.applied.type);
  const query = useEndpointQuery(
    autoTagList,
    {
      query: { page: list.page, page_size: list.pageSize, type },
    },
    { keepPrevious: true },
  );
  const toggle = useEndpointMutation(toggleAutoTag, { invalidates: [autoTagList] });
  const remove = useEndpointMutation(deleteAutoTag, { invalidates: [autoTagList] });
  const [deleting, setDeleting] = useState<AutoTagRuleRow | null>(null);
  const [history, setHistory] = useState<AutoTagRuleRow | null>(null);
  const [hitPage, setHitPage] = useState({ page: 1, pageSize: 20 });
  const hits = useEndpointQuery(
    autoTagHits,
    {
      params: { id: history?.id ?? 0 },
      query: { page: hitPage.page, page_size: hitPage.pageSize },
    },
    { enabled: history !== null, keepPrevious: true },
  );
  const columns: DataColumn<AutoTagRuleRow>[] = [
    {
      key: 'name',
      title: t('customerOps.auto.col.name'),
      hideable: false,
      render: (row) => row.name,
    },
    { key: 'type', title: t('customerOps.auto.col.type'), render: (row) => typeLabel(row.type) },
    {
      key: 'condition',
      title: t('customerOps.auto.col.condition'),
      render: (row) => ruleSummary(row.config),
    },
    {
      key: 'tags',
      title: t('customerOps.batch.col.tags'),
      render: (row) => <TagChips names={row.tags.map((tag) => tag.name)} />,
    },
    { key: 'hits', title: t('customerOps.auto.col.hits'), render: (row) => row.hit_count },
    {
      key: 'enabled',
      title: t('customerOps.auto.col.enabled'),
      render: (row) => (
        <Toggle
          label={<Box srOnly>{t('customerOps.auto.toggle', { name: row.name })}</Box>}
          checked={row.enabled}
          onChange={(enabled) => toggle.mutate({ params: { id: row.id }, body: { enabled } })}
        />
      ),
    },
    {
      key: 'actions',
      title: t('customerOps.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="3">
          <Button
            variant="plain"
            size="sm"
            px="0"
            colorPalette="blue"
            onClick={() => navigate(`/auto-tag/form?id=${row.id}`)}
          >
            {t('customerOps.action.edit')}
          </Button>
          <Button
            variant="plain"
            size="sm"
            px="0"
            colorPalette="blue"
            onClick={() => setHistory(row)}
          >
            {t('customerOps.auto.history')}
          </Button>
          <RightButton
            right="delete"
            variant="plain"
            size="sm"
            px="0"
            colorPalette="red"
            onClick={() => setDeleting(row)}
          >
            {t('customerOps.action.delete')}
          </RightButton>
        </Box>
      ),
    },
  ];
  return (
    <PageLayout
      title={t('customerOps.auto.title')}
      description={t('customerOps.auto.description')}
      testId="auto-tag-page"
      actions={
        <Button size="sm" colorPalette="blue" onClick={() => navigate('/auto-tag/form')}>
          {t('customerOps.auto.new')}
        </Button>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('customerOps.auto.col.type')}>
            <SelectFilter
              value={list.draft.type}
              onChange={(value) => list.setDraft({ type: value })}
              options={AUTO_TAG_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
              ariaLabel={t('customerOps.auto.col.type')}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable
          label={t('customerOps.auto.title')}
          testId="auto-tag-table"
          columns={columns}
          rows={query.data?.list}
          rowKey={(row) => row.id}
          total={query.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={query.isFetching}
          error={query.isError}
          onRetry={() => void query.refetch()}
        />
      </PageSection>
      <AppDialog
        open={history !== null}
        onClose={() => setHistory(null)}
        title={t('customerOps.auto.historyOf', { name: history?.name ?? '' })}
        closeLabel={t('customerOps.action.close')}
      >
        {history ? (
          <DataTable
            label={t('customerOps.auto.history')}
            columns={hitColumns}
            rows={hits.data?.list}
            rowKey={(row) => `${row.customer.id}-${row.hit_at}`}
            total={hits.data?.total ?? 0}
            page={hitPage.page}
            pageSize={hitPage.pageSize}
            onPageChange={(page, pageSize) => setHitPage({ page, pageSize })}
            loading={hits.isFetching}
            error={hits.isError}
          />
        ) : null}
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('customerOps.action.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate({ params: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })
        }
      >
        {t('customerOps.auto.deleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </PageLayout>
  );
}
