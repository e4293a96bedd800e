// issue #14 /role-manage members tab: the tenant's console users, searchable and paged; add
// (password shown once), change role in place, disable/enable, reset password, remove — each
// destructive step confirmed. The server refuses to lose the last enabled super admin.
import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  assignUserRole,
  consoleUserList,
  linkUserEmployee,
  removeConsoleUser,
  resetUserPassword,
  roleAuditList,
  roleList,
  setUserStatus,
} from '../../../../../contract/setting/role-manage';
import type { ConsoleUserRow } from '../../../../../contract/setting/role-manage';
import { useDirectoryOptions } from '../../../../data/directory-options';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/format/table-defaults';
import { t } from '../../../../lib/i18n/translate';
import type { MessageKey } from '../../../../lib/i18n/zh-cn';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../../ui/data-table/data-table';
import { PasswordOnceDialog } from './password-once-dialog';
import type { ShownPassword } from './password-once-dialog';
import { userColumns } from './user-columns';
import type { UserAction } from './user-columns';
import { UserFormDrawer } from './user-form-drawer';
import { useWecomLinkColumn } from './wecom-link-column';

type Confirmed = Exclude<UserAction, 'enable'>;
const CONFIRM: Record<Confirmed, { title: MessageKey; body: MessageKey; label: MessageKey }> = {
  disable: {
    title: 'roleManage.disableTitle',
    body: 'roleManage.disableBody',
    label: 'roleManage.disable',
  },
  reset: {
    title: 'roleManage.resetTitle',
    body: 'roleManage.resetBody',
    label: 'roleManage.resetPassword',
  },
  remove: {
    title: 'roleManage.removeTitle',
    body: 'roleManage.removeBody',
    label: 'roleManage.remove',
  },
};

