import { useState } from 'react';
import type { HandoverMode } from '../../../../contract/customer/handover';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useCreateGroupHandover } from '../shared/handover/api/handover-api';
import { useDirectory } from '../shared/picker-data';
import { HandoverDialogFrame } from '../shared/handover/handover-dialog-frame';
import '../../../lib/i18n/messages/customer-handover-messages';

export interface GroupHandoverDialogProps {
  open: boolean;
  groupIds: readonly number[];
  onClose: () => void;
  onDone: () => void;
}

/** issue #41 转接群主 (docs/handover.md): the selected groups to a new owner on the job. */
export function GroupHandoverDialog({ open, groupIds, onClose, onDone }: GroupHandoverDialogProps) {
  const directory = useDirectory();
  const create = useCreateGroupHandover();
  const [mode, setMode] = useState<HandoverMode>('onjob');
  const [owner, setOwner] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setOwner('');
    setError('');
    onClose();
  };
  const submit = () => {
    if (!owner) return setError(t('handover.chooseTo'));
    create.mutate(
      { body: { mode, group_ids: [...groupIds], takeover_employee_id: Number(owner) } },
      {
        onSuccess: (result) => {
          notifySuccess(
            t('handover.groupDone', { queued: result.queued, refused: result.refused }),
          );
          close();
          onDone();
        },
      },
    );
  };
  return (
    <HandoverDialogFrame
      open={open}
      title={t('handover.groupTitle', { count: groupIds.length })}
      rules={t('handover.groupRules')}
      mode={mode}
      onMode={setMode}
      submitting={create.isPending}
      onSubmit={submit}
      onClose={close}
      error={error}
      testId="group-handover"
    >
      <FormField label={t('handover.newOwner')} required>
        <SelectFilter
          value={owner}
          onChange={(value) => {
            setOwner(value);
            setError('');
          }}
          allLabel={t('handover.chooseTo')}
          options={(directory.data?.employees ?? []).map((employee) => ({
            value: String(employee.id),
            label: employee.name,
          }))}
          ariaLabel={t('handover.newOwner')}
          testId="group-handover-owner"
        />
      </FormField>
    </HandoverDialogFrame>
  );
}
