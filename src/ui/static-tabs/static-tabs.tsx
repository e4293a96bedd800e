import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { sc } from '../static-css/class-names';

export interface StaticTab<K extends string> {
  readonly value: K;
  readonly label: ReactNode;
  /** The panel, mounted on the tab's first selection and kept (Chakra's `lazyMount`). */
  readonly content: ReactNode;
  readonly testId?: string;
  /** A pointer on or focus in the tab: start loading what its panel needs (an island). */
  readonly onIntent?: () => void;
}

export interface StaticTabsProps<K extends string> {
  readonly tabs: readonly StaticTab<K>[];
  readonly value: K;
  readonly onValueChange: (value: K) => void;
}

/**
 * docs/architecture.md "Styling" point 5 (issue #39): a page's tabs as plain elements with
 * Chakra's Tabs look (static-tabs-styles.ts), so a `chakraFreePage` paints them without
 * Chakra. The ARIA and keys are Zag's (Chakra's machine) and WAI-ARIA's tabs pattern: one tab
 * in the Tab order (the selected one), ←/→ move to the previous/next tab and select it
 * (automatic activation, wrapping at the ends), Home/End the first/last; the panel is
 * focusable; a panel mounts on its tab's first selection and stays mounted, hidden.
 */
export function StaticTabs<K extends string>({ tabs, value, onValueChange }: StaticTabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([value]));
  // React's "state from the previous render" pattern: a newly selected tab's panel mounts
  if (!visited.has(value)) setVisited(new Set([...visited, value]));
  const triggerId = (key: K) => `${id}-tab-${key}`;
  const contentId = (key: K) => `${id}-panel-${key}`;

  const select = (index: number) => {
    const at = (index + tabs.length) % tabs.length;
    const tab = tabs[at];
    if (!tab) return;
    onValueChange(tab.value);
    // the list's children are the tabs, in order
    (list.current?.children[at] as HTMLElement | undefined)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.value === value);
    const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={sc('tb-root')} data-orientation="horizontal">
      <div
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        className={sc('tb-list')}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={triggerId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? contentId(tab.value) : undefined}
              tabIndex={selected ? 0 : -1}
              data-orientation="horizontal"
              className={sc('tb-trigger')}
              data-testid={tab.testId}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={onKeyDown}
              onPointerEnter={tab.onIntent}
              onFocus={tab.onIntent}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        visited.has(tab.value) ? (
          <div
            key={tab.value}
            role="tabpanel"
            id={contentId(tab.value)}
            aria-labelledby={triggerId(tab.value)}
            tabIndex={0}
            hidden={tab.value !== value}
            data-orientation="horizontal"
            className={sc('tb-content')}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
