import { Box } from '@chakra-ui/react/box';
import type { PrivateFilter } from '../../../../contract/reach/mass-send';
import type { ReachOptions } from '../../../../contract/reach/reach-options';
import { t } from '../../../lib/i18n/translate';
import { DateRangeFilter, SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { DepartmentSelect } from '../../../ui/pickers/department-select';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { AudienceSelect } from './audience-select';

export type PrivateFilterDraft = Omit<PrivateFilter, 'added_from' | 'added_to'> & {
  added_from?: string;
  added_to?: string;
};

export const EMPTY_PRIVATE_FILTER: PrivateFilterDraft = {
  sender_ids: [],
  department_ids: [],
  target: 'all',
  gender: null,
  tag_ids: [],
  exclude_tag_ids: [],
  audience_ids: [],
  dedupe_employee_id: null,
};

/** docs/domain.md §2 /private-chat recipients: senders, all customers or the filter, de-duplication. */
export function PrivateRecipients(props: {
  value: PrivateFilterDraft;
  onChange: (next: PrivateFilterDraft) => void;
  options: ReachOptions | undefined;
  errors: FieldErrors;
}) {
  const { value, onChange, options, errors } = props;
  const set = (patch: Partial<PrivateFilterDraft>) => onChange({ ...value, ...patch });
  const departments = options?.departments ?? [];
  const employees = options?.employees ?? [];
  const groups = options?.tag_groups ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FormField
        label={t('form.senders')}
        error={errors['filter.sender_ids']}
        helper={t('form.sendersAll')}
      >
        <EmployeePicker
          departments={departments}
          employees={employees}
          value={value.sender_ids}
          onChange={(sender_ids) => set({ sender_ids })}
          placeholder={t('form.sendersAll')}
          ariaLabel={t('form.senders')}
          testId="pick-senders"
        />
      </FormField>
      <FormField label={t('form.target')}>
        <SegmentedControl
          label={t('form.target')}
          value={value.target}
          onChange={(target) => set({ target })}
          testId="pick-target"
          options={[
            { value: 'all', label: t('form.target.all') },
            { value: 'filter', label: t('form.target.filter') },
          ]}
        />
      </FormField>
      {value.target === 'filter' ? (
        <Box
          display="flex"
          flexDirection="column"
          gap="4"
          borderLeftWidth="2px"
          borderColor="blue.100"
          ps="3"
        >
          <FormField label={t('form.departments')}>
            <DepartmentSelect
              departments={departments}
              value={value.department_ids[0] ? String(value.department_ids[0]) : ''}
              onChange={(id) => set({ department_ids: id ? [Number(id)] : [] })}
              ariaLabel={t('form.departments')}
            />
          </FormField>
          <FormField label={t('form.gender')}>
            <SelectFilter
              value={value.gender === null ? '' : String(value.gender)}
              allLabel={t('form.gender.any')}
              ariaLabel={t('form.gender')}
              onChange={(gender) =>
                set({ gender: gender === '' ? null : (Number(gender) as 0 | 1 | 2) })
              }
              options={(['1', '2', '0'] as const).map((gender) => ({
                value: gender,
                label: t(`form.gender.${gender}`),
              }))}
            />
          </FormField>
          <FormField
            label={t('form.tags')}
            helper={t('form.tagsHint')}
            error={errors['filter.tag_ids']}
          >
            <TagPicker
              groups={groups}
              value={value.tag_ids}
              onChange={(tag_ids) => set({ tag_ids })}
              ariaLabel={t('form.tags')}
              testId="pick-tags"
            />
          </FormField>
          <AudienceSelect
            value={value.audience_ids}
            onChange={(audience_ids) => set({ audience_ids })}
            error={errors['filter.audience_ids']}
          />
          <FormField label={t('form.excludeTags')}>
            <TagPicker
              groups={groups}
              value={value.exclude_tag_ids}
              onChange={(exclude_tag_ids) => set({ exclude_tag_ids })}
              ariaLabel={t('form.excludeTags')}
              testId="pick-exclude-tags"
            />
          </FormField>
          <FormField label={t('form.addedRange')}>
            <DateRangeFilter
              value={{ from: value.added_from ?? '', to: value.added_to ?? '' }}
              onChange={(range) =>
                set({ added_from: range.from || undefined, added_to: range.to || undefined })
              }
            />
          </FormField>
        </Box>
      ) : null}
      <FormField label={t('form.dedupe')} helper={t('form.dedupeHint')}>
        <SelectFilter
          value={value.dedupe_employee_id ? String(value.dedupe_employee_id) : ''}
          allLabel={t('form.dedupeFirst')}
          ariaLabel={t('form.dedupe')}
          onChange={(id) => set({ dedupe_employee_id: id ? Number(id) : null })}
          options={(value.sender_ids.length > 0
            ? employees.filter((employee) => value.sender_ids.includes(employee.id))
            : employees
          ).map((employee) => ({ value: String(employee.id), label: employee.name }))}
        />
      </FormField>
    </Box>
  );
}
