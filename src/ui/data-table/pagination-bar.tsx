import { useState } from 'react';
import { ChevronDownIcon } from '../chevron-down-icon';
import { PAGE_SIZE_OPTIONS, formatTotal } from '../../lib/format/table-defaults';
import { t } from '../../lib/i18n/translate';
import { sc } from '../static-css/class-names';
import { pageCountOf, pageItems, parseJump } from './page-items';
import '../../lib/i18n/messages/page-kit-messages';

export interface PaginationBarProps {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
}

/**
 * spec §9 table defaults: 共 N 条, page buttons, the page-size changer (10/20/50/100) and the
 * quick jumper. Changing the size goes back to page 1 (the old page may not exist).
 */
export function PaginationBar({ total, page, pageSize, onChange, disabled }: PaginationBarProps) {
  const [jump, setJump] = useState('');
  const pageCount = pageCountOf(total, pageSize);
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= pageCount) onChange(next, pageSize);
  };
  return (
    <nav aria-label={t('kit.pager.label')} className={sc('pg-bar')} data-testid="pagination">
      <p className={sc('pg-total')} data-testid="pagination-total">
        {formatTotal(total)}
      </p>
      <button
        type="button"
        className={sc('pg-btn')}
        aria-label={t('kit.pager.prev')}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        ‹
      </button>
      {pageItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            type="button"
            key={item}
            className={sc('pg-btn', item === page && 'pg-btn-current')}
            aria-label={t('kit.pager.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            disabled={disabled}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={sc('pg-gap')} aria-label={t('kit.pager.more')}>
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={sc('pg-btn')}
        aria-label={t('kit.pager.next')}
        disabled={disabled || page >= pageCount}
        onClick={() => go(page + 1)}
      >
        ›
      </button>
      <div className={sc('pg-size-root')}>
        <select
          className={sc('pg-size')}
          disabled={disabled}
          aria-label={t('kit.pager.pageSizeLabel')}
          value={pageSize}
          data-testid="pagination-size"
          onChange={(event) => onChange(1, Number(event.currentTarget.value))}
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {t('kit.pager.pageSize', { size })}
            </option>
          ))}
        </select>
        <div className={sc('pg-size-indicator')} data-disabled={disabled ? '' : undefined}>
          <ChevronDownIcon />
        </div>
      </div>
      <div className={sc('pg-jump')}>
        <span>{t('kit.pager.jumpTo')}</span>
        <input
          className={sc('pg-jump-input')}
          inputMode="numeric"
          value={jump}
          disabled={disabled}
          aria-label={t('kit.pager.jumpLabel')}
          data-testid="pagination-jump"
          onChange={(event) => setJump(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            const target = parseJump(jump, pageCount);
            setJump('');
            if (target !== undefined) go(target);
          }}
        />
        <span>{t('kit.pager.jumpUnit')}</span>
      </div>
    </nav>
  );
}
