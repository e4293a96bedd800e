import { useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { LockCodeRow } from '../../../../contract/acquiring/lock-code';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { ToolListPage } from '../../../ui/tool-list/tool-list-page';
import {
  toolActionsColumn,
  toolCreatedColumn,
  toolStatusColumn,
} from '../../../ui/tool-list/tool-parts';
import { useToolListPage } from '../../../data/tool-page/use-tool-list-page';
import { useDeleteLockCode, useLockCodes, useToggleLockCode } from './api/lock-code-api';
import { BindingsDialog } from './bindings-dialog';
import { useCan } from '../../../data/menu/use-can';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /lock-code 获客锁客码: codes that keep a customer with their first employee. */
export function LockCodePage() {
  const navigate = useNavigate();
  const tool = useToolListPage({
    useList: useLockCodes,
    toggle: useToggleLockCode(),
    remove: useDeleteLockCode(),
    exportType: 'lock_codes',
    qrPath: (row: LockCodeRow) => row.scan_path,
  });
  const { setEnabled, rowActions } = tool;
  const [bindings, setBindings] = useState<LockCodeRow | null>(null);

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
        ...rowActions,
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
        deleteRefusal: canDelete.reason,
      }),
    ],
    [navigate, setEnabled, rowActions, canDelete.reason],
  );

  return (
    <ToolListPage
      title={t('lock.title')}
      description={t('lock.description')}
      testId="lock-code-page"
      tableTestId="lock-code-table"
      onCreate={() => navigate('/lock-code/code-form')}
      columns={columns}
      {...tool.pageProps}
    >
      <BindingsDialog code={bindings} onClose={() => setBindings(null)} />
    </ToolListPage>
  );
}
