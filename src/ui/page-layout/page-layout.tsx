import type { CSSProperties, ReactNode } from 'react';
import { sc } from '../static-css/class-names';

export interface PageLayoutProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the top right (新建, 同步, ...). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

// Static markup (docs/architecture.md "Styling", issue #39): the frame of every page, so no
// page pays Emotion's run-time work for it; the content inside stays the page's own.

/** Every list, form and statistics page: a title line with actions, then white sections. */
export function PageLayout({ title, description, actions, children, testId }: PageLayoutProps) {
  return (
    <div className={sc('pk-page')} data-testid={testId}>
      <div className={sc('pk-head')}>
        <div className={sc('pk-head-text')}>
          <h1 className={sc('pk-title')}>{title}</h1>
          {description ? <p className={sc('pk-description')}>{description}</p> : null}
        </div>
        {actions ? <div className={sc('pk-actions')}>{actions}</div> : null}
      </div>
      <div className={sc('pk-body')}>{children}</div>
    </div>
  );
}

export interface PageSectionProps {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** A spacing token (3, 4, 5). */
  padding?: string;
}

/** A white card on the grey page. */
export function PageSection({ title, actions, children, testId, padding = '5' }: PageSectionProps) {
  const style = { '--pk-padding': `var(--chakra-spacing-${padding})` } as CSSProperties;
  return (
    <section className={sc('pk-section')} style={style} data-testid={testId}>
      {title || actions ? (
        <div className={sc('pk-section-head')}>
          <h2 className={sc('pk-section-title')}>{title}</h2>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
