import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { healthScoreQueryOptions } from './api/health-score-query';
import { HomeCard } from './home-card';
import { ScoreRing } from './score-ring';

/** /index system health: the score, the checks behind it, and a link to fix each failing one. */
export function HealthCard() {
  const health = useQuery(healthScoreQueryOptions);
  const data = health.data;
  const failing = data?.checks.filter((item) => !item.passed) ?? [];

  return (
    <HomeCard
      title={t('home.health')}
      testId="home-health"
      extra={
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          loading={health.isFetching}
          onClick={() => void health.refetch()}
        >
          {t('home.recheck')}
        </Button>
      }
    >
      {data ? (
        <Box display="flex" gap="5" alignItems="flex-start">
          <ScoreRing score={data.score} label={t('home.healthScore', { score: data.score })} />
          <Box flex="1" minW="0">
            <Text fontWeight="medium" color={failing.length ? 'orange.700' : 'green.700'}>
              {failing.length
                ? t('home.healthFix', { count: failing.length })
                : t('home.healthGood')}
            </Text>
            <Box
              as="ul"
              listStyleType="none"
              mt="2"
              display="flex"
              flexDirection="column"
              gap="1.5"
            >
              {data.checks.map((item) => (
                <Box
                  as="li"
                  key={item.key}
                  display="flex"
                  alignItems="center"
                  gap="2"
                  fontSize="sm"
                  data-check={item.key}
                  data-passed={item.passed}
                >
                  <Box
                    as="span"
                    w="2"
                    h="2"
                    borderRadius="full"
                    flexShrink={0}
                    bg={item.passed ? 'green.500' : 'orange.500'}
                    aria-hidden="true"
                  />
                  <Box as="span" flex="1" truncate title={item.message}>
                    {item.name}
                  </Box>
                  {item.passed ? null : (
                    <Link to={item.fix_path} style={{ color: '#1d4ed8', whiteSpace: 'nowrap' }}>
                      {item.fix_label}
                    </Link>
                  )}
                </Box>
              ))}
            </Box>
            <Text fontSize="xs" color="fg.muted" mt="3">
              {t('home.checkedAt', { time: formatDateTime(data.checked_at) })}
            </Text>
          </Box>
        </Box>
      ) : (
        <Box h="28" display="flex" alignItems="center" color="fg.muted">
          {health.isError ? t('home.loadFailed') : t('common.loading')}
        </Box>
      )}
    </HomeCard>
  );
}
