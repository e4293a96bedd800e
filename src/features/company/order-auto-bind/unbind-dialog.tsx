import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  bindResults,
  bindRules,
  bindStats,
  bindUnbind,
  unbindBody,
} from '../../../../contract/company/order-auto-bind';
import type { BindResultRow } from '../../../../contract/company/order-auto-bind';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

/** issue #22: unbinding is confirmed and needs a reason (the job will not rebind it). */
export function UnbindDialog(props: { row: BindResultRow | null; onClose: () => void }) {
  const { row, onClose } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [shownId, setShownId] = useState<number | null>(null);
  if ((row?.order_id ?? null) !== shownId) {
    setShownId(row?.order_id ?? null);
    setReason('');
    setError('');
  }
  const unbind = useEndpointMutation(bindUnbind, {
    invalidates: [bindResults, bindStats, bindRules],
  });
  const confirm = () => {
    if (!row) return;
    const parsed = unbindBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    unbind.mutate(
      { params: { order_id: row.order_id }, body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('orderAutoBind.unbindDialog.done'));
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('orderAutoBind.unbindDialog.title', { orderNo: row?.order_no ?? '' })}
      confirmLabel={t('orderAutoBind.unbindDialog.confirm')}
      danger
      busy={unbind.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Box display="flex" flexDirection="column" gap="3" data-testid="unbind-dialog">
        <Text fontSize="sm">
          {t('orderAutoBind.unbindDialog.body', { customer: row?.customer?.name ?? '' })}
        </Text>
        <FormField
          label={t('orderAutoBind.unbindDialog.reason')}
          error={error}
          htmlFor="unbind-reason"
          required
        >
          <Textarea
            id="unbind-reason"
            size="sm"
            rows={2}
            maxLength={200}
            value={reason}
            data-testid="unbind-reason"
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </FormField>
      </Box>
    </ConfirmDialog>
  );
}
