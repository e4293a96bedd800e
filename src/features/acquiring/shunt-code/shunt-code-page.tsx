import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { ShuntCodeRow } from '../../../../contract/acquiring/shunt-code';
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
import { useDeleteShuntCode, useShuntCodes, useToggleShuntCode } from './api/shunt-code-api';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /shunt-code 分流码: one entry QR split over targets by rule and weight. */
export function ShuntCodePage() {
  const navigate = useNavigate();
  const state = useListState(EMPTY_TOOL_FILTER);
  const list = useShuntCodes(toolQuery(state));
  const toggle = useToggleShuntCode();
  const remove = useDeleteShuntCode();
  const [qr, setQr] = useState<ShuntCodeRow | null>(null);
  const [deleting, setDeleting] = useState<ShuntCodeRow | null>(null);

  const columns = useMemo<DataColumn<ShuntCodeRow>[]>(
    () => [
      {
        key: 'name',
        title: t('tools.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      { key: 'rule', title: t('shunt.rule'), render: (row) => t(`shunt.rule.${row.rule}`) },
      {
        key: 'targets',
        title: t('shunt.targets'),
        render: (row) => (
          <Text fontSize="sm">
            {row.targets
              .map((target) =>
                row.rule === 'weighted' ? `${target.name}(${target.weight})` : target.name,
              )
              .join('、')}
          </Text>
        ),
      },
      {
        key: 'exposures',
        title: t('shunt.exposures'),
        align: 'end',
        render: (row) => row.exposures,
      },
      { key: 'adds', title: t('shunt.adds'), align: 'end', render: (row) => row.adds },
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
              onClick={() => navigate(`/shunt-code/code-form?id=${row.id}`)}
            >
              {t('tools.edit')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => navigate(`/shunt-code/statistics?id=${row.id}`)}
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
      title={t('shunt.title')}
      description={t('shunt.description')}
      testId="shunt-code-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => navigate('/shunt-code/code-form')}
          data-testid="tool-create"
        >
          + {t('tools.create')}
        </Button>
      }
    >
      <PageSection>
        <ToolList
          label={t('shunt.title')}
          testId="shunt-code-table"
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
          exportName={t('shunt.title')}
          exportLabel={t('tools.export')}
          exportRows={(rows) => [
            [
              t('tools.name'),
              t('shunt.rule'),
              t('shunt.targets'),
              t('shunt.exposures'),
              t('shunt.adds'),
              t('tools.qr'),
            ],
            ...rows.map((row) => [
              row.name,
              t(`shunt.rule.${row.rule}`),
              row.targets.map((x) => `${x.name}:${x.weight}`).join(' '),
              row.exposures,
              row.adds,
              publicUrl(row.scan_path),
            ]),
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
        target={qr ? { name: qr.name, path: qr.scan_path } : null}
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
