import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { AppMode, AuthStatus } from '../../../../contract/platform';
import { APP_MODE_TITLES, AUTH_STATUS_TITLES } from '../../../../contract/platform';
import type { AppAuthDetail } from '../../../../contract/setting/authorize';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import '../../../lib/i18n/messages/settings-messages';

export const STATUS_PALETTE: Record<AuthStatus, string> = { 0: 'green', 1: 'red', 2: 'orange' };

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box mt="1" fontSize="sm" fontWeight="medium" truncate>
        {children}
      </Box>
    </Box>
  );
}

/** The app's authorization as the platform reports it (app/auth/detail, third-app/auth/detail). */
export function AuthStatusCard({ detail, appMode }: { detail: AppAuthDetail; appMode: AppMode }) {
  const dash = t('settings.common.none');
  return (
    <PageSection
      title={t('settings.authorize.statusTitle')}
      testId="authorize-status"
      actions={
        <Badge
          colorPalette={STATUS_PALETTE[detail.status]}
          variant="solid"
          size="lg"
          data-testid="authorize-status-badge"
        >
          {AUTH_STATUS_TITLES[detail.status]}
        </Badge>
      }
    >
      <Box display="grid" gridTemplateColumns="repeat(auto-fit, minmax(180px, 1fr))" gap="5">
        <Item label={t('settings.authorize.appMode')}>{APP_MODE_TITLES[appMode]}</Item>
        <Item label={t('settings.authorize.corpName')}>{detail.corp_name}</Item>
        <Item label={t('settings.authorize.corpId')}>
          <Text as="span" fontFamily="mono">
            {detail.corp_id || dash}
          </Text>
        </Item>
        <Item label={t('settings.authorize.appName')}>{detail.app_name}</Item>
        <Item label={t('settings.authorize.agentId')}>{detail.agent_id || dash}</Item>
        <Item label={t('settings.authorize.authTime')}>
          {detail.auth_time ? formatDateTime(detail.auth_time) : dash}
        </Item>
        <Item label={t('settings.authorize.visibleRange')}>
          {t('settings.authorize.visibleRangeValue', {
            users: detail.visible_range.user_count,
            departments: detail.visible_range.department_count,
          })}
        </Item>
      </Box>
      <Box mt="5" display="flex" gap="2" alignItems="center" flexWrap="wrap">
        <Text fontSize="xs" color="fg.muted" me="1">
          {t('settings.authorize.permissions')}
        </Text>
        {detail.permissions.length > 0 ? (
          detail.permissions.map((item) => (
            <Badge key={item} variant="outline" colorPalette="blue">
              {item}
            </Badge>
          ))
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('settings.authorize.noPermissions')}
          </Text>
        )}
      </Box>
    </PageSection>
  );
}
