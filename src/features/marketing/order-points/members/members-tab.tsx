import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { MemberListFilters } from '../../../../../contract/marketing/order-points/member-queries';
import { t } from '../../../../lib/i18n/translate';
import { ListTable } from '../../../../ui/list-kit/list-table';
import { useListState } from '../../../../ui/list-kit/use-list-state';
import { useMemberList } from '../api/member-list-query';
import { memberColumns } from './member-columns';
import { MemberDetailDrawer } from './member-detail-drawer';
import { EMPTY_MEMBER_FILTERS, MemberFilters } from './member-filters';
import type { MemberFilterDraft } from './member-filters';
import { PointsChangeDialog } from './points-change-dialog';
import type { AdjustTarget } from './points-change-dialog';
import '../../../../lib/i18n/messages/member-messages';

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

function toQuery(draft: MemberFilterDraft, page: number, pageSize: number): MemberListFilters {
  return {
    page,
    page_size: pageSize,
    keyword: blank(draft.keyword),
    platform_type: blank(draft.platformType),
    bind_status: blank(draft.bindStatus),
    points_min: blank(draft.pointsMin),
    points_max: blank(draft.pointsMax),
  };
}

/** The 会员 tab (issue #8 "Members"): search and filters, paged list, detail and adjustment. */
export function MembersTab(props: {
  onShowHistory: (member: { id: number; name: string }) => void;
}) {
  const listState = useListState(EMPTY_MEMBER_FILTERS);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const list = useMemberList(toQuery(listState.applied, listState.page, listState.pageSize));
  const columns = useMemo(
    () =>
      memberColumns({
        onDetail: (row) => setDetailId(row.member_id),
        onAdjust: (row) => setAdjusting(row),
      }),
    [],
  );

  return (
    <Box display="flex" flexDirection="column" gap="4" data-testid="members-tab">
      <MemberFilters
        draft={listState.draft}
        onDraftChange={listState.setDraft}
        onSearch={() => listState.apply()}
        onReset={listState.reset}
      />
      <ListTable
        label={t('member.members.table')}
        testId="member-table"
        columns={columns}
        query={list}
        list={listState}
        rowKey={(row) => row.member_id}
        emptyText={listState.filtered ? t('member.members.empty') : undefined}
        columnSettingsKey="member-list"
      />
      <MemberDetailDrawer
        memberId={detailId}
        onClose={() => setDetailId(null)}
        onAdjust={(detail) => setAdjusting(detail)}
        onAllHistory={(detail) => {
          setDetailId(null);
          props.onShowHistory({ id: detail.member_id, name: detail.name });
        }}
      />
      <PointsChangeDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </Box>
  );
}
