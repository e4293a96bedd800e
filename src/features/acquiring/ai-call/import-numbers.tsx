// /ai-call per-number results of one import: search by phone, filter by state and employee,
// paged 20 with 共 N 条; select open numbers and (re)assign them to an employee.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import type { ImportDetail, NumberRow } from '../../../../contract/acquiring/ai-call';
import {
  NUMBER_STATUS_LABELS,
  aiCallAssign,
  aiCallDetail,
  aiCallList,
  aiCallNumbers,
} from '../../../../contract/acquiring/ai-call';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { SelectField } from '../../../ui/select-field/select-field';
import { NumberStatusBadge } from './ai-call-columns';

const EMPTY = { phone: '', status: '', employee: '' };
const STATUS_OPTIONS = NUMBER_STATUS_LABELS.map((label, value) => ({
  value: String(value),
  label,
}));

function columns(): DataColumn<NumberRow>[] {
  return [
    { key: 'line', title: t('aiCall.detail.line'), render: (row) => row.line },
    { key: 'phone', title: t('aiCall.col.phone'), hideable: false, render: (row) => row.phone },
    { key: 'name', title: t('aiCall.col.name'), render: (row) => row.name || '-' },
    { key: 'tags', title: t('aiCall.col.tags'), render: (row) => row.tags || '-' },
    {
      key: 'status',
      title: t('aiCall.col.status'),
      render: (row) => <NumberStatusBadge status={row.status} />,
    },
    {
      key: 'employee',
      title: t('aiCall.col.employee'),
      render: (row) => row.employee?.name ?? '-',
    },
    { key: 'allot', title: t('aiCall.detail.allot'), render: (row) => row.allot_num },
    {
      key: 'added_at',
      title: t('aiCall.detail.addedAt'),
      render: (row) => (row.added_at ? formatDateTime(row.added_at) : '-'),
    },
    {
      key: 'remark',
      title: t('aiCall.col.remark'),
      defaultHidden: true,
      render: (row) => row.reason || row.remark || '-',
    },
  ];
}

export function ImportNumbers({ detail }: { detail: ImportDetail }) {
  const list = useListState(EMPTY);
  const { phone, status, employee } = list.applied;
  const query = {
    page: list.page,
    page_size: list.pageSize,
    ...(phone ? { phone } : {}),
    ...(status ? { status: Number(status) } : {}),
    ...(employee ? { employee_id: Number(employee) } : {}),
  };
  const rows = useEndpointQuery(
    aiCallNumbers,
    { params: { id: detail.id }, query },
    { keepPrevious: true },
  );
  const directory = useDirectoryPickerOptions();
  const staff = (directory.data?.employees ?? []).map((item) => ({
    value: String(item.id),
    label: item.name,
  }));
  const [assignee, setAssignee] = useState('');
  const assign = useEndpointMutation(aiCallAssign, {
    invalidates: [aiCallNumbers, aiCallDetail, aiCallList],
  });
  const tableColumns = useMemo(() => columns(), []);
  const canAssign = detail.status === 'running' || detail.status === 'paused';
  return (
    <Stack gap="3">
      <Heading as="h3" fontSize="sm">
        {t('aiCall.detail.numbers')}
      </Heading>
      {/* Not a FilterBar: the drawer is a form already; each choice applies at once. */}
      <HStack gap="2" flexWrap="wrap" data-testid="ai-call-number-filters">
        <Input
          size="sm"
          width={{ base: 'full', md: '12rem' }}
          aria-label={t('aiCall.col.phone')}
          placeholder={t('aiCall.col.phone')}
          value={list.draft.phone}
          onChange={(event) => list.setDraft({ ...list.draft, phone: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            list.apply();
          }}
        />
        <Box width={{ base: 'full', md: '9rem' }}>
          <SelectFilter
            ariaLabel={t('aiCall.col.status')}
            value={list.draft.status}
            options={STATUS_OPTIONS}
            onChange={(value) => list.apply({ ...list.draft, status: value })}
            testId="ai-call-number-status"
          />
        </Box>
        <Box width={{ base: 'full', md: '9rem' }}>
          <SelectFilter
            ariaLabel={t('aiCall.col.employee')}
            value={list.draft.employee}
            options={detail.employees.map((item) => ({ value: String(item.id), label: item.name }))}
            onChange={(value) => list.apply({ ...list.draft, employee: value })}
          />
        </Box>
        <Button type="button" size="sm" colorPalette="blue" onClick={() => list.apply()}>
          {t('aiCall.detail.search')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={list.reset}>
          {t('aiCall.detail.reset')}
        </Button>
      </HStack>
      <ListTable
        label={t('aiCall.detail.numbers')}
        testId="ai-call-numbers"
        columns={tableColumns}
        query={rows}
        list={list}
        selectable={canAssign}
        rowKey={(row) => row.id}
        columnSettingsKey="ai-call-numbers"
        toolbar={
          <ExportButton
            type="ai_call_numbers"
            filters={exportFilters({ ...query, import_id: detail.id })}
            total={rows.data?.total ?? 0}
          />
        }
        batchActions={
          <HStack gap="2">
            <SelectField
              label={t('aiCall.detail.assignTo')}
              placeholder={t('aiCall.detail.assignTo')}
              value={assignee}
              options={staff}
              width="10rem"
              onChange={setAssignee}
            />
            <Button
              size="sm"
              colorPalette="blue"
              disabled={!assignee || assign.isPending}
              onClick={() =>
                assign.mutate(
                  {
                    params: { id: detail.id },
                    body: {
                      number_ids: [...list.selected].map(Number),
                      employee_id: Number(assignee),
                    },
                  },
                  {
                    onSuccess: (data) => {
                      notifySuccess(t('aiCall.done.assigned', { n: data.assigned }));
                      list.clearSelection();
                    },
                  },
                )
              }
            >
              {t('aiCall.detail.assign')}
            </Button>
          </HStack>
        }
      />
    </Stack>
  );
}
