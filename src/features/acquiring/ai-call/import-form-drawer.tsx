// /ai-call new import: the sheet (read in the browser, sent as base64 with the settings),
// employees and the assignment, tags, reminder and recycle days. The contract's schema
// checks it here and again on the server; errors show under their fields.
import { useRef, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { aiCallCreate, aiCallList, importBody } from '../../../../contract/acquiring/ai-call';
import { IMPORT_MAX_BYTES } from '../../../../contract/acquiring/ai-call-rules';
import { useDirectoryPickerOptions, useTagGroupOptions } from '../../../data/picker-options';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { SelectField } from '../../../ui/select-field/select-field';

const EMPTY = {
  title: '',
  file_name: '',
  file_base64: '',
  assign_mode: 'even' as 'even' | 'manual',
  employee_ids: [] as number[],
  tag_ids: [] as number[],
  remind_after_days: '2',
  recycle_after_days: '7',
};

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export function ImportFormDrawer(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  // issue #37 "forms start clean": every 新建 opens empty, not with what was discarded last.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (wasOpen !== props.open) {
    setWasOpen(props.open);
    if (props.open) {
      setForm(EMPTY);
      setErrors({});
    }
  }
  const directory = useDirectoryPickerOptions();
  const tagGroups = useTagGroupOptions();
  const create = useEndpointMutation(aiCallCreate, { invalidates: [aiCallList] });
  const set = (patch: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...patch }));

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      set({ file_name: file.name, file_base64: '' });
      setErrors((current) => ({ ...current, file_base64: '文件不能超过700KB' }));
      return;
    }
    try {
      set({ file_name: file.name, file_base64: toBase64(await file.arrayBuffer()) });
      setErrors(({ file_name: _name, file_base64: _content, ...rest }) => rest);
    } catch {
      setErrors((current) => ({ ...current, file_base64: t('aiCall.form.readFailed') }));
    }
  };

  const submit = () => {
    const parsed = importBody.safeParse({
      ...form,
      remind_after_days: Number(form.remind_after_days),
      recycle_after_days: Number(form.recycle_after_days),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(
      { body: parsed.data },
      {
        onSuccess: (data) => {
          notifySuccess(t('aiCall.done.created'));
          setForm(EMPTY);
          if (fileInput.current) fileInput.current.value = '';
          props.onCreated(data.id);
        },
      },
    );
  };

  const fileError = errors.file_name ?? errors.file_base64;
  return (
    <FormDrawer
      open={props.open}
      onClose={props.onClose}
      title={t('aiCall.form.title')}
      onSubmit={submit}
      submitting={create.isPending}
      submitLabel={t('aiCall.form.submit')}
      size="md"
      testId="ai-call-form"
    >
      <FormField label={t('aiCall.form.name')} required error={errors.title} htmlFor="ai-call-name">
        <Input
          id="ai-call-name"
          size="sm"
          value={form.title}
          maxLength={30}
          onChange={(event) => set({ title: event.target.value })}
        />
      </FormField>
      <FormField
        label={t('aiCall.form.file')}
        required
        error={fileError}
        helper={t('aiCall.form.fileHelp')}
      >
        <HStack gap="3" minW="0">
          <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
            {t('aiCall.form.pick')}
          </Button>
          <Text fontSize="sm" color="fg.muted" truncate data-testid="ai-call-file-name">
            {form.file_name || t('aiCall.form.noFile')}
          </Text>
        </HStack>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t('aiCall.form.file')}
          data-testid="ai-call-file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void pickFile(event.target.files?.[0])}
        />
      </FormField>
      <FormField label={t('aiCall.form.assignMode')} required>
        <SelectField
          label={t('aiCall.form.assignMode')}
          value={form.assign_mode}
          options={[
            { value: 'even', label: t('aiCall.form.even') },
            { value: 'manual', label: t('aiCall.form.manual') },
          ]}
          onChange={(value) => set({ assign_mode: value === 'manual' ? 'manual' : 'even' })}
        />
      </FormField>
      <FormField
        label={t('aiCall.form.employees')}
        required={form.assign_mode === 'even'}
        error={errors.employee_ids}
      >
        <EmployeePicker
          departments={directory.data?.departments ?? []}
          employees={directory.data?.employees ?? []}
          value={form.employee_ids}
          onChange={(ids) => set({ employee_ids: ids })}
          invalid={Boolean(errors.employee_ids)}
          ariaLabel={t('aiCall.form.employees')}
          testId="ai-call-employees"
        />
      </FormField>
      <FormField label={t('aiCall.form.tags')} error={errors.tag_ids}>
        <TagPicker
          groups={tagGroups.data ?? []}
          value={form.tag_ids}
          onChange={(ids) => set({ tag_ids: ids })}
          ariaLabel={t('aiCall.form.tags')}
        />
      </FormField>
      <HStack gap="4" align="start">
        <FormField
          label={t('aiCall.form.remind')}
          error={errors.remind_after_days}
          helper={t('aiCall.form.remindHelp')}
          htmlFor="ai-call-remind"
        >
          <Input
            id="ai-call-remind"
            size="sm"
            inputMode="numeric"
            value={form.remind_after_days}
            onChange={(event) => set({ remind_after_days: event.target.value })}
          />
        </FormField>
        <FormField
          label={t('aiCall.form.recycle')}
          error={errors.recycle_after_days}
          helper={t('aiCall.form.recycleHelp')}
          htmlFor="ai-call-recycle"
        >
          <Input
            id="ai-call-recycle"
            size="sm"
            inputMode="numeric"
            value={form.recycle_after_days}
            onChange={(event) => set({ recycle_after_days: event.target.value })}
          />
        </FormField>
      </HStack>
    </FormDrawer>
  );
}
