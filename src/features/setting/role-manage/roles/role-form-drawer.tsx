// issue #14: new / edit role — name, description and the permission tree, checked with the
// contract's schema before it is sent. The built-in 超级管理员 opens read-only.
import { useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  createRole,
  roleBody,
  roleList,
  updateRole,
} from '../../../../../contract/setting/role-manage';
import type { RoleRow } from '../../../../../contract/setting/role-manage';
import { DATA_SCOPES, DATA_SCOPE_LABELS, isDataScope } from '../../../../../contract/action-rights';
import type { ActionRight, DataScopeKind } from '../../../../../contract/action-rights';
import { useEndpointMutation } from '../../../../data/endpoint-hooks';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { FormDrawer } from '../../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { useContractForm } from '../../../../ui/form-drawer/use-contract-form';
import { SelectField } from '../../../../ui/select-field/select-field';
import { PermissionTree } from './permission-tree';

// issue #41: a new role starts with no action right and 本人 (the least), like the server.
const EMPTY = {
  name: '',
  description: '',
  codes: [] as string[],
  actions: [] as ActionRight[],
  scope: 'self' as DataScopeKind,
};
const SCOPE_OPTIONS = DATA_SCOPES.map((scope) => ({
  value: scope,
  label: DATA_SCOPE_LABELS[scope],
}));

/** `role` undefined: closed; null: a new role; a row: edit it (view only when built in). */
export function RoleFormDrawer(props: { role: RoleRow | null | undefined; onClose: () => void }) {
  const { role } = props;
  const form = useContractForm(roleBody, EMPTY);
  const { reset } = form;
  useEffect(() => {
    if (role === undefined) return;
    reset(
      role
        ? {
            name: role.name,
            description: role.description,
            codes: [...role.codes],
            actions: [...role.actions],
            scope: role.scope,
          }
        : EMPTY,
    );
  }, [role, reset]);
  const create = useEndpointMutation(createRole, { invalidates: [roleList], fieldErrors: true });
  const update = useEndpointMutation(updateRole, { invalidates: [roleList], fieldErrors: true });
  const readOnly = role?.built_in === true;
  const done = {
    onSuccess: () => {
      notifySuccess(t('roleManage.saved'));
      props.onClose();
    },
    onError: form.showServerError,
  };
  const submit = () => {
    const body = form.validate();
    if (!body) return;
    if (role) update.mutate({ params: { id: role.id }, body }, done);
    else create.mutate({ body }, done);
  };
  const title = readOnly
    ? t('roleManage.form.viewTitle')
    : role
      ? t('roleManage.form.editTitle')
      : t('roleManage.form.newTitle');
  return (
    <FormDrawer
      open={role !== undefined}
      onClose={props.onClose}
      title={title}
      size="lg"
      onSubmit={readOnly ? undefined : submit}
      submitting={create.isPending || update.isPending}
      testId="role-form"
    >
      <Box display="grid" gap="4">
        {readOnly ? (
          <Text fontSize="sm" color="orange.800" bg="orange.50" p="2" borderRadius="md">
            {t('roleManage.form.builtInHint')}
          </Text>
        ) : null}
        <FormField
          label={t('roleManage.form.name')}
          required
          error={form.errors.name}
          htmlFor="role-name"
        >
          <Input
            id="role-name"
            size="sm"
            maxLength={20}
            readOnly={readOnly}
            placeholder={t('roleManage.form.namePlaceholder')}
            value={form.values.name}
            onChange={(event) => form.set('name', event.currentTarget.value)}
          />
        </FormField>
        <FormField
          label={t('roleManage.form.description')}
          error={form.errors.description}
          htmlFor="role-description"
        >
          <Textarea
            id="role-description"
            size="sm"
            rows={2}
            maxLength={100}
            readOnly={readOnly}
            value={form.values.description}
            onChange={(event) => form.set('description', event.currentTarget.value)}
          />
        </FormField>
        <FormField
          label={t('roleManage.form.scope')}
          error={form.errors.scope}
          helper={t('roleManage.form.scopeHint')}
        >
          {readOnly ? (
            <Text fontSize="sm">{DATA_SCOPE_LABELS[form.values.scope ?? 'self']}</Text>
          ) : (
            <SelectField
              label={t('roleManage.form.scope')}
              value={form.values.scope ?? 'self'}
              width="14rem"
              options={SCOPE_OPTIONS}
              onChange={(value) => {
                if (isDataScope(value)) form.set('scope', value);
              }}
              testId="role-scope-select"
            />
          )}
        </FormField>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('roleManage.form.codes')}
          </Text>
          <Text fontSize="xs" color="fg.muted" mb="2">
            {t('roleManage.form.openPages')}
          </Text>
          <PermissionTree
            codes={form.values.codes}
            readOnly={readOnly}
            onChange={(codes) => form.set('codes', codes)}
            actions={form.values.actions ?? []}
            onActionsChange={(actions) => form.set('actions', actions)}
          />
          {form.errors.codes ? (
            <Text fontSize="xs" color="red.600" mt="1" role="alert">
              {form.errors.codes}
            </Text>
          ) : null}
        </Box>
      </Box>
    </FormDrawer>
  );
}
