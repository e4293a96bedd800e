import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { NewCustomerRuleRow } from '../../../../contract/acquiring/new-customer-join-group';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { SelectField } from '../../../ui/select-field/select-field';
import { useDeleteRule, useRules, useToggleRule } from './api/new-customer-api';
import { RightButton } from '../../../data/menu/right-button';

const EMPTY_FILTERS = { name: '', status: '' };
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The rules with who they cover, where the card points now, and their figures. */
export function RuleList(props: { onEdit: (id: number) => void; onDetail: (id: number) => void }) {
  const list = useListState(EMPTY_FILTERS);
  const { name, status } = list.applied;
  const rows = useRules({
    page: list.page,
    page_size: list.pageSize,
    ...(name ? { name } : {}),
    ...(status === 'on' || status === 'off' ? { status } : {}),
  });
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const [deleting, setDeleting] = useState<NewCustomerRuleRow | null>(null);
  const { onEdit, onDetail } = props;
  const columns = useMemo<DataColumn<NewCustomerRuleRow>[]>(
    () => [
      {
        key: 'name',
        title: t('newCustomerJoinGroup.column.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      {
        key: 'scope',
        title: t('newCustomerJoinGroup.column.scope'),
        width: '14rem',
        render: (row) => (
          <Box fontSize="sm">
            {row.employees.length ? (
              <Text>
                {t('newCustomerJoinGroup.scope.employees', {
                  names: row.employees.map((e) => e.name).join('、'),
                })}
              </Text>
            ) : null}
            {row.channel_codes.length ? (
              <Text>
                {t('newCustomerJoinGroup.scope.codes', {
                  names: row.channel_codes.map((c) => c.name).join('、'),
                })}
              </Text>
            ) : null}
          </Box>
        ),
      },
      {
        key: 'target',
        title: t('newCustomerJoinGroup.column.target'),
        width: '12rem',
        ellipsis: (row) => row.target,
        render: (row) => row.target,
      },
      {
        key: 'current',
        title: t('newCustomerJoinGroup.column.current'),
        render: (row) =>
          row.current_group ?? (
            <Text as="span" color="red.600">
              {t('newCustomerJoinGroup.allFull')}
            </Text>
          ),
      },
      {
        key: 'reached',
        title: t('newCustomerJoinGroup.column.reached'),
        align: 'end',
        render: (row) => row.reached,
      },
      {
        key: 'joined',
        title: t('newCustomerJoinGroup.column.joined'),
        align: 'end',
        render: (row) => row.joined,
      },
      {
        key: 'rate',
        title: t('newCustomerJoinGroup.column.rate'),
        align: 'end',
        render: (row) => percent(row.join_rate),
      },
      {
        key: 'status',
        title: t('newCustomerJoinGroup.column.status'),
        render: (row) => (
          <Toggle
            checked={row.enabled}
            label={
              row.enabled
                ? t('newCustomerJoinGroup.status.on')
                : t('newCustomerJoinGroup.status.off')
            }
            testId={`ncjg-toggle-${row.id}`}
            onChange={(enabled) =>
              toggle.mutate(
                { params: { id: row.id }, body: { enabled } },
                { onSuccess: () => notifySuccess(t('newCustomerJoinGroup.toggled')) },
              )
            }
          />
        ),
      },
      {
        key: 'created',
        title: t('newCustomerJoinGroup.column.createdAt'),
        render: (row) => formatDateTime(row.created_at),
      },
      {
        key: 'actions',
        title: t('newCustomerJoinGroup.column.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onDetail(row.id)}>
              {t('newCustomerJoinGroup.action.detail')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onEdit(row.id)}>
              {t('newCustomerJoinGroup.action.edit')}
            </Button>
            <RightButton
              right="delete"
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setDeleting(row)}
            >
              {t('newCustomerJoinGroup.action.delete')}
            </RightButton>
          </Box>
        ),
      },
    ],
    [toggle, onEdit, onDetail],
  );
  return (
    <>
      <FilterBar onSearch={() => list.apply()} onReset={list.reset} testId="ncjg-filters">
        <FilterField label={t('newCustomerJoinGroup.filter.name')}>
          <Input
            size="sm"
            bg="white"
            maxLength={24}
            value={list.draft.name}
            aria-label={t('newCustomerJoinGroup.filter.name')}
            onChange={(event) => list.setDraft({ ...list.draft, name: event.target.value })}
          />
        </FilterField>
        <FilterField label={t('newCustomerJoinGroup.filter.status')}>
          <SelectField
            label={t('newCustomerJoinGroup.filter.status')}
            value={list.draft.status}
            placeholder={t('newCustomerJoinGroup.status.all')}
            options={[
              { value: 'on', label: t('newCustomerJoinGroup.status.on') },
              { value: 'off', label: t('newCustomerJoinGroup.status.off') },
            ]}
            onChange={(value) => list.setDraft({ ...list.draft, status: value })}
          />
        </FilterField>
      </FilterBar>
      <Box mt="4" display="flex" justifyContent="flex-end">
        <ExportButton
          type="new_customer_group_rules"
          filters={exportFilters({ name, status })}
          total={rows.data?.total ?? 0}
        />
      </Box>
      <Box mt="2">
        <ListTable
          label={t('newCustomerJoinGroup.title')}
          testId="new-customer-join-group-table"
          columns={columns}
          query={rows}
          list={list}
          rowKey={(row) => row.id}
          emptyText={
            list.filtered
              ? t('newCustomerJoinGroup.empty.filtered')
              : t('newCustomerJoinGroup.empty')
          }
        />
      </Box>
      <DeleteConfirmDialog
        target={deleting}
        mutation={remove}
        title={t('newCustomerJoinGroup.deleteTitle')}
        body={
          deleting && (
            <Text fontSize="sm">
              {t('newCustomerJoinGroup.deleteBody', { name: deleting.name })}
            </Text>
          )
        }
        deleted={t('newCustomerJoinGroup.deleted')}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
