import {
  NativeSelectField,
  NativeSelectIndicator,
  NativeSelectRoot,
} from '@chakra-ui/react/native-select';
import type { SelectOption } from '../../../../ui/filter-bar/filter-inputs';

/** A required choice of a form (no empty option), as a native select. */
export function SelectInput(props: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  testId?: string;
  invalid?: boolean;
}) {
  return (
    <NativeSelectRoot size="sm" maxW="72">
      <NativeSelectField
        id={props.id}
        value={props.value}
        data-testid={props.testId}
        aria-invalid={props.invalid || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectIndicator />
    </NativeSelectRoot>
  );
}
