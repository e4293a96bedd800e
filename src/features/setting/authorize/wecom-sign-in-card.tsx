// /authorize 自建应用 → 企业微信登录 (issue #40, docs/wecom.md "Sign in with 企业微信"): an admin
// allows a member's first 企业微信扫码登录 to create a console account, with the role chosen here.
// Without it, a member with no account is refused in Chinese.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { CheckBox } from '../../../ui/check-box/check-box';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { SelectField } from '../../../ui/select-field/select-field';
import { useSaveWecomSignInSettings, useWecomSignInSettings } from './api/wecom-sign-in';
import '../../../lib/i18n/messages/settings-messages';

function SignInForm(props: {
  initial: { auto_create: boolean; role_id: number | null };
  roles: ReadonlyArray<{ id: number; name: string }>;
  canEdit: boolean;
}) {
  const save = useSaveWecomSignInSettings();
  const [autoCreate, setAutoCreate] = useState(props.initial.auto_create);
  const [roleId, setRoleId] = useState<number | ''>(props.initial.role_id ?? '');
  return (
    <Box display="flex" flexDirection="column" gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('settings.authorize.signInHint')}
      </Text>
      <CheckBox checked={autoCreate} disabled={!props.canEdit} onChange={setAutoCreate}>
        {t('settings.authorize.signInAutoCreate')}
      </CheckBox>
      <Box maxW="xs">
        <SelectField
          label={t('settings.authorize.signInRole')}
          placeholder={t('settings.authorize.signInRolePlaceholder')}
          value={roleId}
          options={props.roles.map((role) => ({ value: role.id, label: role.name }))}
          onChange={(value) => setRoleId(value === '' ? '' : Number(value))}
        />
      </Box>
      {props.canEdit ? (
        <Box>
          <Button
            size="sm"
            colorPalette="blue"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { body: { auto_create: autoCreate, role_id: roleId === '' ? null : roleId } },
                { onSuccess: () => notifySuccess(t('settings.authorize.signInSaved')) },
              )
            }
          >
            {t('settings.authorize.signInSave')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

export function WecomSignInCard({ canEdit }: { canEdit: boolean }) {
  const settings = useWecomSignInSettings();
  if (!settings.data) return null;
  const { roles, ...initial } = settings.data;
  return (
    <PageSection title={t('settings.authorize.signInTitle')} testId="wecom-sign-in-card">
      <SignInForm
        key={`${initial.auto_create}-${initial.role_id ?? ''}`}
        initial={initial}
        roles={roles}
        canEdit={canEdit}
      />
    </PageSection>
  );
}
