import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { channelCodeGroupSchema } from '../../../../contract/acquiring/channel-code';
import type { ChannelCodeGroupRow } from '../../../../contract/acquiring/channel-code';
import { validate } from '../../../../contract/validation';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useChannelCodeCommand } from './api/channel-code-mutations';
import '../../../lib/i18n/messages/acquiring-messages';
import '../../../lib/i18n/messages/page-kit-messages';

/** Create a code group (group undefined) or rename one; the name is checked by the contract. */
export function GroupNameDialog(props: {
  open: boolean;
  group?: ChannelCodeGroupRow;
  onClose: () => void;
}) {
  const command = useChannelCodeCommand();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  // Opening (or another group) resets the field (state adjusted while rendering).
  const [shown, setShown] = useState({ open: false, group: props.group });
  if (shown.open !== props.open || shown.group !== props.group) {
    setShown({ open: props.open, group: props.group });
    setName(props.group?.name ?? '');
    setError('');
  }
  const submit = () => {
    const checked = validate(channelCodeGroupSchema, { name });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const next = props.group
      ? ({ kind: 'renameGroup', id: props.group.id, name: checked.data.name } as const)
      : ({ kind: 'createGroup', name: checked.data.name } as const);
    command.mutate(next, {
      onSuccess: () => {
        notifySuccess(t('channel.groupSaved'));
        props.onClose();
      },
    });
  };
  return (
    <AppDialog
      guardUnsaved
      open={props.open}
      onClose={props.onClose}
      title={props.group ? t('channel.groupDialogRename') : t('channel.groupDialogCreate')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={props.onClose}>
            {t('kit.form.cancel')}
          </Button>
          <Button size="sm" colorPalette="blue" loading={command.isPending} onClick={submit}>
            {t('kit.form.save')}
          </Button>
        </>
      }
    >
      <FormField
        label={t('channel.groupNameLabel')}
        required
        error={error}
        htmlFor="code-group-name"
      >
        <Input
          id="code-group-name"
          size="sm"
          value={name}
          placeholder={t('channel.groupNamePlaceholder')}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
      </FormField>
    </AppDialog>
  );
}
