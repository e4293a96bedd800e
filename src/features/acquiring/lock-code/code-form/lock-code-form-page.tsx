import { lockCodeForm } from '../../../../../contract/acquiring/lock-code';
import type { LockCodeFormInput } from '../../../../../contract/acquiring/lock-code';
import { useDirectoryPickerOptions, useTagGroupOptions } from '../../../../data/picker-options';
import { t } from '../../../../lib/i18n/translate';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { errorAt } from '../../../../ui/form-drawer/use-contract-form';
import { SelectField } from '../../../../ui/select-field/select-field';
import { ToolFormPage, ToolFormStart } from '../../../../ui/tool-list/tool-form-page';
import {
  ToolChoiceField,
  ToolColumns,
  ToolEmployeesField,
  ToolNumberField,
  ToolRecordSelect,
  ToolTagsField,
  ToolTextField,
  ToolToggleField,
  bindField,
} from '../../../../ui/tool-list/tool-fields';
import { useToolForm } from '../../../../ui/tool-list/use-tool-form';
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
  const { form, save } = useToolForm(lockCodeForm, {
    id,
    initial,
    create: useCreateLockCode(),
    update: useUpdateLockCode(),
    listPath: '/lock-code',
  });
  const { errors, set } = form;
  const draft = form.values as Draft;
  const people = {
    departments: directory.data?.departments ?? [],
    employees: directory.data?.employees ?? [],
  };
  return (
    <ToolFormPage
      title={id ? t('lock.formTitle') : t('lock.createTitle')}
      save={save}
      testId="lock-code-form"
      nameId="lock-name"
      form={form}
    >
      <ToolEmployeesField
        label={t('tools.employees')}
        required
        people={people}
        testId="lock-employees"
        {...bindField(form, 'employee_ids')}
        error={errorAt(errors, 'employee_ids') ?? errorAt(errors, 'schedules')}
      />
      <ToolEmployeesField
        label={t('tools.backups')}
        people={people}
        {...bindField(form, 'backup_employee_ids')}
      />
      <ToolChoiceField
        label={t('lock.scope')}
        options={[
          { value: 'code', label: t('lock.scopeCode') },
          { value: 'tenant', label: t('lock.scopeTenant') },
        ]}
        {...bindField(form, 'lock_scope')}
      />
      <ToolNumberField
        label={t('lock.days')}
        helper={t('lock.daysHelp')}
        id="lock-days"
        min={0}
        {...bindField(form, 'lock_days')}
      />
      <FormField label={t('lock.onLeave')} error={errors.on_leave ?? errors.successor_employee_id}>
        <ToolColumns md="1fr 1fr">
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
            <ToolRecordSelect
              label={t('lock.successor')}
              options={people.employees}
              {...bindField(form, 'successor_employee_id')}
            />
          ) : null}
        </ToolColumns>
      </FormField>
      <ToolTagsField
        label={t('tools.tags')}
        groups={tagGroups.data ?? []}
        {...bindField(form, 'tag_ids')}
      />
      <ToolTextField
        label={t('tools.welcome')}
        id="lock-welcome"
        maxLength={1500}
        multiline
        {...bindField(form, 'welcome_text')}
      />
      <ToolToggleField label={t('link.autoAccept')} {...bindField(form, 'auto_accept')} />
    </ToolFormPage>
  );
}

/** Loads what the form starts from (the code when editing), then renders it. */
export function LockCodeFormPage() {
  return <ToolFormStart useDetail={useLockCode} empty={EMPTY} Body={LockCodeFormBody} />;
}
