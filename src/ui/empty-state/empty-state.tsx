import type { ReactNode } from 'react';
import { sc } from '../static-css/class-names';

/** An empty tray: the console's one "nothing here yet" picture (inline: no request, no chunk). */
function EmptyTray() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="64" rx="36" ry="5" fill="#eef2f7" />
      <path d="M20 30 L30 12 H66 L76 30" fill="none" stroke="#c7d2e0" strokeWidth="2" />
      <path
        d="M20 30 H38 a10 8 0 0 0 20 0 H76 V54 a4 4 0 0 1 -4 4 H24 a4 4 0 0 1 -4 -4 Z"
        fill="#f5f8fc"
        stroke="#c7d2e0"
        strokeWidth="2"
      />
      <path d="M38 20 H58 M42 25 H54" stroke="#d9e1ec" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** The page's primary action (新建活码, 同步通讯录, …) where one exists. */
  action?: ReactNode;
  testId?: string;
}

/** issue #13: a real empty state (picture, message, primary action), never a bare "∅". */
export function EmptyState({ title, description, action, testId }: EmptyStateProps) {
  // docs/architecture.md "Styling" (issue #39): plain elements with static classes, so a list's
  // table renders no Chakra outside its islands
  return (
    <div className={sc('es-root')} data-testid={testId}>
      <EmptyTray />
      <p className={sc('es-title')}>{title}</p>
      {description ? <p className={sc('es-text')}>{description}</p> : null}
      {action ? <div className={sc('es-action')}>{action}</div> : null}
    </div>
  );
}
