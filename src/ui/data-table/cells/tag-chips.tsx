import { t } from '../../../lib/i18n/translate';
import { sc } from '../../static-css/class-names';
import type { BadgePalette } from './cell-styles';
import { StatusBadge } from './status-badge';
import '../../../lib/i18n/messages/page-kit-messages';

export interface TagChipsProps {
  tags: readonly { readonly id: string | number; readonly name: string }[];
  /** How many chips before "+N"; the rest are in the title. */
  shown?: number;
  palette?: BadgePalette;
}

/** A list cell's tags: the first few as chips, then 等N个, all of them in the title. */
export function TagChips({ tags, shown = 3, palette = 'teal' }: TagChipsProps) {
  if (tags.length === 0) return <>-</>;
  return (
    <div className={sc('sc-chips')} title={tags.map((tag) => tag.name).join('、')}>
      {tags.slice(0, shown).map((tag) => (
        <StatusBadge key={tag.id} palette={palette} data={{ 'data-tag-name': tag.name }}>
          {tag.name}
        </StatusBadge>
      ))}
      {tags.length > shown ? (
        <StatusBadge variant="outline">
          {t('kit.cell.more', { count: tags.length - shown })}
        </StatusBadge>
      ) : null}
    </div>
  );
}
