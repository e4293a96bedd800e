// issue #14: the 导出 button of every exporting list. It creates a background export with the
// list's current filters (its query-string form) and the chosen columns and format; the file
// is built by a job and downloaded from /export-log.
import { Suspense, useState } from 'react';
import type { ExportType } from '../../../contract/setting/export-log';
import { t } from '../../lib/i18n/translate';
import { useOpenedOnce } from '../../ui/deferred-mount/use-opened-once';
import { sc } from '../../ui/static-css/class-names';
import { lazyIsland, loadChakra } from '../../ui/theme/chakra-island';
import { useCan } from '../menu/use-can';
import '../../lib/i18n/messages/setting-export-log-messages';

const loadExportDialog = () => import('./export-dialog');
const ExportDialog = lazyIsland(() => loadExportDialog().then((module) => module.ExportDialog));
const preloadExportDialog = () =>
  void Promise.all([loadExportDialog(), loadChakra()]).catch(() => undefined);

/** The list query as the list sends it, without paging: the export's filters. */
export function exportFilters(query: object): Record<string, string | string[]> {
  const filters: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query) as Array<[string, unknown]>) {
    if (key === 'page' || key === 'page_size' || value === undefined || value === '') continue;
    filters[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return filters;
}

export interface ExportButtonProps {
  type: ExportType;
  filters: Record<string, string | string[]>;
  /** The list's current total (shown as a hint). */
  total: number;
}

/**
 * issue #41: exporting is a right of its own. Without it the button is not offered; a short
 * note in its place says why (the server answers 403 to the call anyway).
 */
export function ExportButton(props: ExportButtonProps) {
  const can = useCan('export');
  if (!can.allowed) {
    return (
      <span className={sc('ex-no-right')} title={can.reason} data-testid="export-no-right">
        {t('exportButton.noRight')}
      </span>
    );
  }
  // keyed by type: a table that switches its dimension switches its export type, and the
  // chosen columns of the previous type would be refused as unknown (导出字段不正确)
  return <ExportDialogButton key={props.type} {...props} />;
}

function ExportDialogButton({ type, filters, total }: ExportButtonProps) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // docs/architecture.md "Styling" (issue #39): the button sits on every exporting page; it is
  // a plain element with Chakra's Button look as a class, and the dialog (Chakra's Dialog) is
  // an island loaded on the first press, or from a pointer on or focus in the button.
  return (
    <>
      <button
        type="button"
        className={sc('bt-sm-outline')}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadExportDialog}
        onFocus={preloadExportDialog}
        data-testid="export-open"
      >
        {t('exportButton.open')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ExportDialog
            type={type}
            filters={filters}
            total={total}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
