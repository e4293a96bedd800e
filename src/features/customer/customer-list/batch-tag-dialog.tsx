import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { useBatchTags } from './api/customer-tag-mutations';
import { batchTagToast } from './batch-tag-toast';
import { useTagGroups } from '../../../data/tag-groups';
import '../../../lib/i18n/messages/customers-messages';
import '../../../lib/i18n/messages/page-kit-messages';

export type BatchMode = 'add' | 'remove';

export interface BatchTagDialogProps {
  mode: BatchMode | null;
  customerIds: readonly number[];
  onClose: () => void;
  onDone: () => void;
}

/** issue #9: add or remove tags on the selected customers (mounted always, opened by mode). */
export function BatchTagDialog({ mode, customerIds, onClose, onDone }: BatchTagDialogProps) {
  const groups = useTagGroups();
  const batch = useBatchTags();
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [error, setError] = useState('');
  const close = () => {
    setTagIds([]);
    setError('');
    onClose();
  };
  const submit = () => {
    if (tagIds.length === 0) {
      setError(t('customers.batch.chooseTags'));
      return;
    }
    const body =
      mode === 'remove'
        ? { customer_ids: [...customerIds], add_tag_ids: [], remove_tag_ids: tagIds }
        : { customer_ids: [...customerIds], add_tag_ids: tagIds, remove_tag_ids: [] };
    batch.mutate(
      { body },
      {
        onSuccess: (result) => {
          notifySuccess(batchTagToast(mode === 'remove' ? 'remove' : 'add', result, tagIds.length));
          close();
          onDone();
        },
      },
    );
  };
  return (
    <AppDialog
      open={mode !== null}
      onClose={close}
      guardUnsaved
      title={mode === 'remove' ? t('customers.batch.removeTitle') : t('customers.batch.addTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={close}>
            {t('kit.form.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette={mode === 'remove' ? 'red' : 'blue'}
            loading={batch.isPending}
            onClick={submit}
            data-testid="batch-tag-submit"
          >
            {t('kit.confirm.ok')}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {mode === 'remove'
          ? t('customers.batch.removeHint', { count: customerIds.length })
          : t('customers.batch.addHint', { count: customerIds.length })}
      </Text>
      <TagPicker
        groups={groups.data ?? []}
        value={tagIds}
        onChange={(ids) => {
          setTagIds(ids);
          setError('');
        }}
        invalid={Boolean(error)}
        testId="batch-tag-picker"
      />
      {error ? (
        <Text fontSize="xs" color="red.600" mt="1" role="alert">
          {error}
        </Text>
      ) : null}
    </AppDialog>
  );
}
