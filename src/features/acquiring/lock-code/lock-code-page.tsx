import { useCallback, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { LockCodeRow } from '../../../../contract/acquiring/lock-code';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { EMPTY_TOOL_FILTER, toolQuery } from '../../../ui/tool-list/tool-list';
import { ToolListPage } from '../../../ui/tool-list/tool-list-page';
import {
  toolActionsColumn,
  toolCreatedColumn,
  toolStatusColumn,
  type SetToolEnabled,
} from '../../../ui/tool-list/tool-parts';
import { ExportButton, exportFilters } from '../../../data/export-job/export-button';
import { useDeleteLockCode, useLockCodes, useToggleLockCode } from './api/lock-code-api';
import { BindingsDialog } from './bindings-dialog';
import { useCan } from '../../../data/menu/use-can';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /lock-code 获客锁客码: codes that keep a customer with their first employee. */
export function LockCodePage() {
  const navigate = useNavigate();
  const state = useListState(EMPTY_TOOL_FILTER);
  const list = useLockCodes(toolQuery(state));
  const toggle = useToggleLockCode();
  const { mutateAsync: toggleAsync } = toggle;
  const setEnabled = useCallback<SetToolEnabled>(
    (id, enabled) => toggleAsync({ params: { id }, body: { enabled } }),
    [toggleAsync],
  );
  const remove = useDeleteLockCode();
  const [bindings, setBindings] = useState<LockCodeRow | null>(null);
  const [qr, setQr] = useState<LockCodeRow | null>(null);
  const [deleting, setDeleting] = useState<LockCodeRow | null>(null);

  // issue #41: 删除 is a right of its own (the button is off, with the reason, without it)
  const canDelete = useCan('delete');
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
      toolStatusColumn<LockCodeRow>(setEnabled),
      toolCreatedColumn<LockCodeRow>(),
      toolActionsColumn<LockCodeRow>({
        onQr: setQr,
        onEdit: (row) => navigate(`/lock-code/code-form?id=${row.id}`),
        onData: (row) => navigate(`/lock-code/statistics?id=${row.id}`),
        extra: (row) => (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => setBindings(row)}
            data-testid="lock-open-bindings"
          >
            {t('lock.bindings')}
          </Button>
        ),
        onDelete: setDeleting,
        deleteRefusal: canDelete.reason,
      }),
    ],
    [navigate, setEnabled, canDelete.reason],
  );

  return (
    <ToolListPage
      title={t('lock.title')}
      description={t('lock.description')}
      testId="lock-code-page"
      tableTestId="lock-code-table"
      onCreate={() => navigate('/lock-code/code-form')}
      state={state}
      columns={columns}
      query={list}
      exportButton={
        <ExportButton
          type="lock_codes"
          filters={exportFilters(toolQuery(state))}
          total={list.data?.total ?? 0}
        />
      }
      setEnabled={setEnabled}
      qr={qr ? { name: qr.name, path: qr.scan_path } : null}
      onCloseQr={() => setQr(null)}
      deleting={deleting}
      deleteBusy={remove.isPending}
      remove={(id) => remove.mutateAsync({ params: { id } })}
      onCloseDelete={() => setDeleting(null)}
    >
      <BindingsDialog code={bindings} onClose={() => setBindings(null)} />
    </ToolListPage>
  );
}