export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ page: 1, page_size: DEFAULT_PAGE_SIZE, keyword: '' });
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const [pending, setPending] = useState<{ row: ConsoleUserRow; action: UserAction } | null>(null);
  // issue #37: a role change takes effect at once (the member's menus and rights), so it asks.
  const [changing, setChanging] = useState<{ row: ConsoleUserRow; roleId: number } | null>(null);
  const list = useEndpointQuery(
    consoleUserList,
    { query: { ...query, keyword: query.keyword || undefined } },
    { keepPrevious: true },
  );
  const roles = useEndpointQuery(roleList, {});
  const directory = useDirectoryOptions();
  const invalidates = [consoleUserList, roleList, roleAuditList];
  const assign = useEndpointMutation(assignUserRole, { invalidates });
  const status = useEndpointMutation(setUserStatus, { invalidates });
  const reset = useEndpointMutation(resetUserPassword, { invalidates: [roleAuditList] });
  const remove = useEndpointMutation(removeConsoleUser, { invalidates });
  const link = useEndpointMutation(linkUserEmployee, { invalidates });
  const saved = { onSuccess: () => notifySuccess(t('roleManage.userSaved')) };

  const run = (row: ConsoleUserRow, action: UserAction) => {
    const params = { id: row.id };
    const settled = { onSettled: () => setPending(null) };
    if (action === 'enable') status.mutate({ params, body: { enabled: true } }, saved);
    if (action === 'disable') {
      status.mutate({ params, body: { enabled: false } }, { ...saved, ...settled });
    }
    if (action === 'remove') remove.mutate({ params }, { ...saved, ...settled });
    if (action === 'reset') {
      reset.mutate(
        { params },
        {
          ...settled,
          onSuccess: (answer) =>
            setShown({
              kind: 'reset',
              account: row.account,
              name: row.name,
              password: answer.password,
            }),
        },
      );
    }
  };
  // the link on its way (the select keeps the choice until the list answers)
  const linking = link.isPending && link.variables ? link.variables : undefined;
  const linkingUser = linking ? Number(linking.params.id) : undefined;
  const linkingEmployee = linking?.body.employee_id;
  const columns = useMemo(
    () =>
      userColumns(
        roles.data?.list ?? [],
        directory.data?.employees ?? [],
        {
          // issue #37: a role change confirms first
          onRole: (row, roleId) => setChanging({ row, roleId }),
          onExtraRoles: (row, extraRoleIds) =>
            assign.mutate(
              {
                params: { id: row.id },
                body: { role_id: row.role_id, extra_role_ids: extraRoleIds },
              },
              saved,
            ),
          onEmployee: (row, employeeId) =>
            link.mutate({ params: { id: row.id }, body: { employee_id: employeeId } }, saved),
          onAction: (row, action) =>
            action === 'enable' ? run(row, action) : setPending({ row, action }),
        },
        linkingUser === undefined || linkingEmployee === undefined
          ? undefined
          : { userId: linkingUser, employeeId: linkingEmployee },
      ),
    // the mutations' mutate functions are stable; the roles change the select's options
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [roles.data, directory.data, linkingUser, linkingEmployee],
  );
  // issue #40: 关联企业微信成员 sits before the actions (its own component, wecom-link-column.tsx).
  const wecom = useWecomLinkColumn();
  const shownColumns = useMemo(
    () => [...columns.slice(0, -1), wecom.column, ...columns.slice(-1)],
    [columns, wecom.column],
  );
  const confirm = pending && pending.action !== 'enable' ? CONFIRM[pending.action] : undefined;
  const roleName = (id: number) => roles.data?.list.find((role) => role.id === id)?.name ?? '';

  return (
    <>
      <DataTable
        label={t('roleManage.users.table')}
        testId="user-table"
        columns={shownColumns}
        rows={list.data?.list}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        page={query.page}
        pageSize={query.page_size}
        onPageChange={(page, pageSize) => setQuery({ ...query, page, page_size: pageSize })}
        loading={list.isFetching && !list.data}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('roleManage.users.empty')}
        toolbar={
          <Box
            as="form"
            display="flex"
            gap="2"
            flexWrap="wrap"
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({ ...query, page: 1, keyword: draft.trim() });
            }}
          >
            <Input
              size="sm"
              width="13rem"
              maxLength={32}
              aria-label={t('roleManage.users.search')}
              placeholder={t('roleManage.users.search')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button size="sm" variant="outline" type="submit">
              {t('roleManage.users.searchButton')}
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
              {t('roleManage.users.new')}
            </Button>
          </Box>
        }
      />
      <UserFormDrawer open={adding} onClose={() => setAdding(false)} onCreated={setShown} />
      <PasswordOnceDialog shown={shown} onClose={() => setShown(null)} />
      {wecom.dialogs}
      <ConfirmDialog
        open={changing !== null}
        title={t('roleManage.roleChangeTitle')}
        confirmLabel={t('roleManage.roleChange')}
        busy={assign.isPending}
        onClose={() => setChanging(null)}
        onConfirm={() => {
          if (!changing) return;
          assign.mutate(
            { params: { id: changing.row.id }, body: { role_id: changing.roleId } },
            { ...saved, onSettled: () => setChanging(null) },
          );
        }}
      >
        {changing
          ? t('roleManage.roleChangeBody', {
              name: `${changing.row.name}（${changing.row.account}）`,
              from: changing.row.role_name,
              to: roleName(changing.roleId),
            })
          : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending !== null}
        title={confirm ? t(confirm.title) : ''}
        danger={pending?.action !== 'reset'}
        busy={status.isPending || remove.isPending || reset.isPending}
        confirmLabel={confirm ? t(confirm.label) : undefined}
        onClose={() => setPending(null)}
        onConfirm={() => pending && run(pending.row, pending.action)}
      >
        {confirm
          ? t(confirm.body, { name: `${pending?.row.name}（${pending?.row.account}）` })
          : null}
      </ConfirmDialog>
    </>
  );
}
