// issue #18: add a custom H5 link or edit an entry — name, address (custom links only; a
// built-in page's address is fixed) and the departments that see it. The address rule is the
// server's (contract toolUrlProblem): https only, a real host, no spaces or credentials.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  TOOL_NAME_MAX,
  TOOL_URL_MAX,
  toolbarCreateBody,
  toolbarEntryBody,
} from '../../../../contract/reach/menu-setting';
import type { ToolbarEntryRow } from '../../../../contract/reach/menu-setting';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { DepartmentChecklist } from '../../../ui/pickers/department-checklist';
import { useCreateTool, useUpdateTool } from './api/toolbar-api';

export interface ToolFormState {
  editing: ToolbarEntryRow | null;
}
interface Draft {
  name: string;
  url: string;
  department_ids: number[];
}

export function ToolFormDialog(props: { state: ToolFormState | null; onClose: () => void }) {
  const directory = useDirectoryPickerOptions();
  const create = useCreateTool();
  const update = useUpdateTool();
  const [draft, setDraft] = useState<Draft>({ name: '', url: '', department_ids: [] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [source, setSource] = useState(props.state);
  if (source !== props.state) {
    setSource(props.state);
    setErrors({});
    const editing = props.state?.editing;
    setDraft(
      editing
        ? {
            name: editing.name,
            url: editing.builtin ? '' : editing.url,
            department_ids: [...editing.department_ids],
          }
        : { name: '', url: '', department_ids: [] },
    );
  }
  const editing = props.state?.editing ?? null;
  const builtin = editing?.builtin ?? false;

  const submit = () => {
    const parsed = (builtin ? toolbarEntryBody : toolbarCreateBody).safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        notifySuccess(t('menuSetting.saved'));
        props.onClose();
      },
    };
    if (editing) update.mutate({ params: { id: editing.id }, body: parsed.data }, done);
    else create.mutate({ body: parsed.data }, done);
  };

  return (
    <AppDialog
      guardUnsaved
      open={props.state !== null}
      onClose={props.onClose}
      title={editing ? t('menuSetting.form.edit') : t('menuSetting.form.create')}
      closeLabel={t('menuSetting.close')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={props.onClose}>
            {t('menuSetting.close')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={create.isPending || update.isPending}
            onClick={submit}
            data-testid="tool-form-save"
          >
            {t('menuSetting.save')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="tool-form">
        <FormField
          label={t('menuSetting.form.name')}
          required
          error={errors.name}
          htmlFor="tool-name"
        >
          <Input
            id="tool-name"
            size="sm"
            value={draft.name}
            maxLength={TOOL_NAME_MAX}
            placeholder={t('menuSetting.form.namePlaceholder')}
            onChange={(event) => {
              setErrors({});
              setDraft({ ...draft, name: event.currentTarget.value });
            }}
          />
        </FormField>
        {builtin ? (
          <Text fontSize="sm" color="gray.600">
            {t('menuSetting.form.builtinUrl')}
          </Text>
        ) : (
          <FormField
            label={t('menuSetting.form.url')}
            required
            error={errors.url}
            helper={t('menuSetting.form.urlHint')}
            htmlFor="tool-url"
          >
            <Input
              id="tool-url"
              size="sm"
              type="url"
              inputMode="url"
              value={draft.url}
              maxLength={TOOL_URL_MAX}
              placeholder={t('menuSetting.form.urlPlaceholder')}
              onChange={(event) => {
                setErrors({});
                setDraft({ ...draft, url: event.currentTarget.value });
              }}
            />
          </FormField>
        )}
        <FormField
          label={t('menuSetting.form.departments')}
          helper={t('menuSetting.form.departmentsHint')}
        >
          <DepartmentChecklist
            departments={directory.data?.departments ?? []}
            value={draft.department_ids}
            onChange={(ids) => setDraft({ ...draft, department_ids: ids })}
            label={t('menuSetting.form.departments')}
          />
        </FormField>
      </Box>
    </AppDialog>
  );
}
