import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { Notice } from '../../../contract/platform-notice';
import { NoticeLink } from '../../data/notices/notice-link';
import { formatDateTime } from '../../lib/format/date-time';
import { t } from '../../lib/i18n/translate';
import { AppDialog } from '../../ui/app-dialog';

/** The announcement popup (spec §1): centred, custom close icon, opened by state. */
export function NoticePopupDialog({
  notices,
  open,
  onClose,
}: {
  notices: readonly Notice[];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('platform.notice.popupTitle')}
      closeLabel={t('common.close')}
      footer={
        <Button colorPalette="blue" onClick={onClose} data-testid="notice-popup-ok">
          {t('platform.notice.gotIt')}
        </Button>
      }
    >
      <Box
        data-testid="notice-popup"
        display="flex"
        flexDirection="column"
        gap="4"
        maxH="60vh"
        overflowY="auto"
      >
        {notices.length > 1 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('platform.notice.count', { count: notices.length })}
          </Text>
        ) : null}
        {notices.map((notice) => (
          <Box key={notice.id} as="article" borderLeftWidth="3px" borderColor="blue.500" ps="3">
            <Text fontWeight="semibold">{notice.title}</Text>
            <Text fontSize="xs" color="fg.muted" mt="0.5">
              {t('platform.notice.publishedAt', { time: formatDateTime(notice.publish_time) })}
            </Text>
            <Text fontSize="sm" mt="2" whiteSpace="pre-wrap" lineHeight="tall">
              {notice.remark}
            </Text>
            {notice.link ? (
              <Box mt="2">
                <NoticeLink href={notice.link} onNavigate={onClose}>
                  {t('platform.notice.viewDetail')}
                </NoticeLink>
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </AppDialog>
  );
}
