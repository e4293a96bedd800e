import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { OPTION_FIELD_TYPES, activeCustomFields } from '../../../../contract/customer/custom-info';
import { useEndpointQuery } from '../../../data/endpoint-hooks';
import { FilterField } from '../../../ui/filter-bar/filter-bar';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';

/** issue #19: filter the list by a custom field shown in the list (/custom-info) and its value. */
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
      <Box display="flex" gap="2">
        <Box width="36">
          <SelectFilter
            value={props.fieldId}
            allLabel="不限"
            onChange={(fieldId) => props.onChange(fieldId, '')}
            options={listed.map((each) => ({ value: String(each.id), label: each.name }))}
            ariaLabel="客户字段"
            testId="customer-field-filter"
          />
        </Box>
        {field && OPTION_FIELD_TYPES.has(field.type) ? (
          <Box width="36">
            <SelectFilter
              value={props.fieldValue}
              allLabel="已填写"
              onChange={(value) => props.onChange(props.fieldId, value)}
              options={field.options.map((option) => ({ value: option, label: option }))}
              ariaLabel="字段值"
              testId="customer-field-value"
            />
          </Box>
        ) : field ? (
          <Input
            size="sm"
            bg="white"
            width="36"
            aria-label="字段值"
            data-testid="customer-field-value"
            placeholder="包含的内容"
            value={props.fieldValue}
            onChange={(event) => props.onChange(props.fieldId, event.currentTarget.value)}
          />
        ) : null}
      </Box>
    </FilterField>
  );
}
