import type { ReactNode } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { Button } from '@chakra-ui/react/button';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AuthStatus } from '../../../../contract/platform';
import { APP_MODE_TITLES, AUTH_STATUS_TITLES } from '../../../../contract/platform';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { MessageKey } from '../../../lib/i18n/zh-cn';
import { followedAuthStatus } from '../../../data/user-store/platform-banners';
import { useUserStore } from '../../../data/user-store/use-user-store';
import { corpInfoQueryOptions } from './api/corp-info-query';
import { HomeCard } from './home-card';

const CORP_ACTIONS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['/authorize', 'home.action.authorize'],
  ['/authorize?tab=service', 'home.action.logo'],
  ['/chat-archive-configure', 'home.action.archive'],
  ['/config-check', 'home.action.check'],
];

const STATUS_PALETTE: Record<AuthStatus, string> = { 0: 'green', 1: 'red', 2: 'orange' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box mt="1" fontWeight="medium" truncate>
        {children}
      </Box>
    </Box>
  );
}

/** /index corp card: logo, name, app mode, authorization, seats and the service term. */
export function CorpCard() {
  const corp = useQuery(corpInfoQueryOptions);
  const store = useUserStore();
  const status = store.data ? followedAuthStatus(store.data) : null;
  const info = corp.data;

  return (
    <HomeCard
      title={t('home.corpCard')}
      testId="home-corp-card"
      gridColumn={{ base: 'auto', lg: 'span 2' }}
    >
      {info ? (
        <Box display="flex" gap="5" alignItems="center" flexWrap="wrap">
          {info.logo ? (
            <img
              src={info.logo}
              alt=""
              width={64}
              height={64}
              style={{ borderRadius: 12, objectFit: 'cover' }}
            />
          ) : (
            <Box
              w="16"
              h="16"
              borderRadius="xl"
              bg="blue.600"
              color="white"
              fontSize="2xl"
              fontWeight="bold"
              display="flex"
              alignItems="center"
              justifyContent="center"
              aria-hidden="true"
            >
              {info.corp_name.slice(0, 1)}
            </Box>
          )}
          <Box flex="1" minW="60">
            <Box display="flex" alignItems="center" gap="2" flexWrap="wrap">
              <Text fontSize="xl" fontWeight="semibold" data-testid="home-corp-name">
                {info.corp_name}
              </Text>
              <Badge colorPalette="blue" variant="subtle">
                {APP_MODE_TITLES[info.app_mode]}
              </Badge>
              {status !== null ? (
                <Badge
                  colorPalette={STATUS_PALETTE[status]}
                  variant="solid"
                  data-testid="home-auth-status"
                >
                  {AUTH_STATUS_TITLES[status]}
                </Badge>
              ) : null}
            </Box>
            <Box
              display="grid"
              gridTemplateColumns="repeat(auto-fit, minmax(140px, 1fr))"
              gap="4"
              mt="4"
            >
              <Fact label={t('home.corpId')}>
                <Text as="span" fontFamily="mono" fontSize="sm">
                  {info.corp_id}
                </Text>
              </Fact>
              <Fact label={t('home.seats')}>
                {t('home.seatsValue', {
                  used: formatNumber(info.seats.used),
                  total: formatNumber(info.seats.total),
                })}
              </Fact>
              <Fact label={t('home.serviceExpire')}>
                {info.service_expire_time
                  ? formatDateTime(info.service_expire_time).slice(0, 10)
                  : t('home.noTerm')}
              </Fact>
            </Box>
          </Box>
          <Box w="full" display="flex" gap="2" flexWrap="wrap" pt="4" borderTopWidth="1px">
            {CORP_ACTIONS.map(([path, label]) => (
              <Button key={path} asChild size="sm" variant="outline">
                <Link to={path}>{t(label)}</Link>
              </Button>
            ))}
          </Box>
        </Box>
      ) : (
        <Box h="24" display="flex" alignItems="center" color="fg.muted">
          {corp.isError ? t('home.loadFailed') : t('common.loading')}
        </Box>
      )}
    </HomeCard>
  );
}
