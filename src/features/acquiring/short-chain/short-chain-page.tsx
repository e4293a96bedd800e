import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { ShortLinkRow } from '../../../../contract/acquiring/short-chain';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { publicUrl } from '../../../ui/qr-link/public-url';
import { ToolListPage } from '../../../ui/tool-list/tool-list-page';
import {
  toolActionsColumn,
  toolCreatedColumn,
  toolStatusColumn,
} from '../../../ui/tool-list/tool-parts';
import { useToolListPage } from '../../../data/tool-page/use-tool-list-page';
import {
  useDeleteShortLink,
  useQuota,
  useShortLinks,
  useToggleShortLink,
} from './api/short-chain-api';
import { useCan } from '../../../data/menu/use-can';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /short-chain 获客短链: acquisition links with the tenant's quota, PV/UV and adds. */
export function ShortChainPage() {
  const navigate = useNavigate();
  const tool = useToolListPage({
    useList: useShortLinks,
    toggle: useToggleShortLink(),
    remove: useDeleteShortLink(),
    exportType: 'short_links',
    qrPath: (row: ShortLinkRow) => row.link_path,
  });
  const { setEnabled, rowActions } = tool;
  const quota = useQuota();

  // issue #41: 删除 is a right of its own (the button is off, with the reason, without it)
  const canDelete = useCan('delete');
  const columns = useMemo<DataColumn<ShortLinkRow>[]>(
    () => [
      {
        key: 'name',
        title: t('tools.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      {
        key: 'link',
        title: t('link.url'),
        render: (row) => (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {publicUrl(row.link_path)}{' '}
            {row.expired ? <Badge colorPalette="orange">{t('link.expired')}</Badge> : null}
            {row.mini_program ? (
              <Text as="span" display="block">
                {t('link.miniLink')}：{row.mini_program.url_link}
              </Text>
            ) : null}
          </Text>
        ),
      },
      {
        key: 'channels',
        title: t('link.channels'),
        render: (row) => row.channels.map((x) => x.label).join('、') || '-',
      },
      { key: 'pv', title: t('link.pv'), align: 'end', render: (row) => row.pv },
      { key: 'uv', title: t('link.uv'), align: 'end', render: (row) => row.uv },
      { key: 'adds', title: t('link.adds'), align: 'end', render: (row) => row.adds },
      toolStatusColumn<ShortLinkRow>(setEnabled),
      toolCreatedColumn<ShortLinkRow>(),
      toolActionsColumn<ShortLinkRow>({
        ...rowActions,
        onEdit: (row) => navigate(`/short-chain/post?id=${row.id}`),
        onData: (row) => navigate(`/short-chain/statistic?id=${row.id}`),
        deleteRefusal: canDelete.reason,
      }),
    ],
    [navigate, setEnabled, rowActions, canDelete.reason],
  );

  return (
    <ToolListPage
      title={t('link.title')}
      description={t('link.description')}
      testId="short-chain-page"
      tableTestId="short-chain-table"
      onCreate={() => navigate('/short-chain/post')}
      createLabel={t('link.create')}
      header={
        <>
          <PageSection title={t('link.quota')} testId="link-quota">
            {quota.data ? (
              <Box fontSize="sm">
                <Text fontWeight="medium">
                  {t('link.quotaLine', {
                    total: quota.data.total,
                    used: quota.data.used,
                    balance: quota.data.balance,
                  })}
                </Text>
                {quota.data.batches.map((batch) => (
                  <Text key={batch.expires_at} color="fg.muted">
                    {t('link.quotaBatch', {
                      amount: batch.amount,
                      used: batch.used,
                      date: formatDateTime(batch.expires_at).slice(0, 10),
                    })}
                  </Text>
                ))}
                {quota.data.balance <= 0 ? (
                  <Text color="red.700" role="alert">
                    {t('link.quotaEmpty')}
                  </Text>
                ) : null}
              </Box>
            ) : null}
          </PageSection>
        </>
      }
      columns={columns}
      {...tool.pageProps}
    />
  );
}
