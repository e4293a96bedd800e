import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { SendCheck } from '../../../../contract/reach/mass-send';
import { formatDateTime } from '../../../lib/format/date-time';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { useSendCheck } from './api/mass-send-api';
import type { MassSendConfig } from './mass-send-config';

export interface SendConfirmDialogProps {
  config: MassSendConfig;
  /** The validated send about to leave; null: the dialog is closed. */
  pending: { filter: unknown; send_type: 'now' | 'scheduled'; send_at?: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Summary({ config, check }: { config: MassSendConfig; check: SendCheck }) {
  const receivers = formatNumber(check.receivers);
  return (
    <>
      <Text fontSize="md" fontWeight="semibold" data-testid="confirm-receivers">
        {t(config.kind === 'private' ? 'confirm.receivers' : 'confirm.receiversGroups', {
          count: receivers,
        })}
      </Text>
      <Text fontSize="sm">{t('confirm.employees', { count: check.employees })}</Text>
      {check.sample.length > 0 ? (
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('confirm.sample', { count: check.sample.length })}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere" data-testid="confirm-sample">
            {check.sample
              .map((row) =>
                t('confirm.sampleItem', { name: row.name || '-', employee: row.employee_name }),
              )
              .join('、')}
          </Text>
        </Box>
      ) : null}
      <Text fontSize="xs" color="fg.muted">
        {t('confirm.calls', { cap: formatNumber(check.per_call), calls: check.calls })}
      </Text>
    </>
  );
}

/** issue #40: who the filter picks that will not receive, grouped by reason, then listed. */
function Skipped({ check }: { check: SendCheck }) {
  if (check.skipped_total === 0) {
    return (
      <Text fontSize="sm" color="green.700" data-testid="confirm-skipped-none">
        {t('confirm.skippedNone')}
      </Text>
    );
  }
  return (
    <Box data-testid="confirm-skipped">
      <Text fontSize="sm" fontWeight="semibold" color="orange.800">
        {t('confirm.skipped', { count: formatNumber(check.skipped_total) })}
      </Text>
      {check.skipped_by_reason.map((row) => (
        <Text key={row.reason} fontSize="sm" color="orange.800">
          {t('confirm.reasonCount', { reason: row.reason, count: formatNumber(row.count) })}
        </Text>
      ))}
      <Box maxH="12rem" overflowY="auto" mt="2" borderWidth="1px" borderRadius="md">
        <SimpleTable
          label={t('confirm.skipped', { count: formatNumber(check.skipped_total) })}
          rows={check.skipped}
          testId="confirm-skipped-table"
          columns={[
            { key: 'name', title: t('confirm.col.name'), render: (row) => row.name || '-' },
            {
              key: 'employee',
              title: t('confirm.col.employee'),
              render: (row) => row.employee_name || '-',
            },
            { key: 'reason', title: t('confirm.col.reason'), render: (row) => row.reason },
          ]}
        />
      </Box>
      {check.skipped.length < check.skipped_total ? (
        <Text fontSize="xs" color="fg.muted">
          {t('confirm.skippedMore', {
            shown: check.skipped.length,
            count: formatNumber(check.skipped_total),
          })}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * issue #38 item 7: every mass send says who and how many and asks before it leaves; the
 * recipients are checked again when it opens (issue #40), so the count is the one sent.
 */
export function SendConfirmDialog({
  config,
  pending,
  busy,
  onConfirm,
  onClose,
}: SendConfirmDialogProps) {
  const check = useSendCheck(config.endpoints, pending?.filter, pending !== null);
  const data = check.data;
  const nobody = data !== undefined && data.receivers === 0;
  const scheduled = pending?.send_type === 'scheduled';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('confirm.title')}
      busy={busy}
      onClose={onClose}
      onConfirm={() => {
        if (data && !nobody) onConfirm();
      }}
      confirmLabel={
        scheduled
          ? t('confirm.okScheduled')
          : t('confirm.ok', { count: formatNumber(data?.receivers ?? 0) })
      }
    >
      <Box display="flex" flexDirection="column" gap="2" data-testid="send-confirm">
        <Text fontSize="sm">
          {scheduled
            ? t('confirm.when.scheduled', { time: formatDateTime(pending?.send_at ?? '') })
            : t('confirm.when.now')}
        </Text>
        {check.isError ? (
          <Text fontSize="sm" color="red.700" role="alert">
            {t('confirm.error')}
          </Text>
        ) : !data ? (
          <Text fontSize="sm" color="fg.muted">
            {t('confirm.loading')}
          </Text>
        ) : (
          <>
            <Summary config={config} check={data} />
            <Skipped check={data} />
            {nobody ? (
              <Text fontSize="sm" color="red.700" role="alert">
                {t('confirm.nobody')}
              </Text>
            ) : null}
          </>
        )}
      </Box>
    </ConfirmDialog>
  );
}
