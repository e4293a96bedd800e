// issue #14 /role-manage roles tab: name, description, pages held, members, and the actions;
// the built-in 超级管理员 can only be viewed. Delete asks first.
import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { DATA_SCOPE_LABELS } from '../../../../../contract/action-rights';
import {
  deleteRole,
  GRANTABLE_ENTRIES,
  roleList,
} from '../../../../../contract/setting/role-manage';
import type { RoleRow } from '../../../../../contract/setting/role-manage';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { RoleFormDrawer } from './role-form-drawer';

function pagesOf(role: RoleRow): string {
  const held = new Set(role.codes);
  const titles = GRANTABLE_ENTRIES.filter((entry) => held.has(entry.code)).map((e) => e.title);
  if (titles.length === GRANTABLE_ENTRIES.length) return t('roleManage.allPages');
  return titles.join('、') || '—';
}

function columns(actions: {
  onEdit: (row: RoleRow) => void;
  onDelete: (row: RoleRow) => void;
}): DataColumn<RoleRow>[] {
  return [
    {
      key: 'name',
      title: t('roleManage.col.name'),
      hideable: false,
      render: (row) => (
        <Box display="flex" alignItems="center" gap="2">
          <Text fontWeight="medium">{row.name}</Text>
          {row.built_in ? (
            <Badge colorPalette="blue" variant="subtle">
              {t('roleManage.builtIn')}
            </Badge>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'description',
      title: t('roleManage.col.description'),
      width: '14rem',
      ellipsis: (row) => row.description,
      render: (row) => row.description || '—',
    },
    {
      key: 'pages',
      title: t('roleManage.col.pages'),
      width: '18rem',
      ellipsis: pagesOf,
      render: pagesOf,
    },
    {
      key: 'scope',
      title: t('roleManage.col.scope'),
      render: (row) => DATA_SCOPE_LABELS[row.scope],
    },
    {
      key: 'members',
      title: t('roleManage.col.members'),
      align: 'end',
      render: (row) => row.member_count,
    },
    {
      key: 'createdAt',
      title: t('roleManage.col.createdAt'),
      render: (row) => formatDateTime(row.created_at),
    },
    {
      key: 'actions',
      title: t('roleManage.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1">
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={() => actions.onEdit(row)}
            aria-label={`${row.built_in ? t('roleManage.view') : t('roleManage.edit')} ${row.name}`}
          >
            {row.built_in ? t('roleManage.view') : t('roleManage.edit')}
          </Button>
          {row.built_in ? null : (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => actions.onDelete(row)}
              aria-label={`${t('roleManage.delete')} ${row.name}`}
            >
              {t('roleManage.delete')}
            </Button>
          )}
        </Box>
      ),
    },
  ];
}

export function RolesTab() {
  const list = useEndpointQuery(roleList, {});
  const [editing, setEditing] = useState<RoleRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const remove = useEndpointMutation(deleteRole, { invalidates: [roleList] });
  const cols = useMemo(() => columns({ onEdit: setEditing, onDelete: setDeleting }), []);
  const rows = list.data?.list;
  return (
    <>
      <DataTable
        label={t('roleManage.roles.table')}
        testId="role-table"
        columns={cols}
        rows={rows}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        page={1}
        pageSize={Math.max(rows?.length ?? 0, 20)}
        onPageChange={() => undefined}
        loading={list.isFetching && !list.data}
        error={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('roleManage.roles.empty')}
        toolbar={
          <Button size="sm" colorPalette="blue" onClick={() => setEditing(null)}>
            {t('roleManage.roles.new')}
          </Button>
        }
      />
      <RoleFormDrawer role={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('roleManage.deleteTitle')}
        danger
        busy={remove.isPending}
        confirmLabel={t('roleManage.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => notifySuccess(t('roleManage.deleted')),
              onSettled: () => setDeleting(null),
            },
          );
        }}
      >
        {t('roleManage.deleteBody', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
