import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import type { TagGroupRow, TagRow } from '../../../../contract/customer/tag-manage';
import {
  addTagsSchema,
  createTagGroupSchema,
  renameTagGroupSchema,
  renameTagSchema,
} from '../../../../contract/customer/tag-manage';
import { validate } from '../../../../contract/validation';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useTagCommand } from './api/tag-mutations';
import type { TagCommand } from './api/tag-mutations';
import { parseTagNames } from './tag-order';
import '../../../lib/i18n/messages/customers-messages';
import '../../../lib/i18n/messages/page-kit-messages';

export type TagEditing =
  | { kind: 'createGroup' }
  | { kind: 'renameGroup'; group: TagGroupRow }
  | { kind: 'addTags'; group: TagGroupRow }
  | { kind: 'renameTag'; tag: TagRow }
  | null;

function title(editing: NonNullable<TagEditing>): string {
  switch (editing.kind) {
    case 'createGroup':
      return t('tags.dialog.createTitle');
    case 'renameGroup':
      return t('tags.dialog.renameGroupTitle');
    case 'addTags':
      return t('tags.dialog.addTagsTitle', { group: editing.group.name });
    case 'renameTag':
      return t('tags.dialog.renameTagTitle');
  }
}

/** Checks the typed values with the contract and answers the command, or the field's message. */
interface FieldError {
  readonly field: 'name' | 'names';
  readonly message: string;
}

const failed = (checked: { field: string; message: string }): FieldError => ({
  field: checked.field === 'name' ? 'name' : 'names',
  message: checked.message,
});

function toCommand(
  editing: NonNullable<TagEditing>,
  name: string,
  names: string,
): TagCommand | FieldError {
  const tags = parseTagNames(names);
  switch (editing.kind) {
    case 'createGroup': {
      const checked = validate(createTagGroupSchema, { name, tags });
      return checked.ok ? { kind: 'createGroup', body: checked.data } : failed(checked);
    }
    case 'addTags': {
      const checked = validate(addTagsSchema, { names: tags });
      return checked.ok
        ? { kind: 'addTags', groupId: editing.group.id, names: checked.data.names }
        : failed(checked);
    }
    case 'renameGroup': {
      const checked = validate(renameTagGroupSchema, { name });
      return checked.ok
        ? { kind: 'renameGroup', id: editing.group.id, name: checked.data.name }
        : failed(checked);
    }
    case 'renameTag': {
      const checked = validate(renameTagSchema, { name });
      return checked.ok
        ? { kind: 'renameTag', id: editing.tag.id, name: checked.data.name }
        : failed(checked);
    }
  }
}

/** Create a group with several tags, add tags, or rename (issue #9 /tag-manage). */
export function TagEditDialog({ editing, onClose }: { editing: TagEditing; onClose: () => void }) {
  const command = useTagCommand();
  const [name, setName] = useState('');
  const [names, setNames] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  // A new target resets the fields (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState<TagEditing>(null);
  if (shown !== editing) {
    setShown(editing);
    setError(null);
    setNames('');
    setName(
      editing?.kind === 'renameGroup'
        ? editing.group.name
        : editing?.kind === 'renameTag'
          ? editing.tag.name
          : '',
    );
  }
  const needsName = editing?.kind !== 'addTags';
  const needsNames = editing?.kind === 'createGroup' || editing?.kind === 'addTags';
  const nameLabel =
    editing?.kind === 'renameTag' ? t('tags.field.tagName') : t('tags.field.groupName');

  const submit = () => {
    if (!editing) return;
    const next = toCommand(editing, name, names);
    if ('field' in next) {
      setError(next);
      return;
    }
    command.mutate(next, {
      onSuccess: () => {
        notifySuccess(
          next.kind === 'addTags'
            ? t('tags.added', { count: next.names.length })
            : next.kind === 'createGroup'
              ? t('tags.created')
              : t('tags.renamed'),
        );
        onClose();
      },
    });
  };

  return (
    <AppDialog
      guardUnsaved
      open={editing !== null}
      onClose={onClose}
      title={editing ? title(editing) : ''}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('kit.form.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={command.isPending}
            onClick={submit}
            data-testid="tag-dialog-save"
          >
            {t('kit.form.save')}
          </Button>
        </>
      }
    >
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="4"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        {needsName ? (
          <FormField
            label={nameLabel}
            required
            htmlFor="tag-dialog-name"
            error={error?.field === 'name' ? error.message : undefined}
          >
            <Input
              id="tag-dialog-name"
              size="sm"
              value={name}
              maxLength={30}
              placeholder={
                editing?.kind === 'renameTag' ? undefined : t('tags.field.groupPlaceholder')
              }
              onChange={(event) => setName(event.currentTarget.value)}
              data-testid="tag-dialog-name"
            />
          </FormField>
        ) : null}
        {needsNames ? (
          <FormField
            label={t('tags.field.tagNames')}
            required
            htmlFor="tag-dialog-names"
            helper={t('tags.field.tagNamesHint')}
            error={error?.field === 'names' ? error.message : undefined}
          >
            <Textarea
              id="tag-dialog-names"
              size="sm"
              rows={5}
              value={names}
              placeholder={t('tags.field.tagNamesPlaceholder')}
              onChange={(event) => setNames(event.currentTarget.value)}
              data-testid="tag-dialog-names"
            />
          </FormField>
        ) : null}
      </Box>
    </AppDialog>
  );
}
