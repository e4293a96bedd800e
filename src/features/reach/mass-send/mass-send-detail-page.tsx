import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { ExportButton } from '../../../data/export-job/export-button';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { MessagePreview } from '../../../ui/message-composer/message-preview';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { StatusPage } from '../../../ui/status-page';
import {
  useSendCommand,
  useSendDetail,
  useSendRecipients,
  useSendTasks,
} from './api/mass-send-api';
import type { MassSendConfig } from './mass-send-config';
import { SendStatusBadge } from './send-columns';
import { recipientColumns, taskColumns } from './task-columns';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import '../../../lib/i18n/messages/reach-mass-send-messages';
import { MissingRecordPage, parseRecordId } from '../../../ui/missing-record/missing-record-page';
import { RightButton } from '../../../data/menu/right-button';

/** issue #17 a send's detail: true totals, per employee (remind), per recipient with reason. */
function MassSendDetailView({ config, id }: { config: MassSendConfig; id: number }) {
  const navigate = useNavigate();
  const detail = useSendDetail(config.endpoints, id);
  const version = detail.dataUpdatedAt;
  const tasks = useSendTasks(config.endpoints, id, version);
  const [tab, setTab] = useState<'employees' | 'recipients'>('recipients');
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const recipients = useSendRecipients(
    config.endpoints,
    id,
    {
      page: paging.page,
      page_size: paging.pageSize,
      ...(status ? { status: Number(status) } : {}),
    },
    version,
  );
  const command = useSendCommand(config.endpoints);
  const [cancelOpen, setCancelOpen] = useState(false);
  const send = detail.data;
  const sending = send?.status === 2;
  const remind = (taskIds?: number[]) =>
    command.mutate(
      { kind: 'remind', id, ...(taskIds ? { taskIds } : {}) },
      {
        onSuccess: (data) => {
          notifySuccess(t('detail.reminded', { count: (data as { reminded: number }).reminded }));
          void tasks.refetch();
        },
      },
    );
  const taskCols = useMemo(() => taskColumns((task) => remind([task.id]), sending), [sending]); // eslint-disable-line react-hooks/exhaustive-deps
  const recipientCols = useMemo(() => recipientColumns(config.kind), [config.kind]);

  if (detail.isError) return <StatusPage title={t('detail.notFound')} />;
  const totals = send?.totals;
  return (
    <PageLayout
      title={send ? send.name : t('detail.title')}
      description={send ? `${formatDateTime(send.send_at)} · ${send.creator}` : undefined}
      testId="mass-send-detail"
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => navigate(config.route)}>
            {t('detail.back')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigate(`${config.route}/form?copy=${id}`)}
          >
            {t('detail.copy')}
          </Button>
          {send?.status === 1 ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => navigate(`${config.route}/form?edit=${id}`)}
            >
              {t('mass.action.edit')}
            </Button>
          ) : null}
          <ExportButton
            type={config.kind === 'private' ? 'private_chat_recipients' : 'group_chat_recipients'}
            filters={{ id: String(id), ...(status ? { status } : {}) }}
            total={totals?.recipients ?? 0}
          />
          {sending && (totals?.unconfirmed ?? 0) > 0 ? (
            <RightButton
              right="send"
              size="sm"
              colorPalette="blue"
              onClick={() => remind()}
              data-testid="remind-all"
            >
              {t('detail.remindAll')}
            </RightButton>
          ) : null}
          {send && (send.status === 1 || send.status === 2 || send.status === 5) ? (
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              onClick={() => setCancelOpen(true)}
            >
              {t('mass.action.cancel')}
            </Button>
          ) : null}
        </>
      }
    >
      <Box
        display="grid"
        gridTemplateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          xl: 'repeat(8, minmax(0, 1fr))',
        }}
        gap="3"
        data-testid="send-totals"
      >
        <StatCard label={t('detail.stat.recipients')} value={totals?.recipients ?? 0} />
        <StatCard
          label={t('detail.stat.sent')}
          value={totals?.sent ?? 0}
          tone="green"
          testId="total-sent"
        />
        <StatCard
          label={t('detail.stat.pending')}
          value={totals?.pending ?? 0}
          tone="gray"
          testId="total-pending"
        />
        {config.countsNotFriend ? (
          <StatCard
            label={t('detail.stat.notFriend')}
            value={totals?.not_friend ?? 0}
            tone="orange"
          />
        ) : null}
        <StatCard label={t('detail.stat.limit')} value={totals?.limit_reached ?? 0} tone="purple" />
        <StatCard label={t('detail.stat.failed')} value={totals?.failed ?? 0} tone="red" />
        <StatCard
          label={t('detail.stat.confirmed')}
          value={totals?.confirmed ?? 0}
          tone="green"
          testId="total-confirmed"
        />
        <StatCard
          label={t('detail.stat.unconfirmed')}
          value={totals?.unconfirmed ?? 0}
          tone="orange"
          testId="total-unconfirmed"
        />
      </Box>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 260px' }}
        gap="4"
        alignItems="start"
      >
        <PageSection
          title={
            <Box display="flex" gap="3" alignItems="center" flexWrap="wrap">
              {send ? <SendStatusBadge status={send.status} /> : null}
              <SegmentedControl
                label={t('detail.recipientsTable')}
                value={tab}
                onChange={setTab}
                options={[
                  {
                    value: 'recipients',
                    label: t(
                      config.kind === 'private' ? 'detail.tab.recipients' : 'detail.tab.groups',
                    ),
                  },
                  { value: 'employees', label: t('detail.tab.employees') },
                ]}
              />
            </Box>
          }
        >
          {tab === 'employees' ? (
            <DataTable
              label={t('detail.tasksTable')}
              testId="task-table"
              columns={taskCols}
              rows={tasks.data}
              rowKey={(row) => row.id}
              total={tasks.data?.length ?? 0}
              page={1}
              pageSize={Math.max(20, tasks.data?.length ?? 0)}
              onPageChange={() => undefined}
              loading={tasks.isFetching}
              error={tasks.isError}
            />
          ) : (
            <DataTable
              label={t('detail.recipientsTable')}
              testId="recipient-table"
              columns={recipientCols}
              rows={recipients.data?.list}
              rowKey={(row) => row.id}
              total={recipients.data?.total ?? 0}
              page={paging.page}
              pageSize={paging.pageSize}
              onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
              loading={recipients.isFetching}
              error={recipients.isError}
              onRetry={() => void recipients.refetch()}
              toolbar={
                <Box width="40">
                  <SelectFilter
                    value={status}
                    ariaLabel={t('detail.filterStatus')}
                    onChange={(next) => {
                      setStatus(next);
                      setPaging((current) => ({ ...current, page: 1 }));
                    }}
                    options={[0, 1, 2, 3, 4, 5]
                      .filter((value) => config.countsNotFriend || value !== 2)
                      .map((value) => ({
                        value: String(value),
                        label: t(`detail.recipient.${value as 0 | 1 | 2 | 3 | 4 | 5}`),
                      }))}
                  />
                </Box>
              }
            />
          )}
        </PageSection>
        <PageSection title={t('detail.message')}>
          <Box display="flex" justifyContent="center">
            {send ? (
              <MessagePreview message={send.message} channel={config.messageChannel} />
            ) : (
              <Text color="fg.muted">…</Text>
            )}
          </Box>
        </PageSection>
      </Box>
      <ConfirmDialog
        open={cancelOpen}
        title={t('mass.cancelTitle')}
        danger
        busy={command.isPending}
        onClose={() => setCancelOpen(false)}
        onConfirm={() =>
          command.mutate(
            { kind: 'cancel', id },
            {
              onSuccess: (data) => {
                const count = (data as { cancelled_recipients: number }).cancelled_recipients;
                notifySuccess(t('mass.cancelled', { count }));
                setCancelOpen(false);
              },
            },
          )
        }
      >
        {t('mass.cancelBody', { name: send?.name ?? '' })}
      </ConfirmDialog>
    </PageLayout>
  );
}

/** ?id=<send>: without a send id the page says so instead of waiting. */
export function MassSendDetailPage({ config }: { config: MassSendConfig }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = parseRecordId(search.get('id'));
  if (id === undefined)
    return <MissingRecordPage title={t('detail.title')} onBack={() => navigate(config.route)} />;
  return <MassSendDetailView key={id} config={config} id={id} />;
}
