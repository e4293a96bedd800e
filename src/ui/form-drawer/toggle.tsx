import type { ReactNode } from 'react';
import {
  SwitchControl,
  SwitchHiddenInput,
  SwitchLabel,
  SwitchRoot,
  SwitchThumb,
} from '@chakra-ui/react/switch';
import { useFormFieldIds } from './form-field';

/**
 * An on/off setting of a form: Chakra's switch with its label, one look on every page. With
 * an empty label inside a FormField, the row's label names the switch and toggles it.
 */
export function Toggle(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  testId?: string;
}) {
  const field = useFormFieldIds();
  const labelled = props.label !== '' && props.label !== null && props.label !== undefined;
  return (
    <SwitchRoot
      ids={!labelled && field ? { hiddenInput: field.controlId, label: field.labelId } : undefined}
      size="sm"
      colorPalette="blue"
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked)}
      data-testid={props.testId}
    >
      <SwitchHiddenInput />
      <SwitchControl>
        <SwitchThumb />
      </SwitchControl>
      {labelled ? <SwitchLabel fontSize="sm">{props.label}</SwitchLabel> : null}
    </SwitchRoot>
  );
}
