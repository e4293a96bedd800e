import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { ShortLinkRow } from '../../../../contract/acquiring/short-chain';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { QrLinkDialog, publicUrl } from '../../../ui/qr-link/qr-link-dialog';
import { EMPTY_TOOL_FILTER, ToolList, toolQuery } from '../../../ui/tool-list/tool-list';
import {
  useDeleteShortLink,
  useQuota,
  useShortLinks,
  useToggleShortLink,
} from './api/short-chain-api';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /short-chain 获客短链: acquisition links with the tenant's quota, PV/UV and adds. */
export function ShortChainPage() {
  const navigate = useNavigate();
  const state = useListState(EMPTY_TOOL_FILTER);
  const list = useShortLinks(toolQuery(state));
  const toggle = useToggleShortLink();
  const remove = useDeleteShortLink();
  const quota = useQuota();
  const [qr, setQr] = useState<ShortLinkRow | null>(null);
  const [deleting, setDeleting] = useState<ShortLinkRow | null>(null);

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
      {
        key: 'enabled',
        title: t('tools.status'),
        render: (row) => (
          <Toggle
            checked={row.enabled}
            label={row.enabled ? t('tools.on') : t('tools.off')}
            onChange={(enabled) =>
              toggle.mutate(
                { params: { id: row.id }, body: { enabled } },
                { onSuccess: () => notifySuccess(t('tools.toggled')) },
              )
            }
          />
        ),
      },
      {
        key: 'created',
        title: t('tools.createdAt'),
        render: (row) => formatDateTime(row.created_at),
      },
      {
        key: 'actions',
        title: t('tools.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1" flexWrap="wrap">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setQr(row)}>
              {t('tools.qr')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => navigate(`/short-chain/post?id=${row.id}`)}
            >
              {t('tools.edit')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => navigate(`/short-chain/statistic?id=${row.id}`)}
            >
              {t('tools.data')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row)}>
              {t('tools.delete')}
            </Button>
          </Box>
        ),
      },
    ],
    [navigate, toggle],
  );

  const setMany = (enabled: boolean) =>
    void Promise.all(
      [...state.selected].map((id) =>
        toggle.mutateAsync({ params: { id: Number(id) }, body: { enabled } }),
      ),
    ).then(() => {
      state.clearSelection();
      notifySuccess(t('tools.toggled'));
    });

  return (
    <PageLayout
      title={t('link.title')}
      description={t('link.description')}
      testId="short-chain-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => navigate('/short-chain/post')}
          data-testid="tool-create"
        >
          + {t('link.create')}
        </Button>
      }
    >
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
      <PageSection>
        <ToolList
          label={t('link.title')}
          testId="short-chain-table"
          state={state}
          columns={columns}
          rows={list.data?.list}
          rowKey={(row) => row.id}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={state.filtered ? t('tools.emptyFiltered') : t('tools.empty')}
          searchLabel={t('tools.search')}
          statusLabels={{
            all: t('tools.statusAll'),
            on: t('tools.on'),
            off: t('tools.off'),
            label: t('tools.status'),
          }}
          exportName={t('link.title')}
          exportLabel={t('tools.export')}
          exportRows={(rows) => [
            [t('tools.name'), t('link.url'), t('link.pv'), t('link.uv'), t('link.adds')],
            ...rows.map((row) => [row.name, publicUrl(row.link_path), row.pv, row.uv, row.adds]),
          ]}
          batchActions={
            <>
              <Button size="xs" variant="outline" onClick={() => setMany(true)}>
                {t('tools.batchOn')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => setMany(false)}>
                {t('tools.batchOff')}
              </Button>
            </>
          }
        />
      </PageSection>
      <QrLinkDialog
        target={qr ? { name: qr.name, path: qr.link_path } : null}
        title={qr?.name ?? ''}
        hint={t('tools.qrHint')}
        onClose={() => setQr(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.isPending}
        title={t('tools.deleteTitle')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => {
                notifySuccess(t('tools.deleted'));
                setDeleting(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm">{deleting ? t('tools.deleteBody', { name: deleting.name }) : ''}</Text>
      </ConfirmDialog>
    </PageLayout>
  );
}
