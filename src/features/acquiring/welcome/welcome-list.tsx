import { Suspense, useMemo, useState } from 'react';
import type { WelcomeRow } from '../../../../contract/acquiring/welcome';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import {
  ConfirmDialogIsland,
  confirmIntent,
} from '../../../ui/confirm-dialog/confirm-dialog-island';
import { StatusBadge } from '../../../ui/data-table/cells/status-badge';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useOpenedOnce } from '../../../ui/deferred-mount/use-opened-once';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { sc } from '../../../ui/static-css/class-names';
import { useDeleteWelcome, useWelcomes } from './api/welcome-api';
import { RightStaticButton } from '../../../data/menu/right-static-button';

const EMPTY_FILTER = { employee: '' };

export function messageSummary(message: { text: string; attachments: readonly unknown[] }) {
  const extra = message.attachments.length
    ? ` ${t('welcome.attachments', { count: message.attachments.length })}`
    : '';
  return `${message.text}${extra}`;
}

interface WelcomeListProps {
  onEdit: (row: WelcomeRow) => void;
  /** A row's 编辑: a pointer on or focus in it starts loading the drawer (welcome-islands.ts). */
  editIntent: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * The welcomes, the default pinned first, with scope, periods and recent sends. Plain elements
 * with static classes (docs/architecture.md "Styling", issue #39); the delete step is an island.
 */
export function WelcomeList(props: WelcomeListProps) {
  const state = useListState(EMPTY_FILTER);
  const list = useWelcomes({
    page: state.page,
    page_size: state.pageSize,
    ...(state.applied.employee ? { employee_id: Number(state.applied.employee) } : {}),
  });
  const options = useDirectoryPickerOptions();
  const remove = useDeleteWelcome();
  const [deleting, setDeleting] = useState<WelcomeRow | null>(null);
  const deleteOpened = useOpenedOnce(deleting !== null);
  // issue #41: RightStaticButton's rule (disabled, the reason as its title, without the right);
  // its module also holds the Chakra RightButton, which a chakraFreePage cannot import (#39).

  const columns = useMemo<DataColumn<WelcomeRow>[]>(
    () => [
      {
        key: 'scope',
        title: t('welcome.col.scope'),
        hideable: false,
        width: '16rem',
        render: (row) =>
          row.is_default ? (
            <div className={sc('wl-scope')}>
              <StatusBadge palette="blue">{t('welcome.default')}</StatusBadge>
              <p className={sc('sc-text-sm')}>{t('welcome.defaultScope')}</p>
            </div>
          ) : (
            <p className={sc('sc-text-sm')}>
              {[...row.employees, ...row.departments].map((item) => item.name).join('、')}
            </p>
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
          <div className={sc('wl-row-buttons')}>
            <button
              type="button"
              className={sc('bt-xs-ghost', 'sc-palette-blue')}
              onClick={() => props.onEdit(row)}
              {...props.editIntent}
            >
              {t('welcome.edit')}
            </button>
            <RightStaticButton
              right="delete"
              className={sc('bt-xs-ghost', 'sc-palette-red')}
              onClick={() => setDeleting(row)}
              {...confirmIntent}
            >
              {t('welcome.delete')}
            </RightStaticButton>
          </div>
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
          <div className={sc('wl-filter')}>
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
          </div>
        }
      />
      <Suspense fallback={null}>
        {deleteOpened ? (
          <ConfirmDialogIsland
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
            <p className={sc('sc-text-sm')}>{t('welcome.deleteBody')}</p>
          </ConfirmDialogIsland>
        ) : null}
      </Suspense>
    </>
  );
}
