import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { CHANNEL_CODE_NAME_MAX } from '../../../../../contract/acquiring/channel-code';
import type { ChannelCodeGroupRow } from '../../../../../contract/acquiring/channel-code';
import type { DirectoryOptions } from '../../../../../contract/company/mail-list';
import type { TagGroupRow } from '../../../../../contract/customer/tag-manage';
import { overnightHint } from '../../../../ui/form-drawer/overnight-hint';
import { t } from '../../../../lib/i18n/translate';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../../ui/form-drawer/use-contract-form';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { EmployeePicker } from '../../../../ui/pickers/employee-picker';
import { CustomerAndWelcomeSections } from './code-form-customer-sections';
import { DailyLimitEditor } from './daily-limit-editor';
import { Choice } from './form-controls';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import type { FormValues } from './code-form-values';
import { NEW_SCHEDULE, ScheduleEditor } from './schedule-editor';
import { TimeInput } from '../../../../ui/date-picker/time-input';
import '../../../../lib/i18n/messages/acquiring-messages';

export interface CodeFormSectionsProps {
  values: FormValues;
  set: <K extends keyof FormValues>(key: K, value: FormValues[K]) => void;
  errors: FieldErrors;
  groups: readonly ChannelCodeGroupRow[];
  directory: DirectoryOptions | undefined;
  tagGroups: readonly TagGroupRow[];
}

/** Every employee who can be routed to by the staff list or the schedule (for the caps). */
export function routedEmployees(values: FormValues): number[] {
  const ids = values.schedule_enable
    ? values.schedules.flatMap((row) => row.employee_ids)
    : values.employee_ids;
  return [...new Set(ids)];
}

/** The six sections of the channel-code form (docs/domain.md §1 CreateContactWayParam). */
export function CodeFormSections({
  values,
  set,
  errors,
  groups,
  directory,
  tagGroups,
}: CodeFormSectionsProps) {
  const employees = directory?.employees ?? [];
  const departments = directory?.departments ?? [];
  return (
    <>
      <PageSection title={t('codeForm.section.basic')}>
        <Box display="flex" flexDirection="column" gap="4" maxW="2xl">
          <FormField label={t('codeForm.name')} required error={errors.name} htmlFor="code-name">
            <Input
              id="code-name"
              size="sm"
              value={values.name}
              placeholder={t('codeForm.namePlaceholder')}
              data-testid="code-form-name"
              onChange={(event) => set('name', event.currentTarget.value)}
            />
            <Text
              fontSize="xs"
              color={values.name.length > CHANNEL_CODE_NAME_MAX ? 'red.600' : 'fg.subtle'}
              mt="1"
            >
              {values.name.length}/{CHANNEL_CODE_NAME_MAX}
            </Text>
          </FormField>
          <FormField label={t('codeForm.group')} required error={errors.group_id}>
            <SelectFilter
              value={values.group_id ? String(values.group_id) : ''}
              allLabel={t('codeForm.group')}
              ariaLabel={t('codeForm.group')}
              options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
              onChange={(value) => set('group_id', Number(value))}
            />
          </FormField>
        </Box>
      </PageSection>

      <PageSection title={t('codeForm.section.staff')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('codeForm.scheduleEnable')} helper={t('codeForm.scheduleHint')}>
            <Toggle
              checked={values.schedule_enable}
              label=""
              testId="code-form-schedule"
              onChange={(checked) => {
                set('schedule_enable', checked);
                if (checked && values.schedules.length === 0)
                  set('schedules', [{ ...NEW_SCHEDULE, employee_ids: values.employee_ids }]);
              }}
            />
          </FormField>
          {values.schedule_enable ? (
            <FormField label={t('codeForm.section.staff')} required error={errors.schedules}>
              <ScheduleEditor
                value={values.schedules}
                onChange={(rows) => set('schedules', rows)}
                directory={directory}
                errors={errors}
              />
            </FormField>
          ) : (
            <FormField
              label={t('codeForm.employees')}
              required
              helper={t('codeForm.employeesHint')}
              error={errors.employee_ids}
            >
              <EmployeePicker
                departments={departments}
                employees={employees}
                value={values.employee_ids}
                onChange={(ids) => set('employee_ids', ids)}
                invalid={Boolean(errors.employee_ids)}
                testId="code-form-employees"
              />
            </FormField>
          )}
        </Box>
      </PageSection>

      <PageSection title={t('codeForm.section.limit')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('codeForm.limitEnable')} helper={t('codeForm.limitHint')}>
            <Toggle
              checked={values.daily_limit_enable}
              label=""
              onChange={(checked) => set('daily_limit_enable', checked)}
            />
          </FormField>
          {values.daily_limit_enable ? (
            <FormField label={t('codeForm.limitPerEmployee')}>
              <DailyLimitEditor
                employeeIds={routedEmployees(values)}
                employees={employees}
                value={values.daily_limits}
                onChange={(limits) => set('daily_limits', limits)}
                error={errors.daily_limits}
              />
            </FormField>
          ) : null}
          <FormField
            label={t('codeForm.backups')}
            required={values.daily_limit_enable}
            helper={t('codeForm.backupsHint')}
            error={errors.backup_employee_ids}
          >
            <EmployeePicker
              departments={departments}
              employees={employees}
              value={values.backup_employee_ids}
              onChange={(ids) => set('backup_employee_ids', ids)}
              invalid={Boolean(errors.backup_employee_ids)}
              testId="code-form-backups"
            />
          </FormField>
        </Box>
      </PageSection>

      <PageSection title={t('codeForm.section.verify')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('codeForm.autoAccept')} helper={t('codeForm.autoAcceptHint')}>
            <Toggle
              checked={values.auto_accept}
              label=""
              onChange={(checked) => set('auto_accept', checked)}
            />
          </FormField>
          {values.auto_accept ? (
            <FormField
              label=" "
              error={errors.auto_accept_end}
              helper={
                values.auto_accept_all_day
                  ? undefined
                  : overnightHint({ start: values.auto_accept_start, end: values.auto_accept_end })
              }
            >
              <Choice
                label={t('codeForm.autoAccept')}
                value={values.auto_accept_all_day ? 'all' : 'window'}
                onChange={(value) => set('auto_accept_all_day', value === 'all')}
                options={[
                  { value: 'all', label: t('codeForm.autoAcceptAllDay') },
                  { value: 'window', label: t('codeForm.autoAcceptWindow') },
                ]}
              />
              {values.auto_accept_all_day ? null : (
                <Box display="flex" alignItems="center" gap="2" mt="2">
                  <TimeInput
                    value={values.auto_accept_start}
                    ariaLabel={t('codeForm.autoAcceptWindow')}
                    onChange={(value) => set('auto_accept_start', value)}
                  />
                  <Text fontSize="sm">{t('codeForm.schedule.to')}</Text>
                  <TimeInput
                    value={values.auto_accept_end}
                    ariaLabel={t('codeForm.schedule.to')}
                    onChange={(value) => set('auto_accept_end', value)}
                  />
                </Box>
              )}
            </FormField>
          ) : null}
        </Box>
      </PageSection>

      <CustomerAndWelcomeSections values={values} set={set} errors={errors} tagGroups={tagGroups} />
    </>
  );
}
