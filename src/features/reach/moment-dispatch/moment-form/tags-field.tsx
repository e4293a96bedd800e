import { useTagGroupOptions } from '../../../../data/picker-options';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { TagPicker } from '../../../../ui/pickers/tag-picker';

/** A labelled company-tag picker (visible customers, auto-tags). */
export function TagsField(props: {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  helper?: string;
  required?: boolean;
  testId: string;
}) {
  const groups = useTagGroupOptions();
  return (
    <FormField
      label={props.label}
      error={props.error}
      helper={props.helper}
      required={props.required}
    >
      <TagPicker
        groups={groups.data ?? []}
        value={props.value}
        onChange={props.onChange}
        invalid={Boolean(props.error)}
        ariaLabel={props.label}
        testId={props.testId}
      />
    </FormField>
  );
}
