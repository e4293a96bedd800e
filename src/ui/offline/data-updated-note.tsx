import { t } from '../../lib/i18n/translate';
import { sc } from '../static-css/class-names';
import { formatUpdatedAt } from './format-updated-at';

export interface DataUpdatedNoteProps {
  /** When the shown data was fetched (ms). */
  updatedAt: number;
  /** Some of the page still needs the network. */
  partial?: boolean;
}

/**
 * issue #5: a page showing cached data says when it was last updated (数据更新于 …). The page
 * gate shows it for every page while offline; a page may also place it beside its figures.
 */
export function DataUpdatedNote({ updatedAt, partial = false }: DataUpdatedNoteProps) {
  return (
    <div role="status" data-testid="data-updated-note" className={sc('st-updated')}>
      {t('pwa.dataUpdatedAt', { time: formatUpdatedAt(updatedAt) })}
      {partial ? t('pwa.dataPartial') : null}
    </div>
  );
}
