import type { ReactNode } from 'react';
import {
  SwitchControl,
  SwitchHiddenInput,
  SwitchLabel,
  SwitchRoot,
  SwitchThumb,
} from '@chakra-ui/react/switch';

/** An on/off setting of a form: Chakra's switch with its label, one look on every page. */
export function Toggle(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  testId?: string;
}) {
  return (
    <SwitchRoot
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
      <SwitchLabel fontSize="sm">{props.label}</SwitchLabel>
    </SwitchRoot>
  );
}
