import type { ReactNode } from 'react';
import { sc } from '../../static-css/class-names';

/** The actions cell of a row (docs/architecture.md "Styling": plain buttons, static classes). */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={sc('sc-actions')}>{children}</div>;
}

/** A pointer on or focus in the action: e.g. start loading the island it opens (issue #39). */
export interface RowActionIntent {
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

export interface RowActionProps extends RowActionIntent {
  children: ReactNode;
  onClick: () => void;
  /** Red, for 删除 and the like. */
  danger?: boolean;
  /** sm: a row's name that opens its detail (default xs). */
  size?: 'xs' | 'sm';
  disabled?: boolean;
  testId?: string;
  ariaLabel?: string;
}

/** A row action: Chakra's Button look (xs, plain, blue) on a plain button. */
export function RowAction({
  children,
  onClick,
  danger,
  size = 'xs',
  disabled,
  testId,
  ariaLabel,
  onPointerEnter,
  onFocus,
}: RowActionProps) {
  return (
    <button
      type="button"
      className={sc('sc-action', size === 'sm' && 'sc-action-sm', danger && 'sc-action-danger')}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      disabled={disabled}
      data-testid={testId}
      aria-label={ariaLabel}
    >
      {children}
    </button>
  );
}
