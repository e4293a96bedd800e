import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { useChannelCodeGroups } from './api/channel-code-groups-query';
import { useChannelCodeCommand } from './api/channel-code-mutations';
import '../../../lib/i18n/messages/acquiring-messages';
import '../../../lib/i18n/messages/page-kit-messages';

/** Moves the selected codes to another group (docs/domain.md §1 batch-move group). */
export function MoveDialog(props: {
  ids: number[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const groups = useChannelCodeGroups();
  const command = useChannelCodeCommand();
  const [groupId, setGroupId] = useState('');
  const close = () => {
    setGroupId('');
    props.onClose();
  };
  return (
    <AppDialog
      open={props.ids !== null}
      onClose={close}
      title={t('channel.moveTitle')}
      closeLabel={t('common.close')}
      mountOnOpen
      footer={
        <>
          <Button size="sm" variant="outline" onClick={close}>
            {t('kit.form.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!groupId}
            loading={command.isPending}
            onClick={() =>
              command.mutate(
                { kind: 'move', ids: props.ids ?? [], groupId: Number(groupId) },
                {
                  onSuccess: () => {
                    notifySuccess(t('channel.moved', { count: props.ids?.length ?? 0 }));
                    close();
                    props.onDone();
                  },
                },
              )
            }
          >
            {t('kit.confirm.ok')}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" mb="2">
        {t('channel.moveHint', { count: props.ids?.length ?? 0 })}
      </Text>
      <SelectFilter
        value={groupId}
        onChange={setGroupId}
        allLabel={t('channel.moveLabel')}
        ariaLabel={t('channel.moveLabel')}
        options={(groups.data ?? []).map((group) => ({
          value: String(group.id),
          label: group.name,
        }))}
      />
    </AppDialog>
  );
}
