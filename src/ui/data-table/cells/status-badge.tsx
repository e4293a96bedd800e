import type { ReactNode } from 'react';
import { sc } from '../../static-css/class-names';
import type { BadgePalette } from './cell-styles';

export interface StatusBadgeProps {
  children: ReactNode;
  palette?: BadgePalette;
  variant?: 'subtle' | 'outline' | 'solid';
  size?: 'xs' | 'sm';
  title?: string;
  testId?: string;
  /** data-tag-name and the like, for tests and the page's own hooks. */
  data?: Record<`data-${string}`, string>;
}

/**
 * Chakra's Badge look (recipe base, size, variant and colour palette) as a plain span with
 * static classes, for list cells (docs/architecture.md "Styling").
 */
export function StatusBadge({
  children,
  palette = 'gray',
  variant = 'subtle',
  size = 'sm',
  title,
  testId,
  data,
}: StatusBadgeProps) {
  return (
    <span
      className={sc(
        'sc-badge',
        size === 'xs' && 'sc-badge-xs',
        `sc-badge-${variant}`,
        `sc-palette-${palette}`,
      )}
      title={title}
      data-testid={testId}
      {...data}
    >
      {children}
    </span>
  );
}
