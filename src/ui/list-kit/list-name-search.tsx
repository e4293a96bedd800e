import { t } from '../../lib/i18n/translate';
import { sc } from '../static-css/class-names';
import type { ListState } from './use-list-state';
import '../../lib/i18n/messages/page-kit-messages';

interface ListNameSearchProps<F extends { name: string }> {
  readonly list: ListState<F>;
  /** The field's placeholder and accessible name (the page's own catalogue string). */
  readonly label: string;
}

/**
 * issue #12 list kit: the one-field name search of a list's toolbar. Submitting applies the
 * trimmed name (back to page 1, selection cleared, as every filter of the kit does).
 */
export function ListNameSearch<F extends { name: string }>({
  list,
  label,
}: ListNameSearchProps<F>) {
  return (
    <form
      className={sc('fb-search')}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        list.apply({ ...list.draft, name: list.draft.name.trim() });
      }}
    >
      <input
        className={sc('fi-input', 'lk-name-input')}
        type="search"
        value={list.draft.name}
        placeholder={label}
        aria-label={label}
        onChange={(event) => list.setDraft({ ...list.draft, name: event.currentTarget.value })}
      />
      <button type="submit" className={sc('bt-sm-outline')}>
        {t('kit.filter.search')}
      </button>
    </form>
  );
}
