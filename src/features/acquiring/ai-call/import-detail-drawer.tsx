// /ai-call import detail: state and settings, the figures by number state, the confirm step
// of a sheet with rejected rows, the import report (line numbers and why), each employee's
// progress and every number (import-numbers.tsx); pause/resume and the sandbox round.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ImportAction, ImportDetail } from '../../../../contract/acquiring/ai-call';
import {
  NUMBER_STATUS_LABELS,
  aiCallAction,
  aiCallDetail,
  aiCallList,
  aiCallNumbers,
} from '../../../../contract/acquiring/ai-call';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { StatCard } from '../../../ui/stat-card/stat-card';
import { ImportStatusBadge, NumberStatusBadge } from './ai-call-columns';
import { ImportNumbers } from './import-numbers';

const TONES = ['orange', 'blue', 'purple', 'green', 'red', 'gray'] as const;

function Summary({ detail }: { detail: ImportDetail }) {
  const recycle =
    detail.recycle_after_days === 0
      ? t('aiCall.detail.noRecycle')
      : t('aiCall.detail.recycleDays', { days: detail.recycle_after_days });
  return (
    <Stack gap="2">
      <HStack gap="3" flexWrap="wrap">
        <ImportStatusBadge status={detail.status} />
        <Text fontSize="sm">{detail.file_name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('aiCall.rows', {
            total: detail.total_rows,
            valid: detail.valid_rows,
            invalid: detail.invalid_rows,
            duplicate: detail.duplicate_rows,
          })}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('aiCall.detail.settings', { remind: detail.remind_after_days, recycle })} ·{' '}
        {t('aiCall.detail.reminders', { n: detail.reminders })}
      </Text>
      {detail.status === 'parsing' ? (
        <Text fontSize="sm" color="blue.700" data-testid="ai-call-progress">
          {detail.progress?.total
            ? t('aiCall.detail.progress', detail.progress)
            : t('aiCall.detail.parsing')}
        </Text>
      ) : null}
      {detail.status === 'failed' ? (
        <Text fontSize="sm" color="red.700" role="alert" data-testid="ai-call-failure">
          {t('aiCall.detail.failed', { reason: detail.failure })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Report({ detail }: { detail: ImportDetail }) {
  return (
    <Stack gap="2" data-testid="ai-call-report">
      <Heading as="h3" fontSize="sm">
        {t('aiCall.detail.report')}
      </Heading>
      {detail.report.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('aiCall.detail.reportEmpty')}
        </Text>
      ) : (
        <SimpleTable
          label={t('aiCall.detail.report')}
          columns={[
            { key: 'line', title: t('aiCall.detail.line'), render: (row) => row.line },
            { key: 'phone', title: t('aiCall.col.phone'), render: (row) => row.phone || '-' },
            { key: 'name', title: t('aiCall.col.name'), render: (row) => row.name || '-' },
            {
              key: 'status',
              title: t('aiCall.col.status'),
              render: (row) => <NumberStatusBadge status={row.status} />,
            },
            { key: 'reason', title: t('aiCall.detail.reason'), render: (row) => row.reason },
          ]}
          rows={detail.report}
        />
      )}
    </Stack>
  );
}

export function ImportDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useEndpointQuery(
    aiCallDetail,
    { params: { id: id ?? 0 } },
    { enabled: id !== null, refetchInterval: 2000 },
  );
  const detail = id !== null ? query.data : undefined;
  const [cancelling, setCancelling] = useState(false);
  const action = useEndpointMutation(aiCallAction, {
    invalidates: [aiCallList, aiCallDetail, aiCallNumbers],
  });
  const run = (name: ImportAction) =>
    id !== null &&
    action.mutate(
      { params: { id }, body: { action: name } },
      {
        onSuccess: () => {
          setCancelling(false);
          notifySuccess(t(name === 'simulate' ? 'aiCall.done.simulate' : 'aiCall.done.status'));
        },
      },
    );
  const bad = detail ? detail.invalid_rows + detail.duplicate_rows : 0;
  return (
    <FormDrawer
      open={id !== null}
      onClose={onClose}
      title={detail?.title ?? t('aiCall.detail.title')}
      size="xl"
      testId="ai-call-detail"
    >
      {detail ? (
        <Stack gap="5">
          <Summary detail={detail} />
          {detail.status === 'confirm' ? (
            <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" p="3" borderRadius="md">
              <Text fontSize="sm" mb="3" data-testid="ai-call-confirm-hint">
                {t('aiCall.detail.confirmHint', { bad, valid: detail.valid_rows })}
              </Text>
              <HStack gap="2" flexWrap="wrap">
                <Button size="sm" colorPalette="blue" onClick={() => run('confirm')}>
                  {t('aiCall.action.confirm')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setCancelling(true)}>
                  {t('aiCall.action.cancel')}
                </Button>
              </HStack>
            </Box>
          ) : null}
          {detail.status === 'running' || detail.status === 'paused' ? (
            <HStack gap="2" flexWrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={() => run(detail.status === 'running' ? 'pause' : 'resume')}
              >
                {t(detail.status === 'running' ? 'aiCall.action.pause' : 'aiCall.action.resume')}
              </Button>
              {detail.status === 'running' ? (
                <Button size="sm" colorPalette="blue" onClick={() => run('simulate')}>
                  {t('aiCall.action.simulate')}
                </Button>
              ) : null}
            </HStack>
          ) : null}
          <Box display="grid" gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="3">
            {NUMBER_STATUS_LABELS.map((label, status) => (
              <StatCard
                key={label}
                label={label}
                value={detail.by_status[status] ?? 0}
                tone={TONES[status]}
                testId={`ai-call-stat-${status}`}
              />
            ))}
          </Box>
          <Report detail={detail} />
          {detail.by_employee.length > 0 ? (
            <Stack gap="2">
              <Heading as="h3" fontSize="sm">
                {t('aiCall.detail.byEmployee')}
              </Heading>
              <SimpleTable
                label={t('aiCall.detail.byEmployee')}
                columns={[
                  {
                    key: 'employee',
                    title: t('aiCall.col.employee'),
                    render: (row) => row.employee.name,
                  },
                  {
                    key: 'assigned',
                    title: t('aiCall.detail.assigned'),
                    render: (row) => row.assigned,
                  },
                  {
                    key: 'to_add',
                    title: NUMBER_STATUS_LABELS[1] ?? '',
                    render: (row) => row.to_add,
                  },
                  {
                    key: 'awaiting',
                    title: NUMBER_STATUS_LABELS[2] ?? '',
                    render: (row) => row.awaiting,
                  },
                  {
                    key: 'added',
                    title: NUMBER_STATUS_LABELS[3] ?? '',
                    render: (row) => row.added,
                  },
                ]}
                rows={detail.by_employee}
              />
            </Stack>
          ) : null}
          {detail.status !== 'confirm' &&
          detail.status !== 'failed' &&
          detail.status !== 'parsing' ? (
            <ImportNumbers detail={detail} />
          ) : null}
        </Stack>
      ) : (
        <Text color="fg.muted">
          {query.isError ? t('aiCall.detail.error') : t('common.loading')}
        </Text>
      )}
      <ConfirmDialog
        open={cancelling}
        title={t('aiCall.cancelTitle')}
        danger
        onClose={() => setCancelling(false)}
        onConfirm={() => run('cancel')}
      >
        {t('aiCall.cancelBody', { title: detail?.title ?? '' })}
      </ConfirmDialog>
    </FormDrawer>
  );
}
