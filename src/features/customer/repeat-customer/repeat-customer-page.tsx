import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  keepOneRelation,
  remindRepeat,
  repeatList,
} from '../../../../contract/customer/repeat-customer';
import type { RepeatKind, RepeatRow } from '../../../../contract/customer/repeat-customer';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { TabSwitch } from '../shared/tab-switch';
import { RepeatSettingsDialog } from './repeat-settings-dialog';
import '../../../lib/i18n/messages/customer-ops-messages';

const columns = (kind: RepeatKind): DataColumn<RepeatRow>[] => [
  {
    key: 'customer',
    title: t('customerOps.loss.col.customer'),
    hideable: false,
    render: (row) => row.customer.name,
  },
  {
    key: 'links',
    title:
      kind === 'group' ? t('customerOps.repeat.col.groups') : t('customerOps.repeat.col.employees'),
    render: (row) => (
      <Box display="flex" flexDirection="column" gap="0.5">
        {row.links.map((link) => (
          <Text as="span" key={link.id} fontSize="sm">
            {link.name} · {formatDateTime(link.at)}
          </Text>
        ))}
      </Box>
    ),
  },
  { key: 'count', title: t('customerOps.repeat.col.count'), render: (row) => row.count },
];

/** issue #19 /repeat-customer 重复客户: customers added by several employees or in several groups. */
export function RepeatCustomerPage() {
  const [kind, setKind] = useState<RepeatKind>('employee');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmKeep, setConfirmKeep] = useState(false);
  const list = useListState({ name: '' });
  const query = useEndpointQuery(
    repeatList,
    {
      query: {
        page: list.page,
        page_size: list.pageSize,
        kind,
        name: list.applied.name || undefined,
      },
    },
    { keepPrevious: true },
  );
  const remind = useEndpointMutation(remindRepeat);
  const keep = useEndpointMutation(keepOneRelation, { invalidates: [repeatList] });
  const ids = [...list.selected].map(Number);
  const repeats = query.data?.repeat_customers ?? 0;
  const all = query.data?.customers_total ?? 0;
  return (
    <PageLayout
      title={t('customerOps.repeat.title')}
      description={t('customerOps.repeat.description')}
      testId="repeat-customer-page"
      actions={
        <Button size="sm" variant="outline" onClick={() => setSettingsOpen(true)}>
          {t('customerOps.repeat.settings')}
        </Button>
      }
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', lg: 'repeat(3, 1fr)' }} gap="3">
        <StatCard label={t('customerOps.repeat.stat.repeat')} value={repeats} tone="orange" />
        <StatCard label={t('customerOps.repeat.stat.all')} value={all} />
        <StatCard
          label={`${t('customerOps.repeat.stat.rate')}（%）`}
          value={query.data?.repeat_rate ?? 0}
          tone="purple"
        />
      </Box>
      <TabSwitch
        label={t('customerOps.repeat.title')}
        value={kind}
        onChange={(next) => {
          setKind(next);
          list.reset();
        }}
        options={[
          { value: 'employee', label: t('customerOps.repeat.kind.employee') },
          { value: 'group', label: t('customerOps.repeat.kind.group') },
        ]}
      />
      <PageSection>
        <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
          <FilterField label={t('customerOps.loss.col.customer')}>
            <Input
              size="sm"
              bg="white"
              value={list.draft.name}
              onChange={(event) => list.setDraft({ name: event.currentTarget.value })}
            />
          </FilterField>
        </FilterBar>
      </PageSection>
      <PageSection>
        <DataTable
          label={t('customerOps.repeat.title')}
          testId="repeat-table"
          columns={columns(kind)}
          rows={query.data?.list}
          rowKey={(row) => row.customer.id}
          total={query.data?.total ?? 0}
          {...list.tableProps}
          loading={query.isFetching}
          error={query.isError}
          onRetry={() => void query.refetch()}
          emptyText={list.filtered ? t('customerOps.empty.filtered') : undefined}
          batchActions={
            kind === 'employee' ? (
              <>
                <Button
                  size="xs"
                  colorPalette="blue"
                  loading={remind.isPending}
                  onClick={() =>
                    remind.mutate(
                      { body: { customer_ids: ids } },
                      {
                        onSuccess: (r) =>
                          notifySuccess(t('customerOps.repeat.reminded', { n: r.reminded })),
                      },
                    )
                  }
                >
                  {t('customerOps.repeat.remind')}
                </Button>
                <Button size="xs" variant="outline" onClick={() => setConfirmKeep(true)}>
                  {t('customerOps.repeat.keepOne')}
                </Button>
              </>
            ) : undefined
          }
        />
      </PageSection>
      <RepeatSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <ConfirmDialog
        open={confirmKeep}
        title={t('customerOps.repeat.keepOne')}
        danger
        busy={keep.isPending}
        onClose={() => setConfirmKeep(false)}
        onConfirm={() =>
          keep.mutate(
            { body: { customer_ids: ids } },
            {
              onSuccess: (r) => {
                notifySuccess(t('customerOps.repeat.kept', { n: r.ended }));
                setConfirmKeep(false);
                list.clearSelection();
              },
            },
          )
        }
      >
        {t('customerOps.repeat.keepOneConfirm', { n: ids.length })}
      </ConfirmDialog>
    </PageLayout>
  );
}
