import { useEffect, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import {
  deleteExport,
  exportLink,
  exportList,
  exportUnseen,
  markExportsSeen,
  retryExport,
} from '../../../../contract/setting/export-log';
import type { ExportTaskRow } from '../../../../contract/setting/export-log';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { DEFAULT_PAGE_SIZE } from '../../../lib/format/table-defaults';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { downloadDataUrl } from '../../../ui/export/download-file';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { exportLogColumns } from './export-log-columns';
import '../../../lib/i18n/messages/setting-export-log-messages';

/**
 * issue #14 /export-log (docs/domain.md §8): background exports with their progress; download
 * through a signed link, retry a failed one, delete with confirmation. Refreshes every two
 * seconds while an export is queued or running, and marks finished ones seen (header badge).
 */
export function ExportLogPage() {
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [deleting, setDeleting] = useState<ExportTaskRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [polling, setPolling] = useState(true);
  const list = useEndpointQuery(
    exportList,
    { query: { page: paging.page, page_size: paging.pageSize } },
    { keepPrevious: true, refetchInterval: polling ? 2000 : false },
  );
  const rows = list.data?.list;
  const active = !rows || rows.some((row) => row.status === 'queued' || row.status === 'running');
  if (active !== polling) setPolling(active);
  const seen = useEndpointMutation(markExportsSeen, { invalidates: [exportUnseen], request: {} });
  const finished = rows?.filter((row) => row.status === 'done' || row.status === 'failed').length;
  const { mutate: markSeen } = seen;
  useEffect(() => {
    if (finished) markSeen({});
  }, [finished, markSeen]);
  const link = useEndpointMutation(exportLink);
  const retry = useEndpointMutation(retryExport, { invalidates: [exportList] });
  const remove = useEndpointMutation(deleteExport, { invalidates: [exportList] });

  const columns = useMemo(
    () =>
      exportLogColumns({
        onDownload: (row) =>
          link.mutate(
            { params: { id: row.id } },
            {
              onSuccess: (answer) =>
                downloadDataUrl(answer.url, `${row.type_label}-${row.id}.${row.format}`),
            },
          ),
        onRetry: (row) =>
          retry.mutate(
            { params: { id: row.id } },
            {
              onSuccess: () => notifySuccess(t('exportLog.retried')),
            },
          ),
        onDelete: setDeleting,
      }),
    // the mutations' identities are stable; their mutate functions are what the columns call
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <PageLayout
      title={t('exportLog.title')}
      description={t('exportLog.description')}
      testId="export-log-page"
      actions={
        <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
          {t('exportLog.refresh')}
        </Button>
      }
    >
      <PageSection>
        <DataTable
          label={t('exportLog.table')}
          testId="export-log-table"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          total={list.data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          loading={list.isFetching && !list.data}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={t('exportLog.empty')}
          columnSettingsKey="export-log"
        />
      </PageSection>
      <ConfirmDialog
        open={deleting !== null}
        title={t('exportLog.deleteTitle')}
        danger
        busy={busy}
        confirmLabel={t('exportLog.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          setBusy(true);
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => notifySuccess(t('exportLog.deleted')),
              onSettled: () => {
                setBusy(false);
                setDeleting(null);
              },
            },
          );
        }}
      >
        {t('exportLog.deleteBody')}
      </ConfirmDialog>
    </PageLayout>
  );
}
