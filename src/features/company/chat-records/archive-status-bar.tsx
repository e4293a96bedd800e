import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import {
  chatArchivePull,
  chatArchiveStatus,
  chatConversationList,
  chatMessageList,
  sensitiveHitList,
} from '../../../../contract/company/chat-records';
import { endpointQuery, useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { endpointKey } from '../../../lib/api/endpoint-client';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import '../../../lib/i18n/messages/company-chat-records-messages';

const RUNNING = new Set(['排队中', '执行中', '等待重试']);

/**
 * issue #22: where the archive pull stands — configured or not (a link to configure it),
 * messages stored, the seq reached, customers who refused archiving, the pull job's state —
 * and 立即拉取, which starts a pull job and refreshes the lists when it is done.
 */
export function ArchiveStatusBar() {
  const client = useQueryClient();
  const status = useEndpointQuery(chatArchiveStatus, {});
  const pull = useEndpointMutation(chatArchivePull, { invalidates: [chatArchiveStatus] });
  const data = status.data;
  const running = RUNNING.has(data?.job_state ?? '');
  // Follows the pull job until it ends (every 2 s, at most 5 minutes), then shows what it
  // brought in; started from the button's handler, so no effect keeps state in sync.
  const followPull = async () => {
    for (let round = 0; round < 150; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const latest = await client.fetchQuery({
        ...endpointQuery(chatArchiveStatus, {}),
        staleTime: 0,
      });
      if (!RUNNING.has(latest.job_state ?? '')) break;
    }
    for (const read of [chatConversationList, chatMessageList, sensitiveHitList]) {
      void client.invalidateQueries({ queryKey: endpointKey(read) });
    }
  };
  if (data && !data.configured) {
    return (
      <Box
        display="flex"
        flexWrap="wrap"
        gap="2"
        alignItems="center"
        data-testid="chat-archive-status"
      >
        <Text fontSize="sm" color="orange.800">
          {t('chatRecords.status.notConfigured')}
        </Text>
        <Link asChild color="blue.700" fontSize="sm">
          <RouterLink to="/chat-archive-configure">{t('chatRecords.status.configure')}</RouterLink>
        </Link>
      </Box>
    );
  }
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      gap="3"
      alignItems="center"
      justifyContent="space-between"
      data-testid="chat-archive-status"
    >
      <Box fontSize="sm" color="fg.muted">
        {data ? (
          <Text data-testid="archive-summary">
            {t('chatRecords.status.summary', {
              stored: data.stored_total,
              seq: data.last_seq,
              skipped: data.skipped_no_consent,
            })}
          </Text>
        ) : null}
        <Text>
          {data?.last_pulled_at
            ? t('chatRecords.status.lastPulled', { time: formatDateTime(data.last_pulled_at) })
            : t('chatRecords.status.never')}
          {data?.job_state ? ` · ${t('chatRecords.status.job', { state: data.job_state })}` : ''}
        </Text>
        {data?.last_error ? (
          <Text color="red.700">{t('chatRecords.status.error', { error: data.last_error })}</Text>
        ) : null}
      </Box>
      <Button
        size="sm"
        colorPalette="blue"
        loading={pull.isPending || running}
        data-testid="archive-pull"
        onClick={() =>
          pull.mutate(
            {},
            {
              onSuccess: () => {
                notifySuccess(t('chatRecords.pulled'));
                void followPull();
              },
            },
          )
        }
      >
        {t('chatRecords.pull')}
      </Button>
    </Box>
  );
}
