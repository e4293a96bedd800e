import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { AppMode } from '../../../../contract/platform';
import { APP_MODES } from '../../../../contract/platform';
import type {
  BusinessInfo,
  CorporationApp,
  GrantKind,
} from '../../../../contract/setting/authorize';
import { GRANT_KIND_TITLES } from '../../../../contract/setting/authorize';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { startGrant } from './api/authorize-mutations';
import '../../../lib/i18n/messages/settings-messages';

interface GrantRow {
  kind: GrantKind;
  done: boolean;
  detail: string;
}

function rowsFor(appMode: AppMode, app: CorporationApp | null, business: BusinessInfo): GrantRow[] {
  const licensed = business.license_active > 0;
  const appDetail = app
    ? t('settings.authorize.grantedAt', { name: app.app_name, time: formatDateTime(app.auth_time) })
    : t('settings.authorize.notGranted');
  const licenceDetail = licensed
    ? t('settings.authorize.licenseValue', {
        active: business.license_active,
        total: business.license_total,
      })
    : t('settings.authorize.licenseNone');
  const third = appMode === APP_MODES.thirdParty;
  return [
    { kind: third ? 'third_app' : 'customized_auth', done: app !== null, detail: appDetail },
    { kind: third ? 'license' : 'customized_grant', done: licensed, detail: licenceDetail },
  ];
}

/**
 * spec §2 /authorize for third-party and agent-developed apps: each grant goes through the
 * platform's consent page and comes back with auth_code (handled by the page).
 */
export function GrantPanel({
  appMode,
  app,
  business,
  redirectUri,
  canEdit,
}: {
  appMode: AppMode;
  app: CorporationApp | null;
  business: BusinessInfo;
  redirectUri: string;
  canEdit: boolean;
}) {
  const [busy, setBusy] = useState<GrantKind | null>(null);
  const go = (kind: GrantKind) => {
    setBusy(kind);
    // On success the browser leaves for the consent page; on failure the client toasted.
    startGrant(kind, redirectUri).catch(() => setBusy(null));
  };
  return (
    <PageSection title={t('settings.authorize.grantTitle')} testId="grant-panel">
      <Box display="flex" flexDirection="column" gap="3">
        {rowsFor(appMode, app, business).map((row) => (
          <Box
            key={row.kind}
            display="flex"
            alignItems="center"
            gap="4"
            borderWidth="1px"
            borderRadius="md"
            px="4"
            py="3"
            flexWrap="wrap"
          >
            <Box flex="1" minW="60">
              <Box display="flex" alignItems="center" gap="2">
                <Text fontWeight="medium">{GRANT_KIND_TITLES[row.kind]}</Text>
                <Badge colorPalette={row.done ? 'green' : 'red'} variant="subtle">
                  {row.done ? t('settings.authorize.done') : t('settings.authorize.todo')}
                </Badge>
              </Box>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {row.detail}
              </Text>
            </Box>
            <Button
              colorPalette={row.done ? 'gray' : 'blue'}
              variant={row.done ? 'outline' : 'solid'}
              loading={busy === row.kind}
              disabled={!canEdit || (busy !== null && busy !== row.kind)}
              onClick={() => go(row.kind)}
              data-grant={row.kind}
            >
              {row.done ? t('settings.authorize.regrant') : t('settings.authorize.grant')}
            </Button>
          </Box>
        ))}
        <Text fontSize="xs" color="fg.muted">
          {canEdit ? t('settings.authorize.grantHint') : t('settings.common.noPermission')}
        </Text>
      </Box>
    </PageSection>
  );
}
