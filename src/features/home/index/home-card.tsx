import type { ReactNode } from 'react';
import { sc } from '../../../ui/static-css/class-names';

/**
 * One section of /index: a titled white card with an optional action on the right (plain
 * elements with static classes: docs/architecture.md "Styling").
 */
export function HomeCard({
  title,
  extra,
  children,
  testId,
  span,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The whole grid row, or two of the three columns from `lg` on. */
  span?: 'full' | 'two';
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={sc('hc-card', span === 'full' && 'hc-span-full', span === 'two' && 'hc-span-two')}
    >
      <div className={sc('hc-head')}>
        <h2 className={sc('hc-title')}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
