import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { AUTH_STATUS_TITLES } from '../../../../contract/platform';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { authCheckQueryOptions, checkResultQueryOptions } from './api/authorize-queries';
import { STATUS_PALETTE } from './auth-status-card';
import '../../../lib/i18n/messages/settings-messages';

/** spec §7 check-result (data.application_auth) and auth/check (a list), re-run on demand. */
export function AuthCheckCard() {
  const result = useQuery(checkResultQueryOptions);
  const checks = useQuery(authCheckQueryOptions);
  const apps = result.data?.application_auth ?? [];
  return (
    <PageSection
      title={t('settings.authorize.checkTitle')}
      testId="auth-check"
      actions={
        <Button
          size="xs"
          variant="outline"
          loading={result.isFetching || checks.isFetching}
          onClick={() => {
            void result.refetch();
            void checks.refetch();
          }}
        >
          {t('settings.authorize.recheck')}
        </Button>
      }
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('settings.authorize.appsTitle')}
          </Text>
          {apps.map((app) => (
            <Box key={app.app_type} display="flex" alignItems="center" gap="2" py="1.5">
              <Text fontSize="sm" flex="1">
                {app.app_name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {app.auth_time ? formatDateTime(app.auth_time) : ''}
              </Text>
              <Badge colorPalette={STATUS_PALETTE[app.status]} variant="subtle">
                {AUTH_STATUS_TITLES[app.status]}
              </Badge>
            </Box>
          ))}
        </Box>
        <Box as="ul" listStyleType="none">
          {(checks.data ?? []).map((item) => (
            <Box as="li" key={item.key} display="flex" gap="2" py="1.5" alignItems="flex-start">
              <Box
                as="span"
                mt="1.5"
                w="2"
                h="2"
                borderRadius="full"
                flexShrink={0}
                bg={item.passed ? 'green.500' : 'orange.500'}
                aria-hidden="true"
              />
              <Box flex="1">
                <Text fontSize="sm">{item.name}</Text>
                <Text fontSize="xs" color={item.passed ? 'fg.muted' : 'orange.700'}>
                  {item.message}
                </Text>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}
