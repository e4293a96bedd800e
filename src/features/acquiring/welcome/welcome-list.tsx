import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { WelcomeRow } from '../../../../contract/acquiring/welcome';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { useDeleteWelcome, useWelcomes } from './api/welcome-api';
import { RightButton } from '../../../data/menu/right-button';

const EMPTY_FILTER = { employee: '' };

export function messageSummary(message: { text: string; attachments: readonly unknown[] }) {
  const extra = message.attachments.length
    ? ` ${t('welcome.attachments', { count: message.attachments.length })}`
    : '';
  return `${message.text}${extra}`;
}

/** The welcomes, the default pinned first, with scope, periods and recent sends. */
export function WelcomeList(props: { onEdit: (row: WelcomeRow) => void }) {
  const state = useListState(EMPTY_FILTER);
  const list = useWelcomes({
    page: state.page,
    page_size: state.pageSize,
    ...(state.applied.employee ? { employee_id: Number(state.applied.employee) } : {}),
  });
  const options = useDirectoryPickerOptions();
  const remove = useDeleteWelcome();
  const [deleting, setDeleting] = useState<WelcomeRow | null>(null);

  const columns = useMemo<DataColumn<WelcomeRow>[]>(
    () => [
      {
        key: 'scope',
        title: t('welcome.col.scope'),
        hideable: false,
        width: '16rem',
        render: (row) =>
          row.is_default ? (
            <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
              <Badge colorPalette="blue">{t('welcome.default')}</Badge>
              <Text fontSize="sm">{t('welcome.defaultScope')}</Text>
            </Box>
          ) : (
            <Text fontSize="sm">
              {[...row.employees, ...row.departments].map((item) => item.name).join('、')}
            </Text>
          ),
      },
      {
        key: 'message',
        title: t('welcome.col.message'),
        width: '22rem',
        ellipsis: (row) => messageSummary(row.message),
        render: (row) => messageSummary(row.message),
      },
      {
        key: 'periods',
        title: t('welcome.col.periods'),
        render: (row) =>
          row.period_count
            ? t('welcome.periodsCount', { count: row.period_count })
            : t('welcome.periodsOff'),
      },
      { key: 'sent', title: t('welcome.col.sent'), align: 'end', render: (row) => row.sent_30d },
      {
        key: 'updated',
        title: t('welcome.col.updated'),
        render: (row) => formatDateTime(row.updated_at),
      },
      {
        key: 'actions',
        title: t('welcome.col.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => props.onEdit(row)}>
              {t('welcome.edit')}
            </Button>
            <RightButton
              right="delete"
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => setDeleting(row)}
            >
              {t('welcome.delete')}
            </RightButton>
          </Box>
        ),
      },
    ],
    [props],
  );

  return (
    <>
      <DataTable
        label={t('welcome.table')}
        testId="welcome-table"
        columns={columns}
        rows={list.data?.list}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('welcome.empty')}
        page={state.page}
        pageSize={state.pageSize}
        onPageChange={state.setPage}
        toolbar={
          <Box width={{ base: 'full', md: '56' }}>
            <SelectFilter
              value={state.draft.employee}
              onChange={(employee) => state.apply({ employee })}
              options={(options.data?.employees ?? []).map((employee) => ({
                value: String(employee.id),
                label: employee.name,
              }))}
              ariaLabel={t('welcome.filterEmployee')}
              allLabel={t('welcome.filterEmployee')}
              testId="welcome-filter-employee"
            />
          </Box>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.isPending}
        title={t('welcome.deleteTitle')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => {
                notifySuccess(t('welcome.deleted'));
                setDeleting(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm">{t('welcome.deleteBody')}</Text>
      </ConfirmDialog>
    </>
  );
}
