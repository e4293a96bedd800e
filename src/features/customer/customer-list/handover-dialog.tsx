import { useState } from 'react';
import { Textarea } from '@chakra-ui/react/textarea';
import { HANDOVER_LIMITS } from '../../../../contract/customer/handover';
import type { HandoverMode } from '../../../../contract/customer/handover';
import type { CustomerRow } from '../../../../contract/customer/customer-list';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useDirectoryOptions } from '../../../data/directory-options';
import { useCreateCustomerHandover } from './api/handover-api';
import { HandoverDialogFrame } from '../shared/handover/handover-dialog-frame';
import { handoverSelection } from './handover-selection';
import '../../../lib/i18n/messages/customer-handover-messages';

export interface HandoverDialogProps {
  open: boolean;
  /** The selected customers (rows of the current page). */
  customers: readonly CustomerRow[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * issue #41 分配客户 (docs/handover.md): 在职转接 or 离职继承 of the selected customers from one
 * of their employees to a member on the job; WeCom's limits are stated before sending, what
 * they refuse is explained per customer in the records.
 */
export function HandoverDialog({ open, customers, onClose, onDone }: HandoverDialogProps) {
  const directory = useDirectoryOptions();
  const create = useCreateCustomerHandover();
  const [mode, setMode] = useState<HandoverMode>('onjob');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  // 已流失 customers have no employee to hand over from: the dialog says how many are left out.
  const selection = handoverSelection(customers, from ? Number(from) : null);
  const close = () => {
    setFrom('');
    setTo('');
    setMessage('');
    setError('');
    onClose();
  };
  const submit = () => {
    if (!from) return setError(t('handover.chooseFrom'));
    if (!to) return setError(t('handover.chooseTo'));
    create.mutate(
      {
        body: {
          mode,
          customer_ids: [...selection.ids],
          handover_employee_id: Number(from),
          takeover_employee_id: Number(to),
          message: mode === 'onjob' ? message.trim() : '',
        },
      },
      {
        onSuccess: (result) => {
          notifySuccess(t('handover.done', { queued: result.queued, refused: result.refused }));
          close();
          onDone();
        },
      },
    );
  };
  return (
    <HandoverDialogFrame
      open={open}
      title={t('handover.title', { count: customers.length })}
      rules={t('handover.rules')}
      mode={mode}
      onMode={setMode}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
      error={error}
      notices={selection.notices}
      blocked={selection.nothingToHandOver}
      testId="handover"
    >
      <FormField label={t('handover.from')} required>
        <SelectFilter
          value={from}
          onChange={(value) => {
            setFrom(value);
            setError('');
          }}
          allLabel={t('handover.chooseFrom')}
          options={selection.owners.map((owner) => ({
            value: String(owner.id),
            label: owner.name,
          }))}
          ariaLabel={t('handover.from')}
          testId="handover-from"
        />
      </FormField>
      <FormField label={t('handover.to')} required>
        <SelectFilter
          value={to}
          onChange={(value) => {
            setTo(value);
            setError('');
          }}
          allLabel={t('handover.chooseTo')}
          options={(directory.data?.employees ?? [])
            .filter((employee) => String(employee.id) !== from)
            .map((employee) => ({ value: String(employee.id), label: employee.name }))}
          ariaLabel={t('handover.to')}
          testId="handover-to"
        />
      </FormField>
      {mode === 'onjob' ? (
        <FormField label={t('handover.message')} htmlFor="handover-message">
          <Textarea
            id="handover-message"
            size="sm"
            rows={2}
            maxLength={HANDOVER_LIMITS.messageMax}
            value={message}
            placeholder={t('handover.messagePlaceholder')}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
        </FormField>
      ) : null}
    </HandoverDialogFrame>
  );
}
