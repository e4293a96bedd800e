import {
  NativeSelectField,
  NativeSelectIndicator,
  NativeSelectRoot,
} from '@chakra-ui/react/native-select';

/** A native select with an accessible name (issue #15 forms: rule, scope, target kind…). */
export function SelectField<T extends string | number>(props: {
  value: T | '';
  onChange: (value: string) => void;
  options: readonly { value: T; label: string }[];
  label: string;
  placeholder?: string;
  width?: string;
  testId?: string;
}) {
  return (
    <NativeSelectRoot size="sm" width={props.width ?? 'full'}>
      <NativeSelectField
        aria-label={props.label}
        value={String(props.value)}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectIndicator />
    </NativeSelectRoot>
  );
}
