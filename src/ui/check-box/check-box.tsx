import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { sc } from '../static-css/class-names';

export interface CheckBoxProps {
  checked: boolean;
  /** Some but not all of a group (the table's select-all on a partly selected page). */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; without one, give `ariaLabel`. */
  children?: ReactNode;
  ariaLabel?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * A native checkbox in the console's blue: keyboard, forms and screen readers work as the
 * browser makes them, and it weighs nothing (the table, column settings and pickers use it).
 */
export function CheckBox(props: CheckBoxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(props.indeterminate);
  }, [props.indeterminate]);
  return (
    <label className={sc('sc-check')} data-disabled={props.disabled ? '' : undefined}>
      <input
        ref={ref}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-label={props.ariaLabel}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        style={{ width: 16, height: 16, accentColor: '#2b6cb0', cursor: 'inherit', margin: 0 }}
      />
      {props.children}
    </label>
  );
}
