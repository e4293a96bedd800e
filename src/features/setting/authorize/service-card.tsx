import { useState } from 'react';
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { AppMode } from '../../../../contract/platform';
import { APP_MODES } from '../../../../contract/platform';
import type { BusinessInfo } from '../../../../contract/setting/authorize';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { ImageUpload } from '../../../ui/upload/image-upload';
import { refreshPlatformState, updateCorpLogo } from './api/authorize-mutations';
import '../../../lib/i18n/messages/settings-messages';

const DAY_MS = 86_400_000;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box mt="1" fontSize="lg" fontWeight="semibold">
        {children}
      </Box>
    </Box>
  );
}

/** spec §7 get-business-info (licences, service term) and the corp logo of both app kinds. */
export function ServiceCard({
  business,
  appMode,
  logo,
  canEdit,
}: {
  business: BusinessInfo;
  appMode: AppMode;
  logo: string;
  canEdit: boolean;
}) {
  const [now] = useState(() => Date.now());
  const expires = business.service_expire_time;
  const days = expires ? Math.max(0, Math.ceil((Date.parse(expires) - now) / DAY_MS)) : null;
  const logoKind = appMode === APP_MODES.thirdParty ? 'third-app' : 'app';
  return (
    <>
      <PageSection title={t('settings.authorize.serviceTitle')} testId="service-card">
        <Box display="grid" gridTemplateColumns="repeat(auto-fit, minmax(180px, 1fr))" gap="5">
          <Fact label={t('settings.authorize.serviceExpire')}>
            {expires ? formatDateTime(expires).slice(0, 10) : t('settings.authorize.noTerm')}
          </Fact>
          <Fact label={t('settings.authorize.daysLeft')}>
            <Text
              as="span"
              color={days !== null && days <= 30 ? 'orange.600' : undefined}
              data-testid="service-days-left"
            >
              {days === null ? '-' : t('settings.authorize.days', { days })}
            </Text>
          </Fact>
          <Fact label={t('settings.authorize.licenseTotal')}>{business.license_total}</Fact>
          <Fact label={t('settings.authorize.licenseActive')}>{business.license_active}</Fact>
        </Box>
        <Text fontSize="sm" color="fg.muted" mt="5" bg="blue.50" px="4" py="3" borderRadius="md">
          {t('settings.authorize.renewHint')}
        </Text>
      </PageSection>
      <PageSection title={t('settings.authorize.logoTitle')} testId="corp-logo">
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t('settings.authorize.logoHint')}
        </Text>
        <ImageUpload
          value={logo}
          label={t('settings.authorize.logoTitle')}
          disabled={!canEdit}
          testId="corp-logo-upload"
          onUploaded={async (file) => {
            await updateCorpLogo(logoKind, file.url);
            notifySuccess(t('settings.authorize.logoSaved'));
            await refreshPlatformState();
          }}
        />
      </PageSection>
    </>
  );
}
