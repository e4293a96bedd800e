// issue #20 /marketing 营销活动 (spec §2, docs/domain.md §3): campaigns by period, audience, goal
// and channel steps; filters by name, status and type; detail with results; edit, end early
// and delete behind a confirmation.
import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  campaignDelete,
  campaignEnd,
  campaignList,
  campaignOptions,
  type CampaignRow,
} from '../../../../contract/marketing/marketing';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { campaignColumns } from './campaign-columns';
import { CampaignDetailDrawer } from './campaign-detail';
import { CampaignForm } from './campaign-form';
import '../../../lib/i18n/messages/marketing-messages';
import { chinaToday } from '../../../../contract/china-time';

const EMPTY_FILTERS = { name: '', status: '', type: '' };
export function MarketingPage() {
  const list = useListState(EMPTY_FILTERS);
  const { name, status, type } = list.applied;
  const [opened, setOpened] = useState(0);
  const [editing, setEditing] = useState<{ row: CampaignRow | null } | null>(null);
  const [viewing, setViewing] = useState<CampaignRow | null>(null);
  const [confirming, setConfirming] = useState<{ row: CampaignRow; action: 'end' | 'delete' }>();
  const rows = useEndpointQuery(
    campaignList,
    {
      query: {
        page: list.page,
        page_size: list.pageSize,
        ...(name ? { name } : {}),
        ...(status ? { status: status as CampaignRow['status'] } : {}),
        ...(type ? { type: type as CampaignRow['type'] } : {}),
      },
    },
    { keepPrevious: true },
  );
  const options = useEndpointQuery(campaignOptions, {});
  const end = useEndpointMutation(campaignEnd, { invalidates: [campaignList] });
  const remove = useEndpointMutation(campaignDelete, { invalidates: [campaignList] });
  const tableColumns = useMemo(
    () =>
      campaignColumns((row, action) => {
        if (action === 'detail') setViewing(row);
        else if (action === 'edit') {
          setOpened((n) => n + 1);
          setEditing({ row });
        } else setConfirming({ row, action });
      }),
    [],
  );
  const confirm = () => {
    if (!confirming) return;
    const mutation = confirming.action === 'end' ? end : remove;
    mutation.mutate(
      { params: { id: confirming.row.id } },
      {
        onSuccess: () => {
          notifySuccess(t(confirming.action === 'end' ? 'marketing.ended' : 'marketing.deleted'));
          setConfirming(undefined);
        },
      },
    );
  };
  return (
    <PageLayout
      title={t('marketing.title')}
      description={t('marketing.description')}
      testId="marketing-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          data-testid="campaign-create"
          onClick={() => {
            setOpened((n) => n + 1);
            setEditing({ row: null });
          }}
        >
          + {t('marketing.create')}
        </Button>
      }
    >
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset} testId="campaign-filters">
          <FilterField label={t('marketing.filter.name')}>
            <Input
              size="sm"
              type="search"
              value={list.draft.name}
              aria-label={t('marketing.filter.name')}
              data-testid="campaign-filter-name"
              onChange={(event) => list.setDraft({ ...list.draft, name: event.target.value })}
            />
          </FilterField>
          <FilterField label={t('marketing.filter.status')}>
            <SelectFilter
              value={list.draft.status}
              ariaLabel={t('marketing.filter.status')}
              testId="campaign-filter-status"
              onChange={(value) => list.setDraft({ ...list.draft, status: value })}
              options={CAMPAIGN_STATUSES.map((each) => ({
                value: each,
                label: t(`marketing.status.${each}`),
              }))}
            />
          </FilterField>
          <FilterField label={t('marketing.filter.type')}>
            <SelectFilter
              value={list.draft.type}
              ariaLabel={t('marketing.filter.type')}
              onChange={(value) => list.setDraft({ ...list.draft, type: value })}
              options={CAMPAIGN_TYPES.map((each) => ({
                value: each,
                label: t(`marketing.type.${each}`),
              }))}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <ListTable
          label={t('marketing.table')}
          testId="marketing-table"
          columns={tableColumns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          columnSettingsKey="marketing"
          toolbar={
            <ExportButton
              type="marketing_campaign"
              filters={exportFilters({ name, status, type })}
              total={rows.data?.total ?? 0}
            />
          }
          emptyText={list.filtered ? t('marketing.empty.filtered') : t('marketing.empty')}
        />
      </PageSection>
      <CampaignForm
        key={opened}
        open={editing !== null}
        campaign={editing?.row ?? null}
        options={options.data}
        today={chinaToday()}
        onClose={() => setEditing(null)}
      />
      <CampaignDetailDrawer campaign={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirming !== undefined}
        title={t(confirming?.action === 'end' ? 'marketing.endTitle' : 'marketing.deleteTitle')}
        danger
        busy={end.isPending || remove.isPending}
        onClose={() => setConfirming(undefined)}
        onConfirm={confirm}
      >
        {t(confirming?.action === 'end' ? 'marketing.endBody' : 'marketing.deleteBody', {
          name: confirming?.row.name ?? '',
        })}
      </ConfirmDialog>
    </PageLayout>
  );
}
