// The /role-manage members table: account, name, role (changed in place), further roles and
// the linked employee (issue #41: the anchor of 本人 / 本部门), status, joined, and
// enable/disable, reset password, remove.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { ConsoleUserRow, RoleRow } from '../../../../../contract/setting/role-manage';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { SelectField } from '../../../../ui/select-field/select-field';

export type UserAction = 'disable' | 'enable' | 'reset' | 'remove';

export function userColumns(
  roles: readonly RoleRow[],
  employees: readonly { id: number; name: string }[],
  actions: {
    onRole: (row: ConsoleUserRow, roleId: number) => void;
    onExtraRoles: (row: ConsoleUserRow, extraRoleIds: number[]) => void;
    onEmployee: (row: ConsoleUserRow, employeeId: number | null) => void;
    onAction: (row: ConsoleUserRow, action: UserAction) => void;
  },
  /**
   * The employee link being saved (member id → chosen employee): the select shows the choice
   * until the saved list answers, instead of springing back to 未关联 while the save is on its
   * way (issue #41).
   */
  linking?: { readonly userId: number; readonly employeeId: number | null },
): DataColumn<ConsoleUserRow>[] {
  const options = roles.map((role) => ({ value: role.id, label: role.name }));
  const employeeOptions = employees.map((employee) => ({
    value: employee.id,
    label: employee.name,
  }));
  const action = (row: ConsoleUserRow, kind: UserAction, label: string, palette = 'blue') => (
    <Button
      size="xs"
      variant="ghost"
      colorPalette={palette}
      onClick={() => actions.onAction(row, kind)}
      aria-label={`${label} ${row.account}`}
      data-testid={`user-${kind}`}
    >
      {label}
    </Button>
  );
  return [
    {
      key: 'account',
      title: t('roleManage.col.account'),
      hideable: false,
      render: (row) => (
        <Text fontWeight="medium">
          {row.account}
          {row.is_self ? (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {t('roleManage.self')}
            </Text>
          ) : null}
        </Text>
      ),
    },
    { key: 'name', title: t('roleManage.col.userName'), render: (row) => row.name },
    {
      key: 'role',
      title: t('roleManage.col.role'),
      hideable: false,
      render: (row) => (
        <SelectField
          label={t('roleManage.roleOf', { name: row.account })}
          value={row.role_id}
          width="10rem"
          options={options.length > 0 ? options : [{ value: row.role_id, label: row.role_name }]}
          onChange={(value) => {
            if (Number(value) !== row.role_id) actions.onRole(row, Number(value));
          }}
          testId="user-role-select"
        />
      ),
    },
    {
      key: 'extraRoles',
      title: t('roleManage.col.extraRoles'),
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap" alignItems="center">
          {row.extra_role_ids.map((id, index) => {
            const name = row.extra_role_names[index] ?? String(id);
            return (
              <Button
                key={id}
                size="xs"
                variant="outline"
                aria-label={t('roleManage.users.removeRole', { role: name })}
                title={t('roleManage.users.removeRole', { role: name })}
                onClick={() =>
                  actions.onExtraRoles(
                    row,
                    row.extra_role_ids.filter((each) => each !== id),
                  )
                }
                data-testid="user-extra-role"
              >
                {name} ×
              </Button>
            );
          })}
          <SelectField
            label={t('roleManage.users.addRoleOf', { name: row.account })}
            value=""
            width="8rem"
            placeholder={t('roleManage.users.addRole')}
            options={options.filter(
              (option) =>
                option.value !== row.role_id && !row.extra_role_ids.includes(option.value),
            )}
            onChange={(value) => {
              if (value) actions.onExtraRoles(row, [...row.extra_role_ids, Number(value)]);
            }}
            testId="user-extra-role-add"
          />
        </Box>
      ),
    },
    {
      key: 'employee',
      title: t('roleManage.col.employee'),
      render: (row) => (
        <SelectField
          label={t('roleManage.users.employeeOf', { name: row.account })}
          value={(linking?.userId === row.id ? linking.employeeId : row.employee_id) ?? ''}
          width="9rem"
          placeholder={t('roleManage.users.noEmployee')}
          options={
            employeeOptions.length > 0 || row.employee_id === null
              ? employeeOptions
              : [{ value: row.employee_id, label: row.employee_name ?? '' }]
          }
          onChange={(value) => {
            const next = value ? Number(value) : null;
            if (next !== row.employee_id) actions.onEmployee(row, next);
          }}
          testId="user-employee-select"
        />
      ),
    },
    {
      key: 'status',
      title: t('roleManage.col.status'),
      render: (row) => (
        <Badge colorPalette={row.enabled ? 'green' : 'gray'} variant="subtle">
          {row.enabled ? t('roleManage.enabled') : t('roleManage.disabled')}
        </Badge>
      ),
    },
    {
      key: 'joined',
      title: t('roleManage.col.joinedAt'),
      render: (row) => formatDateTime(row.joined_at),
    },
    {
      key: 'actions',
      title: t('roleManage.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap">
          {row.enabled
            ? row.is_self
              ? null
              : action(row, 'disable', t('roleManage.disable'), 'orange')
            : action(row, 'enable', t('roleManage.enable'))}
          {action(row, 'reset', t('roleManage.resetPassword'))}
          {row.is_self ? null : action(row, 'remove', t('roleManage.remove'), 'red')}
        </Box>
      ),
    },
  ];
}
