import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  SENSITIVE_CATEGORIES,
  sensitiveWordList,
  sensitiveWordSave,
  sensitiveWordSaveSchema,
} from '../../../../contract/company/chat-records';
import type { SensitiveWordRow } from '../../../../contract/company/chat-records';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { SelectField } from '../../../ui/select-field/select-field';
import '../../../lib/i18n/messages/company-chat-records-messages';

/** What the dialog edits: a row, or `'new'` for 新增敏感词, or null when closed. */
export type WordEditing = SensitiveWordRow | 'new' | null;

/** issue #22: add or edit a sensitive word, checked by the contract's schema before it is sent. */
export function WordDialog(props: { editing: WordEditing; onClose: () => void }) {
  const { editing, onClose } = props;
  const [form, setForm] = useState({ word: '', category: '1', notify: true, enabled: true });
  const [error, setError] = useState('');
  const [shown, setShown] = useState<WordEditing>(null);
  if (editing !== shown) {
    setShown(editing);
    setError('');
    setForm(
      editing && editing !== 'new'
        ? {
            word: editing.word,
            category: String(editing.category),
            notify: editing.notify_leader,
            enabled: editing.enabled,
          }
        : { word: '', category: '1', notify: true, enabled: true },
    );
  }
  const save = useEndpointMutation(sensitiveWordSave, { invalidates: [sensitiveWordList] });
  const submit = () => {
    const parsed = sensitiveWordSaveSchema.safeParse({
      ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      word: form.word,
      category: Number(form.category),
      notify_leader: form.notify,
      enabled: form.enabled,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('chatRecords.word.saved'));
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog
      guardUnsaved
      open={editing !== null}
      onClose={onClose}
      title={t(editing === 'new' ? 'chatRecords.word.add' : 'chatRecords.word.edit')}
      closeLabel={t('chatRecords.cancel')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('chatRecords.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={save.isPending}
            onClick={submit}
            data-testid="word-save"
          >
            {t('chatRecords.save')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="word-dialog">
        <FormField label={t('chatRecords.word.word')} error={error} htmlFor="word-input" required>
          <Input
            id="word-input"
            size="sm"
            maxLength={20}
            value={form.word}
            data-testid="word-input"
            onChange={(event) => setForm({ ...form, word: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('chatRecords.word.category')} required>
          <SelectField
            label={t('chatRecords.word.category')}
            value={form.category}
            options={Object.entries(SENSITIVE_CATEGORIES).map(([value, label]) => ({
              value,
              label,
            }))}
            onChange={(category) => setForm({ ...form, category })}
          />
        </FormField>
        <Toggle
          label={t('chatRecords.word.notify')}
          checked={form.notify}
          onChange={(notify) => setForm({ ...form, notify })}
        />
        <Toggle
          label={t('chatRecords.word.enabled')}
          checked={form.enabled}
          onChange={(enabled) => setForm({ ...form, enabled })}
        />
      </Box>
    </AppDialog>
  );
}
