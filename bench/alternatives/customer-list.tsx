// /customer-list at a phone's width for the issue #23 alternatives: the title, a filter bar,
// the customer table's first page of 20 rows from the real list endpoint (the console's own
// query, src/features/customer/customer-list/api) with the console's columns, and the
// pagination bar, on plain elements and alt-list.css. Simplified against the console: the
// filter bar's pickers are plain selects (their option lists are still requested), no
// column settings, no detail drawer or batch dialogs (closed on load).
import { useDeferredValue, useState } from 'react';
import type { CustomerRow } from '../../contract/customer/customer-list';
import { ADD_WAYS } from '../../contract/customer/customer-list';
import { useDirectoryOptions } from '../../src/data/directory-options';
import { useTagGroups } from '../../src/data/tag-groups';
import { useCustomerList } from '../../src/features/customer/customer-list/api/customer-list-query';
import { typeLabel } from '../../src/features/customer/customer-list/customer-labels';
import { formatDateTime } from '../../src/lib/format/date-time';
import { formatTotal } from '../../src/lib/format/table-defaults';
import { t } from '../../src/lib/i18n/translate';
import { pageCountOf, pageItems } from '../../src/ui/data-table/page-items';
import '../../src/lib/i18n/messages/customers-messages';
import '../../src/lib/i18n/messages/page-kit-messages';

const COLUMNS = ['customer', 'type', 'corp', 'employees', 'tags', 'addedAt', 'channel', 'actions'];

function Cells({ row }: { row: CustomerRow }) {
  const typeClass = row.type === 2 ? 'orange' : 'green';
  return (
    <>
      <td>
        <div className="alt-person">
          <span className="alt-person-avatar" aria-hidden="true">
            {row.name.slice(0, 1)}
          </span>
          <span className="alt-strong alt-truncate">{row.name}</span>
          {row.lost ? (
            <span className="alt-badge red-subtle">{t('customers.lostBadge')}</span>
          ) : null}
        </div>
      </td>
      <td className={`alt-nowrap ${typeClass}`}>{typeLabel(row.type)}</td>
      <td>{row.corp_name || '-'}</td>
      <td className="alt-truncate alt-cell-max">
        {row.employees.length === 0
          ? '-'
          : row.employees
              .slice(0, 2)
              .map((employee) => employee.name)
              .join('、') +
            (row.employees.length > 2
              ? ` ${t('customers.more', { count: row.employees.length - 2 })}`
              : '')}
      </td>
      <td>
        {row.tags.length === 0 ? (
          '-'
        ) : (
          <div className="alt-tags">
            {row.tags.slice(0, 3).map((tag) => (
              <span key={tag.id} className="alt-badge teal">
                {tag.name}
              </span>
            ))}
            {row.tags.length > 3 ? (
              <span className="alt-badge outline">
                {t('customers.more', { count: row.tags.length - 3 })}
              </span>
            ) : null}
          </div>
        )}
      </td>
      <td className="alt-nowrap">{formatDateTime(row.added_at)}</td>
      <td className="alt-truncate alt-cell-max">
        {row.channel ? (
          <span className="blue">{row.channel.name}</span>
        ) : (
          <span className="alt-muted">{ADD_WAYS[row.add_way] ?? '-'}</span>
        )}
      </td>
      <td>
        <button type="button" className="alt-link-button">
          {t('customers.action.detail')}
        </button>
      </td>
    </>
  );
}

function Pagination({ total, page }: { total: number; page: number }) {
  const pages = pageCountOf(total, 20);
  return (
    <nav className="alt-pager" aria-label={t('kit.pager.label')} data-testid="pagination">
      <span className="alt-muted">{formatTotal(total)}</span>
      <button type="button" className="alt-page" aria-label={t('kit.pager.prev')}>
        ‹
      </button>
      {pageItems(page, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={item === page ? 'alt-page current' : 'alt-page'}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </button>
        ) : (
          <span key={item}>…</span>
        ),
      )}
      <button type="button" className="alt-page" aria-label={t('kit.pager.next')}>
        ›
      </button>
      <select className="alt-select" aria-label={t('kit.pager.pageSizeLabel')} defaultValue="20">
        {[10, 20, 50, 100].map((size) => (
          <option key={size} value={size}>
            {t('kit.pager.pageSize', { size })}
          </option>
        ))}
      </select>
      <label className="alt-row">
        {t('kit.pager.jumpTo')}
        <input className="alt-input alt-jump" aria-label={t('kit.pager.jumpLabel')} />
        {t('kit.pager.jumpUnit')}
      </label>
    </nav>
  );
}

export function AltCustomerList() {
  const [page] = useState(1);
  const list = useCustomerList({ page, page_size: 20 });
  const directory = useDirectoryOptions();
  const tags = useTagGroups();
  // as the console's data table: the first page's rows mount in a background render
  const rows = useDeferredValue(list.data?.list);
  const employees = directory.data?.employees ?? [];
  return (
    <div className="alt-home" data-testid="customer-list-page">
      <h1 className="alt-h1">{t('customers.title')}</h1>
      <p className="alt-sub alt-sm">{t('customers.description')}</p>
      <form className="alt-card alt-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>{t('customers.filter.name')}</span>
          <input className="alt-input" placeholder={t('customers.filter.namePlaceholder')} />
        </label>
        <label>
          <span>{t('customers.filter.employees')}</span>
          <select className="alt-select">
            {employees.slice(0, 50).map((employee) => (
              <option key={employee.id}>{employee.name}</option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('customers.filter.tags')}</span>
          <select className="alt-select">
            {(tags.data ?? []).map((group) => (
              <option key={group.id}>{group.name}</option>
            ))}
          </select>
        </label>
        <div className="alt-row">
          <button type="submit" className="alt-button solid">
            {t('kit.filter.search')}
          </button>
          <button type="reset" className="alt-button outline">
            {t('kit.filter.reset')}
          </button>
        </div>
      </form>
      <div className="alt-card alt-table-card">
        <div className="alt-table-scroll" role="region" aria-label={t('customers.table.label')}>
          <table aria-label={t('customers.table.label')} data-testid="customer-table">
            <thead>
              <tr>
                <th className="alt-sticky">
                  <input type="checkbox" aria-label="select all" />
                </th>
                {COLUMNS.map((key) => (
                  <th key={key}>{t(`customers.col.${key}` as Parameters<typeof t>[0])}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(rows ?? []).map((row) => (
                <tr key={row.id}>
                  <td className="alt-sticky">
                    <input type="checkbox" aria-label={row.name} />
                  </td>
                  <Cells row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {rows ? <Pagination total={list.data?.total ?? 0} page={page} /> : null}
    </div>
  );
}
