import type { CSSProperties } from 'react';
import {
  OnDemandPopover,
  type OnDemandTriggerProps,
  type PopoverIsland,
} from '../deferred-mount/on-demand-popover';
import { sc } from '../static-css/class-names';

export function CalendarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect
        x="2"
        y="3"
        width="12"
        height="11"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <path
        d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** What the date inputs' trigger shows. */
export interface DateTriggerView {
  /** The accessible name: the field's label, then the shown value (WCAG 2.5.3). */
  ariaLabel: string;
  text: string;
  placeholder: boolean;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  width?: string;
}

/** The date inputs' trigger: Chakra's outline Button as static classes (issue #39). */
function DateTrigger({
  view,
  ...buttonProps
}: OnDemandTriggerProps & {
  view: DateTriggerView;
}) {
  const width = view.width ?? '40';
  return (
    // aria-invalid kept from the Chakra trigger: a form shows its error by it (forms-clean.spec)
    // eslint-disable-next-line jsx-a11y/role-supports-aria-props
    <button
      type="button"
      disabled={view.disabled}
      aria-invalid={view.invalid ? true : undefined}
      aria-label={`${view.ariaLabel} ${view.text}`}
      data-testid={view.testId}
      {...buttonProps}
      className={sc('pt-date', view.invalid && 'pt-invalid')}
      style={{ '--pt-width': `var(--chakra-sizes-${width})` } as CSSProperties}
    >
      <span className={sc('pt-date-icon')}>
        <CalendarIcon />
      </span>
      <span className={sc('pt-date-text', view.placeholder && 'pt-date-empty')}>{view.text}</span>
    </button>
  );
}

/**
 * The trigger the date inputs share, static, and their popover (a calendar): a Chakra island
 * loaded on intent and mounted on the first press (issue #39, OnDemandPopover), which renders
 * it through CalendarPopover (calendar-popover.tsx); the calendar inside loads on the first open.
 */
export function PickerPopover<P extends object>({
  island,
  islandProps,
  ...view
}: DateTriggerView & { island: PopoverIsland<P>; islandProps: P }) {
  return (
    <OnDemandPopover
      island={island}
      islandProps={islandProps}
      renderTrigger={(triggerProps) => <DateTrigger {...triggerProps} view={view} />}
    />
  );
}
