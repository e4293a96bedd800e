import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { LockCodeRow } from '../../../../contract/acquiring/lock-code';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { QrLinkDialog, publicUrl } from '../../../ui/qr-link/qr-link-dialog';
import { EMPTY_TOOL_FILTER, ToolList, toolQuery } from '../../../ui/tool-list/tool-list';
import { useDeleteLockCode, useLockCodes, useToggleLockCode } from './api/lock-code-api';
import { BindingsDialog } from './bindings-dialog';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /lock-code 获客锁客码: codes that keep a customer with their first employee. */
export function LockCodePage() {
  const navigate = useNavigate();
  const state = useListState(EMPTY_TOOL_FILTER);
  const list = useLockCodes(toolQuery(state));
  const toggle = useToggleLockCode();
  const remove = useDeleteLockCode();
  const [bindings, setBindings] = useState<LockCodeRow | null>(null);
  const [qr, setQr] = useState<LockCodeRow | null>(null);
  const [deleting, setDeleting] = useState<LockCodeRow | null>(null);

  const columns = useMemo<DataColumn<LockCodeRow>[]>(
    () => [
      {
        key: 'name',
        title: t('tools.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      {
        key: 'employees',
        title: t('tools.employees'),
        render: (row) => row.employees.map((x) => x.name).join('、'),
      },
      {
        key: 'scope',
        title: t('lock.scope'),
        render: (row) =>
          row.lock_scope === 'tenant' ? t('lock.scopeTenant') : t('lock.scopeCode'),
      },
      {
        key: 'days',
        title: t('lock.days'),
        render: (row) =>
          row.lock_days ? t('lock.daysValue', { days: row.lock_days }) : t('lock.permanent'),
      },
      { key: 'bound', title: t('lock.bound'), align: 'end', render: (row) => row.bound_count },
      { key: 'kept', title: t('lock.kept'), align: 'end', render: (row) => row.kept_rescans },
      {
        key: 'enabled',
        title: t('tools.status'),
        render: (row) => (
          <Toggle
            checked={row.enabled}
            label={row.enabled ? t('tools.on') : t('tools.off')}
            onChange={(enabled) =>
              toggle.mutate(
                { params: { id: row.id }, body: { enabled } },
                { onSuccess: () => notifySuccess(t('tools.toggled')) },
              )
            }
          />
        ),
      },
      {
        key: 'created',
        title: t('tools.createdAt'),
        render: (row) => formatDateTime(row.created_at),
      },
      {
        key: 'actions',
        title: t('tools.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1" flexWrap="wrap">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setQr(row)}>
              {t('tools.qr')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => navigate(`/lock-code/code-form?id=${row.id}`)}
            >
              {t('tools.edit')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => navigate(`/lock-code/statistics?id=${row.id}`)}
            >
              {t('tools.data')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => setBindings(row)}
              data-testid="lock-open-bindings"
            >
              {t('lock.bindings')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row)}>
              {t('tools.delete')}
            </Button>
          </Box>
        ),
      },
    ],
    [navigate, toggle],
  );

  const setMany = (enabled: boolean) =>
    void Promise.all(
      [...state.selected].map((id) =>
        toggle.mutateAsync({ params: { id: Number(id) }, body: { enabled } }),
      ),
    ).then(() => {
      state.clearSelection();
      notifySuccess(t('tools.toggled'));
    });

  return (
    <PageLayout
      title={t('lock.title')}
      description={t('lock.description')}
      testId="lock-code-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => navigate('/lock-code/code-form')}
          data-testid="tool-create"
        >
          + {t('tools.create')}
        </Button>
      }
    >
      <PageSection>
        <ToolList
          label={t('lock.title')}
          testId="lock-code-table"
          state={state}
          columns={columns}
          rows={list.data?.list}
          rowKey={(row) => row.id}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={state.filtered ? t('tools.emptyFiltered') : t('tools.empty')}
          searchLabel={t('tools.search')}
          statusLabels={{
            all: t('tools.statusAll'),
            on: t('tools.on'),
            off: t('tools.off'),
            label: t('tools.status'),
          }}
          exportName={t('lock.title')}
          exportLabel={t('tools.export')}
          exportRows={(rows) => [
            [t('tools.name'), t('tools.employees'), t('lock.bound'), t('lock.kept'), t('tools.qr')],
            ...rows.map((row) => [
              row.name,
              row.employees.map((x) => x.name).join(' '),
              row.bound_count,
              row.kept_rescans,
              publicUrl(row.scan_path),
            ]),
          ]}
          batchActions={
            <>
              <Button size="xs" variant="outline" onClick={() => setMany(true)}>
                {t('tools.batchOn')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => setMany(false)}>
                {t('tools.batchOff')}
              </Button>
            </>
          }
        />
      </PageSection>
      <BindingsDialog code={bindings} onClose={() => setBindings(null)} />
      <QrLinkDialog
        target={qr ? { name: qr.name, path: qr.scan_path } : null}
        title={qr?.name ?? ''}
        hint={t('tools.qrHint')}
        onClose={() => setQr(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.isPending}
        title={t('tools.deleteTitle')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => {
                notifySuccess(t('tools.deleted'));
                setDeleting(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm">{deleting ? t('tools.deleteBody', { name: deleting.name }) : ''}</Text>
      </ConfirmDialog>
    </PageLayout>
  );
}
