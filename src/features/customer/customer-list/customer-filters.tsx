import { ADD_WAYS } from '../../../../contract/customer/customer-list-routes';
import { t } from '../../../lib/i18n/translate';
import { FilterBar, FilterField } from '../../../ui/filter-bar/filter-bar';
import { DateRangeFilter, SelectFilter, TextFilter } from '../../../ui/filter-bar/filter-inputs';
import { DepartmentSelect } from '../../../ui/pickers/department-select';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { useDirectoryOptions } from '../../../data/directory-options';
import { useTagGroups } from '../../../data/tag-groups';
import { CustomerFieldFilter } from './customer-field-filter';
import type { CustomerFilterDraft } from './customer-filter-state';
import { genderLabel, typeLabel } from './customer-labels';
import { useStages } from './api/follow-up-api';
import '../../../lib/i18n/messages/customers-messages';
import '../../../lib/i18n/messages/customer-handover-messages';

export interface CustomerFiltersProps {
  draft: CustomerFilterDraft;
  onDraftChange: (draft: CustomerFilterDraft) => void;
  onSearch: () => void;
  onReset: () => void;
}

const ADD_WAY_OPTIONS = Object.entries(ADD_WAYS).map(([value, label]) => ({ value, label }));

/** issue #9 /customer-list filters: name, employee, department, gender, type, tags (AND/OR),
 * add way, added date range, lost or not. */
export function CustomerFilters({ draft, onDraftChange, onSearch, onReset }: CustomerFiltersProps) {
  const directory = useDirectoryOptions();
  const tagGroups = useTagGroups();
  const stages = useStages();
  const set = <K extends keyof CustomerFilterDraft>(key: K, value: CustomerFilterDraft[K]) =>
    onDraftChange({ ...draft, [key]: value });
  return (
    <FilterBar onSearch={onSearch} onReset={onReset} testId="customer-filters">
      <FilterField label={t('customers.filter.name')}>
        <TextFilter
          value={draft.name}
          placeholder={t('customers.filter.namePlaceholder')}
          testId="filter-name"
          onChange={(value) => set('name', value)}
        />
      </FilterField>
      <FilterField label={t('customers.filter.tags')} width="64">
        <TagPicker
          groups={tagGroups.data ?? []}
          value={draft.tagIds}
          onChange={(ids) => set('tagIds', ids)}
          logic={draft.tagLogic}
          onLogicChange={(logic) => set('tagLogic', logic)}
          testId="filter-tags"
          ariaLabel={t('customers.filter.tags')}
        />
      </FilterField>
      <FilterField label={t('customers.filter.employees')} width="56">
        <EmployeePicker
          departments={directory.data?.departments ?? []}
          employees={directory.data?.employees ?? []}
          value={draft.employeeIds}
          onChange={(ids) => set('employeeIds', ids)}
          testId="filter-employees"
          ariaLabel={t('customers.filter.employees')}
        />
      </FilterField>
      <FilterField label={t('customers.filter.department')} width="44">
        <DepartmentSelect
          departments={directory.data?.departments ?? []}
          value={draft.departmentId}
          onChange={(value) => set('departmentId', value)}
          ariaLabel={t('customers.filter.department')}
        />
      </FilterField>
      <FilterField label={t('customers.filter.addWay')} width="40">
        <SelectFilter
          value={draft.addWay}
          onChange={(value) => set('addWay', value)}
          options={ADD_WAY_OPTIONS}
          ariaLabel={t('customers.filter.addWay')}
        />
      </FilterField>
      <FilterField label={t('customers.filter.addedAt')} width="72">
        <DateRangeFilter
          value={{ from: draft.addedFrom, to: draft.addedTo }}
          onChange={(range) =>
            onDraftChange({ ...draft, addedFrom: range.from, addedTo: range.to })
          }
        />
      </FilterField>
      <FilterField label={t('customers.filter.gender')} width="28">
        <SelectFilter
          value={draft.gender}
          onChange={(value) => set('gender', value)}
          options={[1, 2, 0].map((value) => ({
            value: String(value),
            label: genderLabel(value),
          }))}
          ariaLabel={t('customers.filter.gender')}
        />
      </FilterField>
      <FilterField label={t('customers.filter.type')} width="32">
        <SelectFilter
          value={draft.type}
          onChange={(value) => set('type', value)}
          options={[1, 2].map((value) => ({
            value: String(value),
            label: typeLabel(value),
          }))}
          ariaLabel={t('customers.filter.type')}
        />
      </FilterField>
      <FilterField label={t('customers.filter.lost')} width="28">
        <SelectFilter
          value={draft.lost}
          onChange={(value) => set('lost', value)}
          options={[
            { value: 'false', label: t('customers.lost.false') },
            { value: 'true', label: t('customers.lost.true') },
          ]}
          ariaLabel={t('customers.filter.lost')}
        />
      </FilterField>
      <FilterField label={t('stage.filter')} width="32">
        <SelectFilter
          value={draft.stageId}
          onChange={(value) => set('stageId', value)}
          options={(stages.data ?? []).map((stage) => ({
            value: String(stage.id),
            label: stage.name,
          }))}
          ariaLabel={t('stage.filter')}
          testId="filter-stage"
        />
      </FilterField>
      <FilterField label={t('stage.due')} width="32">
        <SelectFilter
          value={draft.followDue}
          onChange={(value) => set('followDue', value)}
          options={[{ value: 'true', label: t('stage.due.true') }]}
          ariaLabel={t('stage.due')}
          testId="filter-follow-due"
        />
      </FilterField>
      <CustomerFieldFilter
        fieldId={draft.fieldId}
        fieldValue={draft.fieldValue}
        onChange={(fieldId, fieldValue) => onDraftChange({ ...draft, fieldId, fieldValue })}
      />
    </FilterBar>
  );
}
