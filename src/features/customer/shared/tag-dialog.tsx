import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { AppDialog } from '../../../ui/app-dialog';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { useTagGroupOptions } from './picker-data';

/** Picks tags for the selected customers (win-back: 打标签挽回). */
export function TagDialog(props: {
  open: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (tagIds: number[]) => void;
}) {
  const groups = useTagGroupOptions();
  const [tagIds, setTagIds] = useState<number[]>([]);
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={t('customerOps.tagDialog.title')}
      closeLabel={t('customerOps.action.close')}
      footer={
        <Button
          size="sm"
          colorPalette="blue"
          disabled={tagIds.length === 0}
          loading={props.busy}
          onClick={() => props.onConfirm(tagIds)}
        >
          {t('customerOps.action.confirm')}
        </Button>
      }
    >
      <Text fontSize="sm" mb="3">
        {t('customerOps.tagDialog.hint', { n: props.count })}
      </Text>
      <TagPicker
        groups={groups.data ?? []}
        value={tagIds}
        onChange={setTagIds}
        ariaLabel={t('customerOps.tagDialog.title')}
      />
    </AppDialog>
  );
}
