import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { RuleRecordRow } from '../../../../contract/acquiring/new-customer-join-group';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { SelectField } from '../../../ui/select-field/select-field';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { useRule, useRuleRecords, useSimulateAdd } from './api/new-customer-api';

const EMPTY_FILTERS = { customer: '', status: '' };
const STATUS_TEXT = {
  1: 'newCustomerJoinGroup.record.1',
  2: 'newCustomerJoinGroup.record.2',
} as const;

function columns(): DataColumn<RuleRecordRow>[] {
  return [
    {
      key: 'customer',
      title: t('newCustomerJoinGroup.detail.customer'),
      hideable: false,
      render: (row) => row.customer.name,
    },
    {
      key: 'employee',
      title: t('newCustomerJoinGroup.detail.employee'),
      render: (row) => row.employee?.name ?? '—',
    },
    {
      key: 'group',
      title: t('newCustomerJoinGroup.detail.group'),
      render: (row) => row.group?.name ?? '—',
    },
    {
      key: 'status',
      title: t('newCustomerJoinGroup.detail.status'),
      render: (row) => (
        <Badge colorPalette={row.status === 2 ? 'green' : 'blue'}>
          {t(STATUS_TEXT[row.status])}
        </Badge>
      ),
    },
    {
      key: 'sent',
      title: t('newCustomerJoinGroup.detail.sentAt'),
      render: (row) => formatDateTime(row.sent_at),
    },
    {
      key: 'joined',
      title: t('newCustomerJoinGroup.detail.joinedAt'),
      render: (row) => (row.joined_at ? formatDateTime(row.joined_at) : '—'),
    },
  ];
}

/** A rule's figures, its groups (full / current) and every customer it reached. */
export function RuleDetailDrawer(props: { id: number; onClose: () => void }) {
  const rule = useRule(props.id);
  const list = useListState(EMPTY_FILTERS);
  const { customer, status } = list.applied;
  const records = useRuleRecords(props.id, {
    page: list.page,
    page_size: list.pageSize,
    ...(customer ? { customer } : {}),
    ...(status === '1' || status === '2' ? { status } : {}),
  });
  const simulate = useSimulateAdd();
  const tableColumns = useMemo(() => columns(), []);
  const data = rule.data?.id === props.id ? rule.data : undefined;
  const add = (joins: boolean) =>
    simulate.mutate(
      { params: { id: props.id }, body: { joins } },
      {
        onSuccess: (result) =>
          notifySuccess(
            result.group
              ? t('newCustomerJoinGroup.sandbox.done', {
                  customer: result.customer,
                  group: `「${result.group}」`,
                })
              : t('newCustomerJoinGroup.sandbox.noGroup', { customer: result.customer }),
          ),
      },
    );
  return (
    <FormDrawer
      open={props.id > 0}
      onClose={props.onClose}
      title={data ? t('newCustomerJoinGroup.detail.title', { name: data.name }) : ''}
      size="xl"
      testId="ncjg-detail"
    >
      {data ? (
        <Box display="flex" flexDirection="column" gap="4">
          <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
            <StatCard
              label={t('newCustomerJoinGroup.column.reached')}
              value={data.reached}
              testId="ncjg-stat-reached"
            />
            <StatCard
              label={t('newCustomerJoinGroup.column.joined')}
              value={data.joined}
              tone="green"
              testId="ncjg-stat-joined"
            />
            <StatCard
              label={t('newCustomerJoinGroup.detail.ratePercent')}
              value={Math.round(data.join_rate * 1000) / 10}
              hint={t('newCustomerJoinGroup.detail.rateHint', {
                joined: data.joined,
                reached: data.reached,
              })}
              tone="purple"
              testId="ncjg-stat-rate"
            />
          </Box>
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="2">
              {t('newCustomerJoinGroup.detail.groups')}
            </Text>
            <Box display="flex" flexWrap="wrap" gap="2">
              {data.groups.map((group) => (
                <Badge
                  key={group.id}
                  colorPalette={
                    group.full ? 'gray' : group.name === data.current_group ? 'green' : 'blue'
                  }
                  variant="subtle"
                >
                  {group.name} · {t('newCustomerJoinGroup.form.members', { count: group.members })}
                  {group.full ? ` · ${t('newCustomerJoinGroup.detail.full')}` : ''}
                  {group.name === data.current_group
                    ? ` · ${t('newCustomerJoinGroup.detail.current')}`
                    : ''}
                </Badge>
              ))}
            </Box>
          </Box>
          <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="3">
            <Text fontSize="sm" fontWeight="medium" mb="2">
              {t('newCustomerJoinGroup.sandbox.title')}
            </Text>
            <Box display="flex" gap="2" flexWrap="wrap">
              <Button
                size="sm"
                colorPalette="green"
                loading={simulate.isPending}
                onClick={() => add(true)}
                data-testid="ncjg-sim-join"
              >
                {t('newCustomerJoinGroup.sandbox.join')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={simulate.isPending}
                onClick={() => add(false)}
                data-testid="ncjg-sim-nojoin"
              >
                {t('newCustomerJoinGroup.sandbox.noJoin')}
              </Button>
            </Box>
          </Box>
          <Box display="flex" alignItems="center" justifyContent="space-between" gap="2">
            <Text fontSize="sm" fontWeight="medium">
              {t('newCustomerJoinGroup.detail.records')}
            </Text>
            <ExportButton
              type="new_customer_group_records"
              filters={exportFilters({ rule_id: props.id, customer, status })}
              total={records.data?.total ?? 0}
            />
          </Box>
          <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
            <FilterField label={t('newCustomerJoinGroup.detail.customer')}>
              <Input
                size="sm"
                bg="white"
                maxLength={30}
                value={list.draft.customer}
                aria-label={t('newCustomerJoinGroup.detail.searchCustomer')}
                onChange={(event) => list.setDraft({ ...list.draft, customer: event.target.value })}
              />
            </FilterField>
            <FilterField label={t('newCustomerJoinGroup.detail.status')}>
              <SelectField
                label={t('newCustomerJoinGroup.detail.status')}
                value={list.draft.status}
                placeholder={t('newCustomerJoinGroup.status.all')}
                options={[
                  { value: '1', label: t('newCustomerJoinGroup.record.1') },
                  { value: '2', label: t('newCustomerJoinGroup.record.2') },
                ]}
                onChange={(value) => list.setDraft({ ...list.draft, status: value })}
              />
            </FilterField>
          </FilterBar>
          <ListTable
            label={t('newCustomerJoinGroup.detail.records')}
            testId="ncjg-records"
            columns={tableColumns}
            query={records}
            list={list}
            rowKey={(row) => row.id}
            emptyText={t('newCustomerJoinGroup.detail.empty')}
          />
        </Box>
      ) : null}
    </FormDrawer>
  );
}
