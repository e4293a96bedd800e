import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../../lib/i18n/translate';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';
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
  const listState = useListState(EMPTY);
  const [memberId, setMemberId] = useState<number | null>(null);
  if ((props.member?.id ?? null) !== memberId) {
    setMemberId(props.member?.id ?? null);
    listState.setPage(1, listState.pageSize);
  }
  const list = usePointsHistory({
    page: listState.page,
    page_size: listState.pageSize,
    member_id: props.member?.id,
    keyword: listState.applied.keyword.trim() || undefined,
    change_type: listState.applied.changeType || undefined,
    ...rangeQuery(listState.applied.range),
  });
  const columns = useMemo(() => historyColumns(), []);
  const { draft } = listState;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    listState.setDraft({ ...draft, [key]: value });
  const filtered = listState.filtered || props.member !== null;

  return (
    <Box display="flex" flexDirection="column" gap="4" data-testid="history-tab">
      <FilterBar
        onSearch={() => listState.apply()}
        onReset={() => {
          listState.reset();
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
      <ListTable
        label={t('member.history.table')}
        testId="history-table"
        columns={columns}
        query={list}
        list={listState}
        rowKey={(row) => row.id}
        emptyText={filtered ? t('member.history.empty') : undefined}
        columnSettingsKey="points-history"
      />
    </Box>
  );
}
