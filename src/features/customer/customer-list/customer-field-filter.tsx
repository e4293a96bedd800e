import {
  OPTION_FIELD_TYPES,
  activeCustomFields,
} from '../../../../contract/customer/custom-info-routes';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter, TextFilter } from '../../../ui/filter-bar/filter-inputs';
import { sc } from '../../../ui/static-css/class-names';

/**
 * issue #19: filter the list by a custom field shown in the list (/custom-info) and its value.
 * Plain elements with the filter bar's static classes (issue #39, docs/architecture.md
 * "Styling"): the filter bar is part of every list page's first paint.
 */
export function CustomerFieldFilter(props: {
  fieldId: string;
  fieldValue: string;
  onChange: (fieldId: string, fieldValue: string) => void;
}) {
  const fields = useEndpointQuery(activeCustomFields, {}, { staleTime: 60_000 });
  const listed = (fields.data ?? []).filter((field) => field.show_in_list);
  if (listed.length === 0) return null;
  const field = listed.find((each) => String(each.id) === props.fieldId);
  return (
    <FilterField label="客户字段" width="auto">
      <div className={sc('fb-pair')}>
        <div className={sc('fb-pair-cell')}>
          <SelectFilter
            value={props.fieldId}
            allLabel="不限"
            onChange={(fieldId) => props.onChange(fieldId, '')}
            options={listed.map((each) => ({ value: String(each.id), label: each.name }))}
            ariaLabel="客户字段"
            testId="customer-field-filter"
          />
        </div>
        {field ? (
          <div className={sc('fb-pair-cell')}>
            {OPTION_FIELD_TYPES.has(field.type) ? (
              <SelectFilter
                value={props.fieldValue}
                allLabel="已填写"
                onChange={(value) => props.onChange(props.fieldId, value)}
                options={field.options.map((option) => ({ value: option, label: option }))}
                ariaLabel="字段值"
                testId="customer-field-value"
              />
            ) : (
              <TextFilter
                value={props.fieldValue}
                onChange={(value) => props.onChange(props.fieldId, value)}
                placeholder="包含的内容"
                ariaLabel="字段值"
                testId="customer-field-value"
              />
            )}
          </div>
        ) : null}
      </div>
    </FilterField>
  );
}
