import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import { lockCodeForm } from '../../../../../contract/acquiring/lock-code';
import type { LockCodeFormInput } from '../../../../../contract/acquiring/lock-code';
import { useDirectoryPickerOptions, useTagGroupOptions } from '../../../../data/picker-options';
import { t } from '../../../../lib/i18n/translate';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import { errorAt, useContractForm } from '../../../../ui/form-drawer/use-contract-form';
import { EmployeePicker } from '../../../../ui/pickers/employee-picker';
import { TagPicker } from '../../../../ui/pickers/tag-picker';
import { SelectField } from '../../../../ui/select-field/select-field';
import { ToolFormPage, ToolFormStart } from '../../../../ui/tool-list/tool-form-page';
import { useToolFormSave } from '../../../../ui/tool-list/use-tool-form-save';
import { useCreateLockCode, useLockCode, useUpdateLockCode } from '../api/lock-code-api';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

type Draft = Required<LockCodeFormInput>;
const EMPTY: Draft = {
  name: '',
  employee_ids: [],
  schedule_enable: false,
  schedules: [],
  backup_employee_ids: [],
  auto_accept: true,
  tag_ids: [],
  welcome_text: '',
  lock_scope: 'code',
  lock_days: 30,
  on_leave: 'pool',
  successor_employee_id: null,
};

/**
 * issue #15 /lock-code/code-form: employees, backups, auto-accept, tags and welcome (the channel
 * code's routing; weekly schedules are kept when editing but set on the server side only),
 * plus the lock: scope, days (0 permanent) and what happens when the employee leaves.
 */
function LockCodeFormBody({ id, initial }: { id: number; initial: Draft }) {
  const directory = useDirectoryPickerOptions();
  const tagGroups = useTagGroupOptions();
  // issue #38 item 4: the contract's schema checks before sending (锁客天数不能小于0 beside the
  // field, not a toast); a 400 naming a field shows beside it.
  const form = useContractForm(lockCodeForm, initial);
  const draft = form.values as Draft;
  const { errors, set } = form;
  const people = {
    departments: directory.data?.departments ?? [],
    employees: directory.data?.employees ?? [],
  };
  const save = useToolFormSave({
    id,
    validate: form.validate,
    create: useCreateLockCode(),
    update: useUpdateLockCode(),
    listPath: '/lock-code',
    onError: form.showServerError,
  });
  return (
    <ToolFormPage
      title={id ? t('lock.formTitle') : t('lock.createTitle')}
      save={save}
      testId="lock-code-form"
      nameId="lock-name"
      form={form}
    >
      <FormField
        label={t('tools.employees')}
        required
        error={errorAt(errors, 'employee_ids') ?? errorAt(errors, 'schedules')}
      >
        <EmployeePicker
          {...people}
          value={draft.employee_ids}
          onChange={(ids) => set('employee_ids', ids)}
          placeholder={t('tools.pickEmployees')}
          ariaLabel={t('tools.employees')}
          testId="lock-employees"
        />
      </FormField>
      <FormField label={t('tools.backups')} error={errorAt(errors, 'backup_employee_ids')}>
        <EmployeePicker
          {...people}
          value={draft.backup_employee_ids}
          onChange={(ids) => set('backup_employee_ids', ids)}
          placeholder={t('tools.pickEmployees')}
          ariaLabel={t('tools.backups')}
        />
      </FormField>
      <FormField label={t('lock.scope')} error={errors.lock_scope}>
        <SelectField
          label={t('lock.scope')}
          value={draft.lock_scope}
          options={[
            { value: 'code', label: t('lock.scopeCode') },
            { value: 'tenant', label: t('lock.scopeTenant') },
          ]}
          onChange={(value) => set('lock_scope', value as Draft['lock_scope'])}
        />
      </FormField>
      <FormField
        label={t('lock.days')}
        helper={t('lock.daysHelp')}
        htmlFor="lock-days"
        error={errors.lock_days}
      >
        <Input
          id="lock-days"
          size="sm"
          width="28"
          type="number"
          min={0}
          value={draft.lock_days}
          onChange={(event) => set('lock_days', Number(event.currentTarget.value))}
        />
      </FormField>
      <FormField label={t('lock.onLeave')} error={errors.on_leave ?? errors.successor_employee_id}>
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
          <SelectField
            label={t('lock.onLeave')}
            value={draft.on_leave}
            options={[
              { value: 'pool', label: t('lock.toPool') },
              { value: 'successor', label: t('lock.toSuccessor') },
            ]}
            onChange={(value) => set('on_leave', value as Draft['on_leave'])}
          />
          {draft.on_leave === 'successor' ? (
            <SelectField
              label={t('lock.successor')}
              value={draft.successor_employee_id ?? ''}
              placeholder={t('lock.successor')}
              options={people.employees.map((row) => ({ value: row.id, label: row.name }))}
              onChange={(value) => set('successor_employee_id', value ? Number(value) : null)}
            />
          ) : null}
        </Box>
      </FormField>
      <FormField label={t('tools.tags')} error={errorAt(errors, 'tag_ids')}>
        <TagPicker
          groups={tagGroups.data ?? []}
          value={draft.tag_ids}
          onChange={(ids) => set('tag_ids', ids)}
          placeholder={t('tools.pickTags')}
          ariaLabel={t('tools.tags')}
        />
      </FormField>
      <FormField label={t('tools.welcome')} htmlFor="lock-welcome" error={errors.welcome_text}>
        <Textarea
          id="lock-welcome"
          size="sm"
          maxLength={1500}
          value={draft.welcome_text}
          onChange={(event) => set('welcome_text', event.currentTarget.value)}
        />
      </FormField>
      <FormField label={t('link.autoAccept')}>
        <Toggle
          checked={draft.auto_accept}
          onChange={(checked) => set('auto_accept', checked)}
          label={t('link.autoAccept')}
        />
      </FormField>
    </ToolFormPage>
  );
}

/** Loads what the form starts from (the code when editing), then renders it. */
export function LockCodeFormPage() {
  return <ToolFormStart useDetail={useLockCode} empty={EMPTY} Body={LockCodeFormBody} />;
}
