import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { PopoverBody, PopoverContent, PopoverPositioner } from '@chakra-ui/react/popover';
import { t } from '../../lib/i18n/translate';
import { OnDemandPopover, type OnDemandTriggerProps } from '../deferred-mount/on-demand-popover';
import { sc } from '../static-css/class-names';
import '../../lib/i18n/messages/page-kit-messages';

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

export interface PickerPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The accessible name: the field's label, then the shown value (WCAG 2.5.3). */
  ariaLabel: string;
  text: string;
  placeholder: boolean;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
  width?: string;
  children: ReactNode;
}

/** The date inputs' trigger: Chakra's outline Button as static classes (issue #39). */
function DateTrigger({
  view,
  ...buttonProps
}: OnDemandTriggerProps & {
  view: Omit<PickerPopoverProps, 'open' | 'onOpenChange' | 'children'>;
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
 * The trigger and popover the date inputs share: a static trigger, the popover mounted on its
 * first press (issue #39, OnDemandPopover), the calendar inside loaded on the first open.
 */
export function PickerPopover({ open, onOpenChange, children, ...view }: PickerPopoverProps) {
  return (
    <OnDemandPopover
      open={open}
      onOpenChange={onOpenChange}
      unmountOnExit
      renderTrigger={(triggerProps) => <DateTrigger {...triggerProps} view={view} />}
    >
      <PopoverPositioner>
        <PopoverContent width="auto" maxW="calc(100vw - 16px)">
          <PopoverBody p="3">
            <Suspense
              fallback={
                <Box p="6" fontSize="sm" color="gray.600">
                  {t('kit.date.loading')}
                </Box>
              }
            >
              {children}
            </Suspense>
          </PopoverBody>
        </PopoverContent>
      </PopoverPositioner>
    </OnDemandPopover>
  );
}
