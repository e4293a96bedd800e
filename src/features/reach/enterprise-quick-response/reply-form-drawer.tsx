// issue #18: create or edit a script — its title, group, the message from the shared composer
// (text + attachments, validated by the server's schema) and the departments that may use it.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { EMPTY_MESSAGE } from '../../../../contract/message-content';
import {
  QUICK_REPLY_TITLE_MAX,
  quickReplyBody,
} from '../../../../contract/reach/enterprise-quick-response';
import type {
  QuickReplyGroupNode,
  QuickReplyRow,
} from '../../../../contract/reach/enterprise-quick-response';
import type { MessageContent } from '../../../../contract/message-content';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { MessageComposer } from '../../../ui/message-composer/message-composer';
import { DepartmentChecklist } from '../../../ui/pickers/department-checklist';
import { SelectField } from '../../../ui/select-field/select-field';
import { useSaveReply } from './api/quick-reply-api';

interface Draft {
  title: string;
  group_id: number | '';
  message: MessageContent;
  department_ids: number[];
}

export interface ReplyFormState {
  editing: QuickReplyRow | null;
  /** A new script's group (the group chosen in the tree), if any. */
  groupId: number | null;
}

const draftOf = (state: ReplyFormState): Draft =>
  state.editing
    ? {
        title: state.editing.title,
        group_id: state.editing.group.id,
        message: state.editing.message,
        department_ids: [...state.editing.department_ids],
      }
    : { title: '', group_id: state.groupId ?? '', message: EMPTY_MESSAGE, department_ids: [] };

const groupOptions = (groups: readonly QuickReplyGroupNode[]) =>
  groups.flatMap((group) => [
    { value: group.id, label: group.name },
    ...group.children.map((child) => ({ value: child.id, label: `\u3000${child.name}` })),
  ]);

export function ReplyFormDrawer(props: {
  state: ReplyFormState | null;
  groups: readonly QuickReplyGroupNode[];
  onClose: () => void;
}) {
  const directory = useDirectoryPickerOptions();
  const save = useSaveReply();
  const [draft, setDraft] = useState<Draft>(draftOf({ editing: null, groupId: null }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [source, setSource] = useState(props.state);
  if (source !== props.state) {
    setSource(props.state);
    setErrors({});
    if (props.state) setDraft(draftOf(props.state));
  }
  const editing = props.state?.editing ?? null;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setErrors({});
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const submit = () => {
    const parsed = quickReplyBody.safeParse({
      ...draft,
      group_id: draft.group_id === '' ? undefined : draft.group_id,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        notifySuccess(t('enterpriseQuickResponse.saved'));
        props.onClose();
      },
    };
    if (editing) save.update.mutate({ params: { id: editing.id }, body: parsed.data }, done);
    else save.create.mutate({ body: parsed.data }, done);
  };

  return (
    <FormDrawer
      open={props.state !== null}
      onClose={props.onClose}
      title={
        editing ? t('enterpriseQuickResponse.form.edit') : t('enterpriseQuickResponse.form.create')
      }
      onSubmit={submit}
      submitting={save.create.isPending || save.update.isPending}
      size="xl"
      testId="quick-reply-form"
    >
      <Box display="flex" flexDirection="column" gap="4">
        <FormField
          label={t('enterpriseQuickResponse.form.title')}
          required
          error={errors.title}
          htmlFor="quick-reply-title"
        >
          <Input
            id="quick-reply-title"
            size="sm"
            value={draft.title}
            maxLength={QUICK_REPLY_TITLE_MAX}
            placeholder={t('enterpriseQuickResponse.form.titlePlaceholder')}
            onChange={(event) => set('title', event.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('enterpriseQuickResponse.form.group')} required error={errors.group_id}>
          <SelectField
            label={t('enterpriseQuickResponse.form.group')}
            value={draft.group_id}
            placeholder={t('enterpriseQuickResponse.form.groupPlaceholder')}
            options={groupOptions(props.groups)}
            onChange={(value) => set('group_id', value ? Number(value) : '')}
            testId="quick-reply-group-select"
          />
        </FormField>
        <FormField
          label={t('enterpriseQuickResponse.form.message')}
          required
          helper={t('enterpriseQuickResponse.form.messageHint')}
          error={errors['message.attachments']}
        >
          <MessageComposer
            value={draft.message}
            onChange={(message) => set('message', message)}
            errors={errors}
            prefix="message"
            channel="customer"
            testId="quick-reply-composer"
          />
        </FormField>
        <FormField
          label={t('enterpriseQuickResponse.form.departments')}
          helper={t('enterpriseQuickResponse.form.departmentsHint')}
        >
          <DepartmentChecklist
            departments={directory.data?.departments ?? []}
            value={draft.department_ids}
            onChange={(ids) => set('department_ids', ids)}
            label={t('enterpriseQuickResponse.form.departments')}
          />
        </FormField>
      </Box>
    </FormDrawer>
  );
}
