// issue #14: the 导出 button of every exporting list. It creates a background export with the
// list's current filters (its query-string form) and the chosen columns and format; the file
// is built by a job and downloaded from /export-log.
import { useState } from 'react';
import { EXPORT_TYPES, createExport, exportList } from '../../../contract/setting/export-log';
import type { ExportFormat, ExportType } from '../../../contract/setting/export-log';
import { formatNumber } from '../../lib/format/format-number';
import { t } from '../../lib/i18n/translate';
import { notifyError, notifySuccess } from '../../lib/notify/notifier';
import { AppDialog } from '../../ui/app-dialog';
import { CheckBox } from '../../ui/check-box/check-box';
import { sc } from '../../ui/static-css/class-names';
import { useEndpointMutation } from '../endpoint-hooks';
import { useCan } from '../menu/use-can';
import '../../lib/i18n/messages/setting-export-log-messages';

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
  const definition = EXPORT_TYPES[type];
  const [open, setOpen] = useState(false);
  const [columns, setColumns] = useState<string[]>(() =>
    definition.columns.slice(0, 8).map((column) => column.key),
  );
  const [format, setFormat] = useState<ExportFormat>('csv');
  const create = useEndpointMutation(createExport, { invalidates: [exportList] });

  const submit = () => {
    if (columns.length === 0) {
      notifyError(t('exportButton.noColumns'));
      return;
    }
    create.mutate(
      { body: { type, format, columns, filters } },
      {
        onSuccess: () => {
          setOpen(false);
          notifySuccess(t('exportButton.queued'));
        },
      },
    );
  };

  // docs/architecture.md "Styling" (issue #39): the button sits on every exporting page, so it
  // and the dialog's parts are plain elements with static classes (Chakra's Button look as
  // `bt-*`); the dialog's content mounts on the first open.
  return (
    <>
      <button
        type="button"
        className={sc('bt-sm-outline')}
        onClick={() => setOpen(true)}
        data-testid="export-open"
      >
        {t('exportButton.open')}
      </button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('exportButton.title', { label: definition.label })}
        closeLabel={t('exportButton.cancel')}
        mountOnOpen
        footer={
          <>
            <button type="button" className={sc('bt-sm-outline')} onClick={() => setOpen(false)}>
              {t('exportButton.cancel')}
            </button>
            <button
              type="button"
              className={sc('bt-sm-solid', 'sc-palette-blue')}
              disabled={create.isPending}
              aria-busy={create.isPending || undefined}
              onClick={submit}
              data-testid="export-submit"
            >
              {t('exportButton.submit')}
            </button>
          </>
        }
      >
        <p className={sc('ex-hint')}>{t('exportButton.hint', { total: formatNumber(total) })}</p>
        <fieldset className={sc('ex-fieldset')}>
          <legend className={sc('ex-legend')}>{t('exportButton.columns')}</legend>
          <div className={sc('ex-columns')}>
            {definition.columns.map((column) => (
              <CheckBox
                key={column.key}
                checked={columns.includes(column.key)}
                testId={`export-column-${column.key}`}
                onChange={(checked) =>
                  setColumns((current) =>
                    checked
                      ? definition.columns
                          .map((c) => c.key)
                          .filter((key) => key === column.key || current.includes(key))
                      : current.filter((key) => key !== column.key),
                  )
                }
              >
                {column.label}
              </CheckBox>
            ))}
          </div>
        </fieldset>
        <fieldset className={sc('ex-fieldset')}>
          <legend className={sc('ex-legend')}>{t('exportButton.format')}</legend>
          <div className={sc('ex-formats')}>
            {(['csv', 'xlsx'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={sc(
                  format === value ? 'bt-sm-solid' : 'bt-sm-outline',
                  'sc-palette-blue',
                )}
                aria-pressed={format === value}
                onClick={() => setFormat(value)}
                data-testid={`export-format-${value}`}
              >
                {t(value === 'csv' ? 'exportButton.csv' : 'exportButton.xlsx')}
              </button>
            ))}
          </div>
        </fieldset>
      </AppDialog>
    </>
  );
}
