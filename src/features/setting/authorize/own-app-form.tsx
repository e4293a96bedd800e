import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { useMutation } from '@tanstack/react-query';
import type { MaskedSecret, OwnAppConfig } from '../../../../contract/setting/authorize';
import { ownAppSaveSchema } from '../../../../contract/setting/authorize';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useContractForm } from '../../../ui/form-drawer/use-contract-form';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { refreshPlatformState, saveOwnApp } from './api/authorize-mutations';
import { ConnectionTest } from './connection-test';
import { CopyButton } from './copy-button';
import '../../../lib/i18n/messages/settings-messages';

type SecretField = 'secret' | 'contact_secret' | 'callback_token' | 'callback_aes_key';

const EMPTY = {
  corp_id: '',
  agent_id: '',
  secret: '',
  contact_secret: '',
  callback_token: '',
  callback_aes_key: '',
};

/** Write-only secrets: the input stays empty; the placeholder tells what is saved. */
function secretPlaceholder(saved: MaskedSecret | undefined): string {
  return saved?.configured
    ? t('settings.common.secretSaved', { masked: saved.masked })
    : t('settings.common.secretEmpty');
}

/** spec §2 /authorize, self-built app: app/config/get and app/internal/save. */
export function OwnAppForm({
  config,
  sandboxCorpId,
  canEdit,
}: {
  config: OwnAppConfig | undefined;
  sandboxCorpId: string;
  canEdit: boolean;
}) {
  // The parent remounts this form (key) when the saved config changes.
  const form = useContractForm(ownAppSaveSchema, {
    ...EMPTY,
    corp_id: config?.corp_id ?? '',
    agent_id: config?.agent_id ?? '',
  });
  const save = useMutation({
    mutationFn: saveOwnApp,
    onSuccess: async (saved) => {
      notifySuccess(t('settings.authorize.ownSaved'));
      form.reset({ ...EMPTY, corp_id: saved.corp_id, agent_id: saved.agent_id });
      await refreshPlatformState();
    },
  });

  const secret = (field: SecretField, label: string, helper?: string) => (
    <FormField
      label={label}
      htmlFor={`own-${field}`}
      error={form.errors[field]}
      helper={helper}
      required={field === 'secret' && !config?.secret.configured}
    >
      <Input
        id={`own-${field}`}
        type="password"
        autoComplete="new-password"
        value={form.values[field] ?? ''}
        placeholder={secretPlaceholder(config?.[field])}
        onChange={(event) => form.set(field, event.target.value)}
        disabled={!canEdit}
      />
    </FormField>
  );

  return (
    <PageSection title={t('settings.authorize.ownTitle')} testId="own-app-form">
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="4"
        maxW="3xl"
        onSubmit={(event) => {
          event.preventDefault();
          const body = form.validate();
          if (body) save.mutate(body);
        }}
      >
        <FormField
          label={t('settings.authorize.corpId')}
          htmlFor="own-corp_id"
          required
          error={form.errors.corp_id}
          helper={t('settings.authorize.corpIdHelp', { corpId: sandboxCorpId })}
        >
          <Input
            id="own-corp_id"
            value={form.values.corp_id}
            onChange={(event) => form.set('corp_id', event.target.value)}
            disabled={!canEdit}
          />
        </FormField>
        <FormField
          label={t('settings.authorize.agentId')}
          htmlFor="own-agent_id"
          required
          error={form.errors.agent_id}
        >
          <Input
            id="own-agent_id"
            inputMode="numeric"
            value={form.values.agent_id}
            onChange={(event) => form.set('agent_id', event.target.value)}
            disabled={!canEdit}
          />
        </FormField>
        {secret('secret', t('settings.authorize.secret'), t('settings.authorize.secretHelp'))}
        {secret('contact_secret', t('settings.authorize.contactSecret'))}
        {secret('callback_token', t('settings.authorize.callbackToken'))}
        {secret('callback_aes_key', t('settings.authorize.callbackAesKey'))}
        <FormField
          label={t('settings.authorize.callbackUrl')}
          helper={t('settings.authorize.callbackUrlHelp')}
        >
          <Box display="flex" gap="2">
            <Input
              readOnly
              value={config?.callback_url ?? ''}
              aria-label={t('settings.authorize.callbackUrl')}
              fontFamily="mono"
              fontSize="sm"
            />
            <CopyButton text={config?.callback_url ?? ''} />
          </Box>
        </FormField>
        <Box ps={{ base: '0', md: '9.5rem' }} display="flex" gap="3" alignItems="center">
          <Button type="submit" colorPalette="blue" loading={save.isPending} disabled={!canEdit}>
            {t('settings.authorize.ownSave')}
          </Button>
          {canEdit ? null : (
            <Box fontSize="sm" color="fg.muted">
              {t('settings.common.noPermission')}
            </Box>
          )}
        </Box>
        {save.error ? (
          // The platform's reason (e.g. 不合法的secret, IP 不在可信IP列表), shown in place.
          <Box ps={{ base: '0', md: '9.5rem' }} fontSize="sm" color="red.600" role="alert">
            {save.error.message}
          </Box>
        ) : null}
        <Box ps={{ base: '0', md: '9.5rem' }}>
          <ConnectionTest disabled={!canEdit || !config?.secret.configured} />
        </Box>
      </Box>
    </PageSection>
  );
}
