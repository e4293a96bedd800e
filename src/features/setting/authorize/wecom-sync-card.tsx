import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { WecomSyncProgress } from '../../../../contract/setting/wecom-sync';
import {
  WECOM_SYNC_PHASE_LABELS,
  WECOM_SYNC_STATUS_LABELS,
} from '../../../../contract/setting/wecom-sync';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { useWecomSyncProgress, useWecomSyncStart } from './api/wecom-sync';
import '../../../lib/i18n/messages/settings-messages';

const COUNT_KEYS = [
  'departments',
  'employees',
  'tags',
  'customers',
  'relations',
  'groups',
  'members',
] as const;

const STATUS_TONE = { running: 'blue', done: 'green', failed: 'red' } as const;

function SyncCounts({ progress }: { progress: WecomSyncProgress }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      gap="2"
      m="0"
    >
      {COUNT_KEYS.map((key) => (
        <Box key={key} data-count={key} borderWidth="1px" borderRadius="md" px="3" py="2">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {t(`settings.authorize.syncCount.${key}`)}
          </Text>
          <Text as="dd" m="0" fontWeight="semibold">
            {formatNumber(progress.counts[key])}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * docs/wecom.md "What syncs when": the WeCom sync's latest run on /authorize — status, phase,
 * counts, the last error in WeCom's Chinese reason, and 立即同步 / 重试. Shown once a tenant has
 * a run (its first starts when the save connects the corp).
 */
export function WecomSyncCard({ canEdit }: { canEdit: boolean }) {
  const progress = useWecomSyncProgress();
  const start = useWecomSyncStart();
  const run = progress.data;
  if (!run) return null;
  const running = run.status === 'running';
  return (
    <PageSection
      title={t('settings.authorize.syncTitle')}
      testId="wecom-sync"
      actions={
        <Button
          size="sm"
          variant="outline"
          colorPalette="blue"
          loading={start.isPending}
          disabled={!canEdit || running}
          onClick={() => start.mutate({})}
        >
          {run.status === 'failed'
            ? t('settings.authorize.syncRetry')
            : t('settings.authorize.syncNow')}
        </Button>
      }
    >
      <Box display="flex" flexDirection="column" gap="3" aria-live="polite">
        <Box display="flex" gap="3" alignItems="center" flexWrap="wrap" fontSize="sm">
          <Badge colorPalette={STATUS_TONE[run.status]} data-status={run.status}>
            {WECOM_SYNC_STATUS_LABELS[run.status]}
          </Badge>
          <Text as="span">{WECOM_SYNC_PHASE_LABELS[run.phase]}</Text>
          <Text as="span" color="fg.muted">
            {t('settings.authorize.syncPages', { pages: formatNumber(run.pages) })}
          </Text>
          <Text as="span" color="fg.muted">
            {run.finished_at
              ? t('settings.authorize.syncFinished', { time: formatDateTime(run.finished_at) })
              : t('settings.authorize.syncStarted', { time: formatDateTime(run.started_at) })}
          </Text>
        </Box>
        <SyncCounts progress={run} />
        {run.error ? (
          <Text fontSize="sm" color="red.600" role="alert" overflowWrap="anywhere">
            {running
              ? t('settings.authorize.syncErrorRetrying', { error: run.error })
              : t('settings.authorize.syncError', { error: run.error })}
          </Text>
        ) : null}
        {start.error ? (
          <Text fontSize="sm" color="red.600" role="alert">
            {start.error.message}
          </Text>
        ) : null}
      </Box>
    </PageSection>
  );
}
