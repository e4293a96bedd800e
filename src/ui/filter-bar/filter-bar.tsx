import { Children, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { t } from '../../lib/i18n/translate';
import { sc } from '../static-css/class-names';
import '../../lib/i18n/messages/page-kit-messages';

export interface FilterBarProps {
  children: ReactNode;
  /** Applies the typed filters (查询, or Enter in a text field). */
  onSearch: () => void;
  onReset: () => void;
  testId?: string;
}

/**
 * The row of filters above a list (issue #9 page kit): fields wrap, 查询 and 重置 at the end.
 * On a phone (issue #13) only the first field shows until 更多筛选 opens the rest, so the list
 * is not pushed below the first screen. Static markup (docs/architecture.md "Styling", issue
 * #39): every list page has one; the fields inside are the page's own.
 */
export function FilterBar({ children, onSearch, onReset, testId }: FilterBarProps) {
  const [expanded, setExpanded] = useState(false);
  const [first, ...rest] = Children.toArray(children);
  return (
    <form
      role="search"
      aria-label={t('kit.filter.label')}
      data-testid={testId}
      className={sc('fb-bar')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {first}
      {rest.length > 0 ? (
        <div
          className={sc('fb-more-fields', expanded && 'fb-more-open')}
          data-testid="filter-more-fields"
        >
          {rest}
        </div>
      ) : null}
      <div className={sc('fb-buttons')}>
        <button type="submit" className={sc('bt-sm-solid', 'sc-palette-blue')}>
          {t('kit.filter.search')}
        </button>
        <button type="button" className={sc('bt-sm-outline')} onClick={onReset}>
          {t('kit.filter.reset')}
        </button>
        {rest.length > 0 ? (
          <button
            type="button"
            className={sc('bt-sm-ghost', 'sc-palette-blue', 'fb-more-toggle')}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('kit.filter.less') : t('kit.filter.more')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

export interface FilterFieldProps {
  label: string;
  children: ReactNode;
  /** From 768 px: a size token (36, 52, …) or `auto`; full width on a phone. */
  width?: string;
}

/** A labelled slot in the filter bar. */
export function FilterField({ label, children, width = '52' }: FilterFieldProps) {
  const style = {
    '--fb-width': width === 'auto' ? 'auto' : `var(--chakra-sizes-${width})`,
  } as CSSProperties;
  return (
    <label className={sc('fb-field')} style={style}>
      <span className={sc('fb-label')}>{label}</span>
      {children}
    </label>
  );
}
