import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { HandoverMode } from '../../../../contract/customer/handover';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useCreateGroupHandover } from '../shared/handover/api/handover-api';
import { useDirectory } from '../shared/picker-data';
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
    <AppDialog
      open={open}
      onClose={close}
      title={t('handover.groupTitle', { count: groupIds.length })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={close}>
            {t('handover.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={create.isPending}
            onClick={submit}
            data-testid="group-handover-submit"
          >
            {t('handover.submit')}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('handover.groupRules')}
      </Text>
      <FormField label={t('handover.mode')} required>
        <SelectFilter
          value={mode}
          onChange={(value) => setMode(value === 'resigned' ? 'resigned' : 'onjob')}
          allLabel={t('handover.mode.onjob')}
          options={[{ value: 'resigned', label: t('handover.mode.resigned') }]}
          ariaLabel={t('handover.mode')}
          testId="group-handover-mode"
        />
      </FormField>
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
      {error ? (
        <Text fontSize="xs" color="red.600" mt="1" role="alert">
          {error}
        </Text>
      ) : null}
    </AppDialog>
  );
}
