import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format/date-time';
import { TABLE_DEFAULTS } from '../../lib/format/table-defaults';
import { t } from '../../lib/i18n/translate';
import { AppDialog } from '../../ui/app-dialog';
import { PaginationBar } from '../../ui/data-table/pagination-bar';
import { NoticeLink } from './notice-link';
import { noticePageQueryOptions } from './notice-page-query';

/** spec §7 get-notice-page-not-with-tenant: every notice, paged (20, size changer, jumper). */
export function NoticeListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: TABLE_DEFAULTS.pageSize });
  const page = useQuery({ ...noticePageQueryOptions(paging.page, paging.pageSize), enabled: open });
  const list = page.data?.list;

  let body;
  if (!list && page.isError) {
    body = (
      <Box py="10" textAlign="center" color="fg.muted">
        <Text>{t('home.loadFailed')}</Text>
        <Button mt="3" size="sm" variant="outline" onClick={() => void page.refetch()}>
          {t('common.retry')}
        </Button>
      </Box>
    );
  } else if (!list) {
    body = (
      <Box py="10" display="flex" justifyContent="center">
        <Spinner color="blue.500" />
      </Box>
    );
  } else if (list.length === 0) {
    body = (
      <Text py="10" textAlign="center" color="fg.muted">
        {t('platform.notice.empty')}
      </Text>
    );
  } else {
    body = list.map((notice) => (
      <Box
        key={notice.id}
        as="article"
        py="3"
        borderBottomWidth="1px"
        _last={{ borderBottomWidth: 0 }}
      >
        <Box display="flex" alignItems="center" gap="2">
          <Text fontWeight="medium" flex="1">
            {notice.title}
          </Text>
          <Badge colorPalette={notice.is_read ? 'gray' : 'red'} variant="subtle">
            {notice.is_read ? t('platform.notice.read') : t('platform.notice.unread')}
          </Badge>
        </Box>
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('platform.notice.publishedAt', { time: formatDateTime(notice.publish_time) })}
        </Text>
        <Text fontSize="sm" mt="2" whiteSpace="pre-wrap">
          {notice.remark}
        </Text>
        {notice.link ? (
          <Box mt="1">
            <NoticeLink href={notice.link} onNavigate={onClose}>
              {t('platform.notice.viewDetail')}
            </NoticeLink>
          </Box>
        ) : null}
      </Box>
    ));
  }

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('platform.notice.listTitle')}
      closeLabel={t('common.close')}
      mountOnOpen
    >
      <Box data-testid="notice-list" maxH="60vh" overflowY="auto">
        {body}
      </Box>
      <Box mt="3">
        <PaginationBar
          total={page.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onChange={(next, pageSize) => setPaging({ page: next, pageSize })}
          disabled={page.isFetching}
        />
      </Box>
    </AppDialog>
  );
}
