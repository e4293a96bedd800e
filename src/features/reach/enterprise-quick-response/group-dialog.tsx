// issue #18: create or edit a script group — its name, its top-level parent (one level of
// nesting) and the departments that see it.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  QUICK_REPLY_GROUP_NAME_MAX,
  quickReplyGroupBody,
} from '../../../../contract/reach/enterprise-quick-response';
import type { QuickReplyGroupNode } from '../../../../contract/reach/enterprise-quick-response';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { DepartmentChecklist } from '../../../ui/pickers/department-checklist';
import { SelectField } from '../../../ui/select-field/select-field';
import { useSaveGroup } from './api/quick-reply-api';

export interface GroupDialogState {
  /** The group being edited, or null for a new one. */
  editing: QuickReplyGroupNode | null;
  /** A new group's parent (a top-level group), or null. */
  parentId: number | null;
}

interface Draft {
  name: string;
  parent_id: number | null;
  department_ids: number[];
}

const draftOf = (state: GroupDialogState): Draft =>
  state.editing
    ? {
        name: state.editing.name,
        parent_id: state.editing.parent_id,
        department_ids: [...state.editing.department_ids],
      }
    : { name: '', parent_id: state.parentId, department_ids: [] };

export function GroupDialog(props: {
  state: GroupDialogState | null;
  groups: readonly QuickReplyGroupNode[];
  onClose: () => void;
}) {
  const directory = useDirectoryPickerOptions();
  const save = useSaveGroup();
  const [draft, setDraft] = useState<Draft>({ name: '', parent_id: null, department_ids: [] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [source, setSource] = useState(props.state);
  if (source !== props.state) {
    setSource(props.state);
    setErrors({});
    if (props.state) setDraft(draftOf(props.state));
  }
  const editing = props.state?.editing ?? null;
  // A group with sub-groups stays top level; no group becomes its own parent.
  const parents = props.groups.filter((group) => group.id !== editing?.id);
  const lockedTop = Boolean(editing && editing.children.length > 0);

  const submit = () => {
    const parsed = quickReplyGroupBody.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    const done = {
      onSuccess: () => {
        notifySuccess(t('enterpriseQuickResponse.groups.saved'));
        props.onClose();
      },
    };
    if (editing) save.update.mutate({ params: { id: editing.id }, body: parsed.data }, done);
    else save.create.mutate({ body: parsed.data }, done);
  };

  return (
    <AppDialog
      guardUnsaved
      open={props.state !== null}
      onClose={props.onClose}
      title={
        editing ? t('enterpriseQuickResponse.groups.edit') : t('enterpriseQuickResponse.groups.add')
      }
      closeLabel={t('enterpriseQuickResponse.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={props.onClose}>
            {t('enterpriseQuickResponse.close')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={save.create.isPending || save.update.isPending}
            onClick={submit}
            data-testid="group-dialog-save"
          >
            {t('enterpriseQuickResponse.save')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="group-dialog">
        <FormField
          label={t('enterpriseQuickResponse.groupForm.name')}
          required
          error={errors.name}
          htmlFor="quick-reply-group-name"
        >
          <Input
            id="quick-reply-group-name"
            size="sm"
            value={draft.name}
            maxLength={QUICK_REPLY_GROUP_NAME_MAX}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
        </FormField>
        {lockedTop ? null : (
          <FormField label={t('enterpriseQuickResponse.groupForm.parent')} error={errors.parent_id}>
            <SelectField
              label={t('enterpriseQuickResponse.groupForm.parent')}
              value={draft.parent_id ?? ''}
              placeholder={t('enterpriseQuickResponse.groupForm.noParent')}
              options={parents.map((group) => ({ value: group.id, label: group.name }))}
              onChange={(value) => setDraft({ ...draft, parent_id: value ? Number(value) : null })}
            />
          </FormField>
        )}
        <FormField
          label={t('enterpriseQuickResponse.groupForm.departments')}
          helper={t('enterpriseQuickResponse.groupForm.departmentsHint')}
        >
          <DepartmentChecklist
            departments={directory.data?.departments ?? []}
            value={draft.department_ids}
            onChange={(ids) => setDraft({ ...draft, department_ids: ids })}
            label={t('enterpriseQuickResponse.groupForm.departments')}
          />
        </FormField>
      </Box>
    </AppDialog>
  );
}
