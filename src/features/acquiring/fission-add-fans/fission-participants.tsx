import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { FISSION_REWARD_STATUS } from '../../../../contract/acquiring/fission-add-fans';
import type {
  FissionParticipantRow,
  FissionTaskDetail,
} from '../../../../contract/acquiring/fission-add-fans';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { SelectField } from '../../../ui/select-field/select-field';
import {
  useFissionParticipants,
  useGrantReward,
  useSimulateDelete,
  useSimulateScan,
} from './api/fission-api';

const EMPTY = { name: '', stage: '' };
type Pending = { kind: 'grant'; row: FissionParticipantRow; rewardId: number } | null;

/** issue #16 participants: inviter, invites valid / lost, stage reached, reward state. */
export function FissionParticipants(props: { task: FissionTaskDetail }) {
  const { task } = props;
  const state = useListState(EMPTY);
  const { name, stage } = state.applied;
  const list = useFissionParticipants(task.id, {
    page: state.page,
    page_size: state.pageSize,
    ...(name ? { name } : {}),
    ...(stage !== '' ? { stage: Number(stage) } : {}),
  });
  const grant = useGrantReward();
  const scan = useSimulateScan();
  const drop = useSimulateDelete();
  const [pending, setPending] = useState<Pending>(null);
  const running = task.status === 2;
  const stageOptions = useMemo(
    () => [
      { value: '0', label: t('fission.stage.none') },
      ...task.stages.map((_, index) => ({
        value: String(index + 1),
        label: t('fission.stage.n', { n: index + 1 }),
      })),
    ],
    [task.stages],
  );
  const columns = useMemo<DataColumn<FissionParticipantRow>[]>(
    () => [
      {
        key: 'name',
        title: t('fission.p.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      {
        key: 'inviter',
        title: t('fission.p.inviter'),
        render: (row) => row.inviter?.name ?? t('fission.p.fromTask'),
      },
      { key: 'employee', title: t('fission.p.employee'), render: (row) => row.employee.name },
      { key: 'valid', title: t('fission.p.valid'), align: 'end', render: (row) => row.valid },
      { key: 'lost', title: t('fission.p.lost'), align: 'end', render: (row) => row.lost },
      { key: 'notNew', title: t('fission.p.notNew'), align: 'end', render: (row) => row.not_new },
      {
        key: 'stage',
        title: t('fission.p.stage'),
        render: (row) =>
          row.stage ? (
            <Badge colorPalette="green">{t('fission.stage.n', { n: row.stage })}</Badge>
          ) : (
            <Text color="fg.muted">{t('fission.stage.none')}</Text>
          ),
      },
      {
        key: 'reward',
        title: t('fission.p.reward'),
        width: '14rem',
        render: (row) =>
          row.rewards.length === 0 ? (
            <Text color="fg.muted">—</Text>
          ) : (
            <Box display="flex" flexDirection="column" gap="1" fontSize="sm">
              {row.rewards.map((reward) => (
                <Box key={reward.id} display="flex" alignItems="center" gap="2" flexWrap="wrap">
                  <Text>
                    {t('fission.stage.n', { n: reward.stage })}：
                    {FISSION_REWARD_STATUS[reward.status]}
                    {reward.value && reward.reward_type === 'code' ? `（${reward.value}）` : ''}
                  </Text>
                  {reward.status === 1 ? (
                    <Button
                      size="2xs"
                      variant="outline"
                      colorPalette="blue"
                      onClick={() => setPending({ kind: 'grant', row, rewardId: reward.id })}
                    >
                      {t('fission.p.grant')}
                    </Button>
                  ) : null}
                </Box>
              ))}
            </Box>
          ),
      },
      {
        key: 'joined',
        title: t('fission.p.joined'),
        render: (row) => formatDateTime(row.joined_at),
      },
      {
        key: 'sandbox',
        title: t('fission.p.sandbox'),
        render: (row) => (
          <Box display="flex" gap="1" flexWrap="wrap">
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              disabled={!running || scan.isPending}
              onClick={() =>
                scan.mutate(
                  { params: { id: task.id }, body: { participant_id: row.id } },
                  {
                    onSuccess: (data) =>
                      notifySuccess(`${data.participant?.name ?? ''} ${data.message}`),
                  },
                )
              }
            >
              {t('fission.p.simulateInvite')}
            </Button>
            {row.inviter ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={drop.isPending}
                onClick={() =>
                  drop.mutate(
                    { params: { id: task.id }, body: { participant_id: row.id } },
                    {
                      onSuccess: (data) =>
                        notifySuccess(
                          t(data.counted_lost ? 'fission.p.lostNow' : 'fission.p.lostLate'),
                        ),
                    },
                  )
                }
              >
                {t('fission.p.simulateDelete')}
              </Button>
            ) : null}
          </Box>
        ),
      },
    ],
    [task.id, running, scan, drop],
  );
  return (
    <>
      <FilterBar onSearch={() => state.apply()} onReset={state.reset} testId="fission-p-filters">
        <FilterField label={t('fission.p.name')}>
          <Input
            size="sm"
            bg="white"
            maxLength={30}
            value={state.draft.name}
            aria-label={t('fission.p.searchName')}
            placeholder={t('fission.p.searchName')}
            onChange={(event) =>
              state.setDraft({ ...state.draft, name: event.currentTarget.value })
            }
          />
        </FilterField>
        <FilterField label={t('fission.p.stage')}>
          <SelectField
            label={t('fission.p.stage')}
            value={state.draft.stage}
            options={stageOptions}
            placeholder={t('fission.p.allStages')}
            onChange={(value) => state.setDraft({ ...state.draft, stage: value })}
          />
        </FilterField>
      </FilterBar>
      <Box mt="4" display="flex" justifyContent="flex-end">
        <ExportButton
          type="fission_participants"
          filters={exportFilters({ task_id: task.id, name, stage })}
          total={list.data?.total ?? 0}
        />
      </Box>
      <Box mt="2">
        <ListTable
          label={t('fission.p.table')}
          testId="fission-participants"
          columns={columns}
          query={list}
          list={state}
          rowKey={(row) => row.id}
          emptyText={state.filtered ? t('fission.emptyFiltered') : t('fission.p.empty')}
        />
      </Box>
      <ConfirmDialog
        open={pending !== null}
        busy={grant.isPending}
        title={t('fission.p.grantTitle')}
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending &&
          grant.mutate(
            { params: { id: task.id, rewardId: pending.rewardId } },
            {
              onSuccess: () => {
                notifySuccess(t('fission.p.granted'));
                setPending(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm">
          {pending ? t('fission.p.grantBody', { name: pending.row.name }) : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}
