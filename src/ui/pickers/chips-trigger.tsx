import { sc } from '../static-css/class-names';
import type { OnDemandTriggerProps } from '../deferred-mount/on-demand-popover';

/** What the trigger shows. */
export interface ChipsView {
  /** The accessible name: the field's label, then the text shown (issue #13, WCAG 2.5.3). */
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** The first chosen names, as badges. */
  names: readonly { id: number; name: string }[];
  /** 已选 N 个, after the badges when more are chosen than shown. */
  more?: string;
  /** Before the badges (a tag condition's 任一/同时). */
  prefix?: string;
  palette: 'blue' | 'teal';
  /** The tag picker centres its row; the employee picker's stretches (as the Chakra ones did). */
  center?: boolean;
  invalid?: boolean;
  /** issue #37: the picker's value, read by the form kit to tell unsaved changes. */
  formValue: string;
  testId?: string;
}

/**
 * The employee and tag pickers' trigger as a plain button with static classes (issue #39,
 * picker-trigger-styles.ts): Chakra's outline Button with the chosen names as subtle badges.
 */
export function ChipsTrigger({ view, ...buttonProps }: OnDemandTriggerProps & { view: ChipsView }) {
  const { names } = view;
  return (
    <button
      type="button"
      data-form-value={view.formValue}
      aria-label={view.label}
      data-testid={view.testId}
      {...buttonProps}
      className={sc('pt-trigger', view.invalid && 'pt-invalid')}
    >
      {names.length === 0 ? (
        <span className={sc('pt-placeholder')}>{view.placeholder}</span>
      ) : (
        <span className={sc('pt-chips', view.center && 'pt-chips-center')}>
          {view.prefix ? <span className={sc('pt-count')}>{view.prefix}</span> : null}
          {names.map((item) => (
            <span
              key={item.id}
              className={sc('sc-badge', 'sc-badge-subtle', `sc-palette-${view.palette}`)}
            >
              {item.name}
            </span>
          ))}
          {view.more ? <span className={sc('pt-count')}>{view.more}</span> : null}
        </span>
      )}
    </button>
  );
}
