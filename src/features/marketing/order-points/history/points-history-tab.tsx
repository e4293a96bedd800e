import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/format/table-defaults';
import { t } from '../../../../lib/i18n/translate';
import { DataTable } from '../../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import type { DateRange } from '../../../../ui/filter-bar/filter-inputs';
import { usePointsHistory } from '../api/points-history-query';
import { rangeQuery } from '../shared/date-range';
import { changeTypeOptions } from '../shared/member-labels';
import { historyColumns } from './history-columns';
import '../../../../lib/i18n/messages/member-messages';

interface Draft {
  keyword: string;
  changeType: string;
  range: DateRange;
}
const EMPTY: Draft = { keyword: '', changeType: '', range: { from: '', to: '' } };

/** The 积分明细 tab (issue #8): the tenant's points history, or one member's (from the drawer),
 * filtered by type (order earn, reversal, manual, expiry), member and time. */
export function PointsHistoryTab(props: {
  member: { id: number; name: string } | null;
  onClearMember: () => void;
}) {
  const [draft, setDraft] = useState(EMPTY);
  const [applied, setApplied] = useState(EMPTY);
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [memberId, setMemberId] = useState<number | null>(null);
  if ((props.member?.id ?? null) !== memberId) {
    setMemberId(props.member?.id ?? null);
    setPaging((current) => ({ ...current, page: 1 }));
  }
  const list = usePointsHistory({
    page: paging.page,
    page_size: paging.pageSize,
    member_id: props.member?.id,
    keyword: applied.keyword.trim() || undefined,
    change_type: applied.changeType || undefined,
    ...rangeQuery(applied.range),
  });
  const columns = useMemo(() => historyColumns(), []);
  const apply = (next: Draft) => {
    setApplied(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft({ ...draft, [key]: value });
  const filtered = JSON.stringify(applied) !== JSON.stringify(EMPTY) || props.member !== null;

  return (
    <Box display="flex" flexDirection="column" gap="4" data-testid="history-tab">
      <FilterBar
        onSearch={() => apply(draft)}
        onReset={() => {
          setDraft(EMPTY);
          apply(EMPTY);
          props.onClearMember();
        }}
        testId="history-filters"
      >
        {props.member ? (
          <FilterField label={t('member.filter.member')} width="48">
            <Box display="flex" alignItems="center" gap="1" h="8" data-testid="history-member">
              <Text fontSize="sm" truncate>
                {props.member.name}
              </Text>
              <Button size="2xs" variant="ghost" onClick={props.onClearMember}>
                ×
              </Button>
            </Box>
          </FilterField>
        ) : (
          <FilterField label={t('member.filter.member')} width="48">
            <Input
              size="sm"
              bg="white"
              value={draft.keyword}
              placeholder={t('member.filter.memberPlaceholder')}
              onChange={(event) => set('keyword', event.currentTarget.value)}
            />
          </FilterField>
        )}
        <FilterField label={t('member.filter.changeType')} width="36">
          <SelectFilter
            value={draft.changeType}
            onChange={(value) => set('changeType', value)}
            options={changeTypeOptions()}
            ariaLabel={t('member.filter.changeType')}
            testId="history-filter-type"
          />
        </FilterField>
        <FilterField label={t('member.filter.time')} width="72">
          <DateRangeFilter value={draft.range} onChange={(range) => set('range', range)} />
        </FilterField>
      </FilterBar>
      <DataTable
        label={t('member.history.table')}
        testId="history-table"
        columns={columns}
        rows={list.data?.list}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
        loading={list.isFetching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('member.history.empty') : undefined}
        columnSettingsKey="points-history"
      />
    </Box>
  );
}
