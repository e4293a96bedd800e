import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import type { ChatArchiveConfig } from '../../../../contract/setting/chat-archive-configure';
import {
  chatArchiveSaveSchema,
  splitTrustIps,
  TRUST_IPS_MAX,
} from '../../../../contract/setting/chat-archive-configure';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useContractForm } from '../../../ui/form-drawer/use-contract-form';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { useSaveChatArchive } from './api/chat-archive-query';
import '../../../lib/i18n/messages/settings-messages';

/** The secret (write-only), the key version and the trusted IPs (IPv4/IPv6/CIDR, contract). */
export function ArchiveConfigForm({
  config,
  canEdit,
}: {
  config: ChatArchiveConfig;
  canEdit: boolean;
}) {
  const [ipText, setIpText] = useState(config.trust_ips.join('\n'));
  const [pasteKey, setPasteKey] = useState(false);
  const [secretMissing, setSecretMissing] = useState(false);
  const form = useContractForm(chatArchiveSaveSchema, {
    secret: '',
    private_key: '',
    public_key_ver: config.public_key_ver,
    trust_ips: [...config.trust_ips],
  });
  // The page remounts this form with the saved values (key = updated_at).
  const save = useSaveChatArchive(() => notifySuccess(t('settings.archive.saved')));
  const ipError = Object.entries(form.errors).find(([path]) => path.startsWith('trust_ips'))?.[1];
  return (
    <PageSection title={t('settings.archive.configTitle')} testId="archive-config">
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="4"
        maxW="3xl"
        onSubmit={(event) => {
          event.preventDefault();
          const body = form.validate();
          // The secret is write-only: required the first time, optional once one is saved.
          if (body && !body.secret && !config.secret.configured) setSecretMissing(true);
          else if (body) save.mutate(body);
        }}
      >
        <FormField
          label={t('settings.archive.secret')}
          htmlFor="archive-secret"
          required={!config.secret.configured}
          error={
            form.errors.secret ?? (secretMissing ? t('settings.archive.secretRequired') : undefined)
          }
          helper={t('settings.archive.secretHelp')}
        >
          <Input
            id="archive-secret"
            type="password"
            autoComplete="new-password"
            value={form.values.secret ?? ''}
            disabled={!canEdit}
            placeholder={
              config.secret.configured
                ? t('settings.common.secretSaved', { masked: config.secret.masked })
                : t('settings.common.secretEmpty')
            }
            onChange={(event) => {
              setSecretMissing(false);
              form.set('secret', event.target.value);
            }}
          />
        </FormField>
        <FormField
          label={t('settings.archive.version')}
          htmlFor="archive-version"
          required
          error={form.errors.public_key_ver}
          helper={t('settings.archive.versionHelp')}
        >
          <Input
            id="archive-version"
            type="number"
            min={1}
            maxW="40"
            value={String(form.values.public_key_ver)}
            disabled={!canEdit}
            onChange={(event) =>
              form.set(
                'public_key_ver',
                event.target.value === '' ? Number.NaN : Number(event.target.value),
              )
            }
          />
        </FormField>
        <FormField
          label={t('settings.archive.trustIps')}
          htmlFor="archive-ips"
          error={ipError}
          helper={t('settings.archive.trustIpsHelp', { max: TRUST_IPS_MAX })}
        >
          <Textarea
            id="archive-ips"
            rows={4}
            fontFamily="mono"
            fontSize="sm"
            value={ipText}
            disabled={!canEdit}
            placeholder={'203.0.113.10\n198.51.100.0/24'}
            onChange={(event) => {
              setIpText(event.target.value);
              form.set('trust_ips', splitTrustIps(event.target.value));
            }}
          />
        </FormField>
        <FormField
          label={t('settings.archive.pasteKey')}
          htmlFor="archive-private-key"
          error={form.errors.private_key}
        >
          {pasteKey ? (
            <Textarea
              id="archive-private-key"
              rows={5}
              fontFamily="mono"
              fontSize="xs"
              value={form.values.private_key ?? ''}
              placeholder="-----BEGIN PRIVATE KEY-----"
              onChange={(event) => form.set('private_key', event.target.value)}
            />
          ) : (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="blue"
              disabled={!canEdit}
              onClick={() => setPasteKey(true)}
            >
              {t('settings.archive.pasteKeyOpen')}
            </Button>
          )}
        </FormField>
        <Box ps={{ base: '0', md: '9.5rem' }} display="flex" gap="3" alignItems="center">
          <Button type="submit" colorPalette="blue" loading={save.isPending} disabled={!canEdit}>
            {t('settings.archive.save')}
          </Button>
          {canEdit ? null : (
            <Box fontSize="sm" color="fg.muted">
              {t('settings.common.noPermission')}
            </Box>
          )}
        </Box>
      </Box>
    </PageSection>
  );
}
