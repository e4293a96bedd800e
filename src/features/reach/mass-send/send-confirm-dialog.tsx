import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { SendCheck } from '../../../../contract/reach/mass-send';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { MessageKey } from '../../../lib/i18n/zh-cn';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import '../../../lib/i18n/messages/reach-mass-send-messages';

/**
 * What is about to leave: a mass send (now or at a time; WeCom's add_msg_template calls are
 * shown) or an SOP plan (its steps go to everyone it picks, one by one, as each falls due).
 */
export type SendConfirmVariant = 'massNow' | 'massScheduled' | 'sop';

export interface SendConfirmDialogProps {
  open: boolean;
  variant: SendConfirmVariant;
  /** Who receives one copy: a customer or a customer group. */
  kind: 'private' | 'group';
  /** The recipients checked again when the dialog opens (the server's send check). */
  check: { readonly data: SendCheck | undefined; readonly isError: boolean };
  /** When and how it leaves, one line. */
  when: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Summary({
  kind,
  variant,
  check,
}: {
  kind: SendConfirmDialogProps['kind'];
  variant: SendConfirmVariant;
  check: SendCheck;
}) {
  const receivers = formatNumber(check.receivers);
  return (
    <>
      <Text fontSize="md" fontWeight="semibold" data-testid="confirm-receivers">
        {t(kind === 'private' ? 'confirm.receivers' : 'confirm.receiversGroups', {
          count: receivers,
        })}
      </Text>
      <Text fontSize="sm">
        {t(variant === 'sop' ? 'confirm.employeesSop' : 'confirm.employees', {
          count: check.employees,
        })}
      </Text>
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
      {variant === 'sop' ? null : (
        <Text fontSize="xs" color="fg.muted">
          {t('confirm.calls', { cap: formatNumber(check.per_call), calls: check.calls })}
        </Text>
      )}
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

const TITLES: Record<SendConfirmVariant, MessageKey> = {
  massNow: 'confirm.title',
  massScheduled: 'confirm.title',
  sop: 'confirm.titleSop',
};

function confirmLabel(variant: SendConfirmVariant, receivers: number) {
  if (variant === 'massScheduled') return t('confirm.okScheduled');
  return t(variant === 'sop' ? 'confirm.okSop' : 'confirm.ok', {
    count: formatNumber(receivers),
  });
}

/**
 * issue #38 item 7: every send to more than one recipient (a mass send, an SOP plan) says who
 * and how many and asks before it leaves; the recipients are checked again when it opens
 * (issue #40), so the count is the one sent. One dialog for both (the SOP form and the
 * mass-send form), over the one server check (server/modules/reach/mass-send/send-check.ts).
 */
export function SendConfirmDialog({
  open,
  variant,
  kind,
  check,
  when,
  busy,
  onConfirm,
  onClose,
}: SendConfirmDialogProps) {
  const data = check.data;
  const nobody = data !== undefined && data.receivers === 0;
  return (
    <ConfirmDialog
      open={open}
      title={t(TITLES[variant])}
      busy={busy}
      onClose={onClose}
      onConfirm={() => {
        if (data && !nobody) onConfirm();
      }}
      confirmLabel={confirmLabel(variant, data?.receivers ?? 0)}
    >
      <Box display="flex" flexDirection="column" gap="2" data-testid="send-confirm">
        <Text fontSize="sm">{when}</Text>
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
            <Summary kind={kind} variant={variant} check={data} />
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
