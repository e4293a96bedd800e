import type { FormEvent, ReactNode } from 'react';
import { t } from '../../lib/i18n/translate';
import { sc } from '../static-css/class-names';
import type { ListState } from './use-list-state';
import '../../lib/i18n/messages/page-kit-messages';

/** The keys of a filter whose value is text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

interface ListSearchFormProps<F extends object> {
  readonly list: ListState<F>;
  /** The filter field the search box types into. */
  readonly field: TextKey<F>;
  /** The box's placeholder and accessible name (the page's own catalogue string). */
  readonly label: string;
  /** The page's own filters between the box and 查询 (selects apply at once). */
  readonly children?: ReactNode;
  /** After 查询: 重置, the list's export. */
  readonly actions?: ReactNode;
}

/**
 * issue #12 list kit, #34: the toolbar of a list that searches by text and filters beside it
 * (the tool lists, SOP, mass sends, radar, audiences). Submitting (查询 or Enter) applies the
 * trimmed text with the other filters: back to page 1, selection cleared. A list with the
 * name box alone uses ListNameSearch. Plain elements with static classes (docs/architecture.md
 * "Styling", issue #39): a list's toolbar renders no Chakra outside its islands.
 */
export function ListSearchForm<F extends object>(props: ListSearchFormProps<F>) {
  const { list, field, label } = props;
  const text = list.draft[field] as string;
  return (
    <form
      className={sc('lk-search-form')}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        list.apply({ ...list.draft, [field]: text.trim() });
      }}
    >
      <input
        className={sc('fi-input', 'lk-search-input')}
        type="search"
        value={text}
        placeholder={label}
        aria-label={label}
        onChange={(event) => list.setDraft({ ...list.draft, [field]: event.currentTarget.value })}
      />
      {props.children}
      <button type="submit" className={sc('bt-sm-outline')}>
        {t('kit.filter.search')}
      </button>
      {props.actions}
    </form>
  );
}
