import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { FISSION_STATUS } from '../../../../contract/acquiring/fission-add-fans';
import type { FissionTaskRow } from '../../../../contract/acquiring/fission-add-fans';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { ListTable } from '../../../ui/list-kit/list-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { SelectField } from '../../../ui/select-field/select-field';
import { useDeleteFission, useEndFission, useFissionTasks } from './api/fission-api';
import { FissionStatusBadge } from './fission-status';
import { RightButton } from '../../../data/menu/right-button';

const EMPTY = { name: '', status: '' };
const STATUS_OPTIONS = ([1, 2, 3] as const).map((value) => ({
  value: String(value),
  label: FISSION_STATUS[value],
}));

type Pending = { kind: 'end' | 'delete'; row: FissionTaskRow } | null;

/** The fission tasks: status, window, goal, figures; open the data, edit, end, delete. */
export function FissionTaskList(props: {
  onOpen: (row: FissionTaskRow) => void;
  onEdit: (row: FissionTaskRow) => void;
}) {
  const state = useListState(EMPTY);
  const { name, status } = state.applied;
  const list = useFissionTasks({
    page: state.page,
    page_size: state.pageSize,
    ...(name ? { name } : {}),
    ...(status ? { status: Number(status) } : {}),
  });
  const end = useEndFission();
  const remove = useDeleteFission();
  const [pending, setPending] = useState<Pending>(null);
  const { onOpen, onEdit } = props;
  const columns = useMemo<DataColumn<FissionTaskRow>[]>(
    () => [
      {
        key: 'name',
        title: t('fission.col.name'),
        hideable: false,
        render: (row) => (
          <Box>
            <Text fontWeight="medium">{row.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.start_date} ~ {row.end_date}
            </Text>
          </Box>
        ),
      },
      {
        key: 'status',
        title: t('fission.col.status'),
        render: (row) => <FissionStatusBadge status={row.status} />,
      },
      {
        key: 'goal',
        title: t('fission.col.goal'),
        width: '14rem',
        render: (row) => (
          <Box fontSize="sm">
            {row.stages.map((stage, index) => (
              <Text key={index}>
                {t('fission.goalLine', { n: stage.invites, reward: stage.reward_name })}
              </Text>
            ))}
          </Box>
        ),
      },
      {
        key: 'employees',
        title: t('fission.col.employees'),
        ellipsis: (row) => row.employees.map((item) => item.name).join('、'),
        render: (row) => row.employees.map((item) => item.name).join('、'),
      },
      {
        key: 'participants',
        title: t('fission.col.participants'),
        align: 'end',
        render: (row) => row.participants,
      },
      {
        key: 'valid',
        title: t('fission.col.valid'),
        align: 'end',
        render: (row) => row.valid_invites,
      },
      {
        key: 'completions',
        title: t('fission.col.completions'),
        align: 'end',
        render: (row) => row.completions,
      },
      {
        key: 'created',
        title: t('fission.col.created'),
        render: (row) => formatDateTime(row.created_at),
      },
      {
        key: 'actions',
        title: t('fission.col.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1" flexWrap="wrap">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onOpen(row)}>
              {t('fission.action.data')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onEdit(row)}>
              {t('fission.action.edit')}
            </Button>
            {row.status !== 3 ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="orange"
                onClick={() => setPending({ kind: 'end', row })}
              >
                {t('fission.action.end')}
              </Button>
            ) : null}
            <RightButton
              right="delete"
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setPending({ kind: 'delete', row })}
            >
              {t('fission.action.delete')}
            </RightButton>
          </Box>
        ),
      },
    ],
    [onOpen, onEdit],
  );
  const confirm = () => {
    if (!pending) return;
    const done = {
      onSuccess: () => {
        notifySuccess(t(pending.kind === 'end' ? 'fission.ended' : 'fission.deleted'));
        setPending(null);
      },
    };
    const input = { params: { id: pending.row.id } };
    if (pending.kind === 'end') end.mutate(input, done);
    else remove.mutate(input, done);
  };
  return (
    <>
      <FilterBar onSearch={() => state.apply()} onReset={state.reset} testId="fission-filters">
        <FilterField label={t('fission.col.name')}>
          <Input
            size="sm"
            bg="white"
            value={state.draft.name}
            maxLength={24}
            placeholder={t('fission.searchName')}
            aria-label={t('fission.searchName')}
            onChange={(event) =>
              state.setDraft({ ...state.draft, name: event.currentTarget.value })
            }
          />
        </FilterField>
        <FilterField label={t('fission.col.status')}>
          <SelectField
            label={t('fission.col.status')}
            value={state.draft.status}
            options={STATUS_OPTIONS}
            placeholder={t('fission.allStatus')}
            onChange={(value) => state.setDraft({ ...state.draft, status: value })}
            testId="fission-status-filter"
          />
        </FilterField>
      </FilterBar>
      <Box mt="4">
        <ListTable
          label={t('fission.table')}
          testId="fission-table"
          columns={columns}
          query={list}
          list={state}
          rowKey={(row) => row.id}
          emptyText={state.filtered ? t('fission.emptyFiltered') : t('fission.empty')}
        />
      </Box>
      <ConfirmDialog
        open={pending !== null}
        danger={pending?.kind === 'delete'}
        busy={end.isPending || remove.isPending}
        title={t(pending?.kind === 'end' ? 'fission.endTitle' : 'fission.deleteTitle')}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        <Text fontSize="sm">
          {pending
            ? t(pending.kind === 'end' ? 'fission.endBody' : 'fission.deleteBody', {
                name: pending.row.name,
              })
            : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}
