import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  SENSITIVE_CATEGORIES,
  sensitiveHitHandle,
  sensitiveHitList,
  sensitiveWordList,
} from '../../../../contract/company/chat-records';
import type { SensitiveHitRow } from '../../../../contract/company/chat-records';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { EmployeeFilter, NO_RANGE, optional, RangeFilter } from './chat-filters';
import '../../../lib/i18n/messages/company-chat-records-messages';

const EMPTY = { handled: 'no', employee_id: '', range: NO_RANGE };

function columns(): DataColumn<SensitiveHitRow>[] {
  return [
    {
      key: 'word',
      title: t('chatRecords.col.word'),
      hideable: false,
      render: (row) => (
        <Badge colorPalette="red" size="sm">
          {row.word}
        </Badge>
      ),
    },
    {
      key: 'category',
      title: t('chatRecords.col.category'),
      render: (row) => SENSITIVE_CATEGORIES[row.category] ?? '-',
    },
    {
      key: 'sender',
      title: t('chatRecords.col.sender'),
      render: (row) =>
        row.from_kind === 1
          ? `${row.employee?.name ?? '-'}（${t('chatRecords.employeeSide')}）`
          : `${row.customer?.name ?? '-'}（${t('chatRecords.customerSide')}）`,
    },
    {
      key: 'conversation',
      title: t('chatRecords.col.conversation'),
      render: (row) => row.group?.name ?? row.customer?.name ?? '-',
    },
    {
      key: 'excerpt',
      title: t('chatRecords.col.excerpt'),
      width: '64',
      ellipsis: (row) => row.excerpt,
      render: (row) => row.excerpt,
    },
    {
      key: 'hit_at',
      title: t('chatRecords.col.hitAt'),
      render: (row) => formatDateTime(row.hit_at),
    },
    {
      key: 'state',
      title: t('chatRecords.col.state'),
      render: (row) =>
        row.handled_at ? (
          <Text fontSize="sm" color="fg.muted">
            {t('chatRecords.hit.handled', { by: row.handled_by })}
          </Text>
        ) : (
          <Badge colorPalette="orange" size="sm">
            {t('chatRecords.hit.unhandled')}
          </Badge>
        ),
    },
  ];
}

/** issue #22: sensitive-word hits as alerts; select and mark them handled (recorded by whom). */
export function SensitiveHitsTab() {
  const list = useListState(EMPTY);
  const { applied, draft } = list;
  const query = {
    page: list.page,
    page_size: list.pageSize,
    handled: optional(applied.handled) as 'yes' | 'no' | undefined,
    employee_id: optional(applied.employee_id),
    start: optional(applied.range.from),
    end: optional(applied.range.to),
  };
  const hits = useEndpointQuery(sensitiveHitList, { query }, { keepPrevious: true });
  const handle = useEndpointMutation(sensitiveHitHandle, {
    invalidates: [sensitiveHitList, sensitiveWordList],
  });
  const tableColumns = useMemo(() => columns(), []);
  const set = (patch: Partial<typeof EMPTY>) => list.setDraft({ ...draft, ...patch });
  const markHandled = () =>
    handle.mutate(
      { body: { ids: [...list.selected].map(Number) } },
      {
        onSuccess: (data) => {
          notifySuccess(t('chatRecords.hit.handledToast', { count: data.handled }));
          list.clearSelection();
        },
      },
    );
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FilterBar onSearch={() => list.apply()} onReset={list.reset}>
        <FilterField label={t('chatRecords.filter.handled')} width="32">
          <SelectFilter
            ariaLabel={t('chatRecords.filter.handled')}
            value={draft.handled}
            onChange={(handled) => set({ handled })}
            options={[
              { value: 'no', label: t('chatRecords.hit.handled.no') },
              { value: 'yes', label: t('chatRecords.hit.handled.yes') },
            ]}
          />
        </FilterField>
        <EmployeeFilter
          value={draft.employee_id}
          onChange={(employee_id) => set({ employee_id })}
        />
        <RangeFilter value={draft.range} onChange={(range) => set({ range })} />
      </FilterBar>
      <ListTable
        label={t('chatRecords.tab.hits')}
        testId="hit-table"
        columns={tableColumns}
        query={hits}
        list={list}
        selectable
        rowKey={(row) => row.id}
        toolbar={
          <Text fontSize="sm" color="fg.muted" data-testid="hit-unhandled">
            {t('chatRecords.hit.unhandledCount', { count: hits.data?.unhandled ?? 0 })}
          </Text>
        }
        batchActions={
          <Button
            size="sm"
            colorPalette="blue"
            loading={handle.isPending}
            onClick={markHandled}
            data-testid="hit-handle"
          >
            {t('chatRecords.hit.handleSelected', { count: list.selected.size })}
          </Button>
        }
        emptyText={list.filtered ? t('chatRecords.empty.filtered') : t('chatRecords.empty.hits')}
      />
    </Box>
  );
}
