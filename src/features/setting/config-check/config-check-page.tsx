import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { HealthCheck } from '../../../../contract/platform';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatusPage } from '../../../ui/status-page';
import { configCheckQueryOptions } from './api/config-check-query';
import '../../../lib/i18n/messages/settings-messages';

function tone(score: number) {
  return score >= 90 ? 'green' : score >= 60 ? 'orange' : 'red';
}

function CheckRow({ item, index }: { item: HealthCheck; index: number }) {
  return (
    <Box
      as="li"
      display="flex"
      alignItems="center"
      gap="4"
      px="1"
      py="4"
      borderTopWidth={index === 0 ? 0 : '1px'}
      data-check={item.key}
      data-passed={item.passed}
    >
      <Box
        w="9"
        h="9"
        borderRadius="full"
        flexShrink={0}
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
        bg={item.passed ? 'green.50' : 'orange.50'}
        color={item.passed ? 'green.600' : 'orange.600'}
        aria-hidden="true"
      >
        {item.passed ? '✓' : '!'}
      </Box>
      <Box flex="1" minW="0">
        <Box display="flex" alignItems="center" gap="2">
          <Text fontWeight="medium">{item.name}</Text>
          <Badge variant="subtle" colorPalette={item.passed ? 'green' : 'orange'}>
            {item.passed ? t('settings.check.passed') : t('settings.check.failed')}
          </Badge>
        </Box>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {item.message}
        </Text>
      </Box>
      <Text fontSize="sm" color="fg.muted" w="16" textAlign="end" flexShrink={0}>
        {t('settings.check.weight', { weight: item.weight })}
      </Text>
      <Box w="28" textAlign="end" flexShrink={0}>
        {item.passed ? null : (
          <Link to={item.fix_path} style={{ color: '#1d4ed8', fontSize: 14 }}>
            {item.fix_label} →
          </Link>
        )}
      </Box>
    </Box>
  );
}

/** /config-check: runs the checks of the health score on demand, each with its fix link. */
export function ConfigCheckPage() {
  const check = useQuery(configCheckQueryOptions);
  const data = check.data;
  if (!data && check.isError) {
    return (
      <StatusPage
        title={t('settings.common.loadFailed')}
        actions={
          <Button colorPalette="blue" onClick={() => void check.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const failing = data?.checks.filter((item) => !item.passed).length ?? 0;
  return (
    <PageLayout
      title={t('settings.check.title')}
      description={t('settings.check.description')}
      testId="config-check-page"
      actions={
        <Button
          colorPalette="blue"
          loading={check.isFetching}
          onClick={() => void check.refetch()}
          data-testid="config-check-run"
        >
          {t('settings.check.run')}
        </Button>
      }
    >
      {data ? (
        <>
          <PageSection testId="config-check-summary">
            <Box display="flex" alignItems="center" gap="6" flexWrap="wrap">
              <Box textAlign="center" minW="28">
                <Text
                  fontSize="5xl"
                  fontWeight="bold"
                  lineHeight="1"
                  color={`${tone(data.score)}.600`}
                  data-testid="config-check-score"
                >
                  {data.score}
                </Text>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t('settings.check.scoreLabel')}
                </Text>
              </Box>
              <Box flex="1" minW="60">
                <Text fontSize="lg" fontWeight="semibold">
                  {failing === 0
                    ? t('settings.check.allPassed')
                    : t('settings.check.someFailed', { count: failing })}
                </Text>
                <Box mt="3" h="2" bg="gray.100" borderRadius="full" overflow="hidden">
                  <Box
                    h="full"
                    w={`${data.score}%`}
                    bg={`${tone(data.score)}.500`}
                    borderRadius="full"
                  />
                </Box>
                <Text fontSize="xs" color="fg.muted" mt="2">
                  {t('settings.check.checkedAt', { time: formatDateTime(data.checked_at) })}
                </Text>
              </Box>
            </Box>
          </PageSection>
          <PageSection title={t('settings.check.items')}>
            <Box as="ul" listStyleType="none" data-testid="config-check-items">
              {data.checks.map((item, index) => (
                <CheckRow key={item.key} item={item} index={index} />
              ))}
            </Box>
          </PageSection>
        </>
      ) : (
        <Box p="10" display="flex" justifyContent="center">
          <Spinner color="blue.500" />
        </Box>
      )}
    </PageLayout>
  );
}
