// issue #14: add a console user — account, name, role; the server answers the initial
// password, shown once by the caller.
import { useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import {
  consoleUserList,
  createConsoleUser,
  createUserBody,
  roleList,
} from '../../../../../contract/setting/role-manage';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { t } from '../../../../lib/i18n/translate';
import { FormDrawer } from '../../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { useContractForm } from '../../../../ui/form-drawer/use-contract-form';
import { SelectField } from '../../../../ui/select-field/select-field';
import type { ShownPassword } from './password-once-dialog';

const EMPTY = { account: '', name: '', role_id: 0 };

export function UserFormDrawer(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (shown: ShownPassword) => void;
}) {
  const form = useContractForm(createUserBody, EMPTY);
  const { reset } = form;
  useEffect(() => {
    if (props.open) reset(EMPTY);
  }, [props.open, reset]);
  const roles = useEndpointQuery(roleList, {}, { enabled: props.open });
  const create = useEndpointMutation(createConsoleUser, {
    invalidates: [consoleUserList, roleList],
    fieldErrors: true,
  });
  const submit = () => {
    const body = form.validate();
    if (!body) return;
    create.mutate(
      { body },
      {
        onSuccess: (answer) => {
          props.onClose();
          props.onCreated({
            kind: 'initial',
            account: body.account,
            name: body.name,
            password: answer.password,
          });
        },
        onError: form.showServerError,
      },
    );
  };
  return (
    <FormDrawer
      open={props.open}
      onClose={props.onClose}
      title={t('roleManage.userForm.title')}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('roleManage.userForm.submit')}
      testId="user-form"
    >
      <Box display="grid" gap="4">
        <FormField
          label={t('roleManage.userForm.account')}
          required
          htmlFor="user-account"
          error={form.errors.account}
          helper={t('roleManage.userForm.accountHelper')}
        >
          <Input
            id="user-account"
            size="sm"
            maxLength={32}
            autoComplete="off"
            value={form.values.account}
            onChange={(event) => form.set('account', event.currentTarget.value)}
          />
        </FormField>
        <FormField
          label={t('roleManage.userForm.name')}
          required
          htmlFor="user-name"
          error={form.errors.name}
        >
          <Input
            id="user-name"
            size="sm"
            maxLength={20}
            value={form.values.name}
            onChange={(event) => form.set('name', event.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('roleManage.userForm.role')} required error={form.errors.role_id}>
          <SelectField
            label={t('roleManage.userForm.role')}
            value={form.values.role_id || ''}
            placeholder={t('roleManage.userForm.rolePlaceholder')}
            options={(roles.data?.list ?? []).map((role) => ({ value: role.id, label: role.name }))}
            onChange={(value) => form.set('role_id', Number(value))}
            testId="user-role"
          />
        </FormField>
      </Box>
    </FormDrawer>
  );
}
