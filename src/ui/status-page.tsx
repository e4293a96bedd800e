import type { ReactNode } from 'react';
import { sc } from './static-css/class-names';

export interface StatusPageProps {
  /** Large mark above the title, e.g. 404 or 403. */
  mark?: string;
  title: string;
  description?: ReactNode;
  /** Buttons or links: a status page always offers a way on (never a blank page). */
  actions?: ReactNode;
  testId?: string;
}

/**
 * A centred message page: 404, 无权限, 功能建设中, a failed page load. Static markup
 * (docs/architecture.md "Styling", issue #39): it shows without Chakra, also when a chunk
 * failed to load.
 */
export function StatusPage({ mark, title, description, actions, testId }: StatusPageProps) {
  return (
    <section data-testid={testId} className={sc('st-page')}>
      {mark ? <p className={sc('st-mark')}>{mark}</p> : null}
      <h1 className={sc('st-title')}>{title}</h1>
      {description ? <div className={sc('st-description')}>{description}</div> : null}
      {actions ? <div className={sc('st-actions')}>{actions}</div> : null}
    </section>
  );
}
