import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { NoticeListDialog } from '../../../data/notices/notice-list-dialog';
import { noticePageQueryOptions } from '../../../data/notices/notice-page-query';
import { HomeCard } from './home-card';

const RECENT = 5;

/** /index recent notices: the newest five, and the whole paged list in a dialog. */
export function RecentNotices() {
  const recent = useQuery(noticePageQueryOptions(1, RECENT));
  const [open, setOpen] = useState(false);
  const list = recent.data?.list ?? [];
  return (
    <HomeCard
      title={t('home.notices')}
      testId="home-notices"
      extra={
        <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setOpen(true)}>
          {t('home.allNotices')}
        </Button>
      }
    >
      {list.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
          {recent.isPending
            ? t('common.loading')
            : recent.isError
              ? t('home.loadFailed')
              : t('platform.notice.empty')}
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" display="flex" flexDirection="column">
          {list.map((notice) => (
            <Box
              as="li"
              key={notice.id}
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Box display="flex" alignItems="center" gap="2">
                {notice.is_read ? null : (
                  <Box
                    w="1.5"
                    h="1.5"
                    borderRadius="full"
                    bg="red.500"
                    flexShrink={0}
                    aria-label={t('platform.notice.unread')}
                  />
                )}
                <Text fontSize="sm" fontWeight="medium" truncate flex="1" title={notice.remark}>
                  {notice.title}
                </Text>
              </Box>
              <Text fontSize="xs" color="fg.muted" mt="0.5">
                {formatDateTime(notice.publish_time).slice(0, 10)}
              </Text>
            </Box>
          ))}
        </Box>
      )}
      <NoticeListDialog open={open} onClose={() => setOpen(false)} />
    </HomeCard>
  );
}
