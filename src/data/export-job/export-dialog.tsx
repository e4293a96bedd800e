// issue #14: the dialog of the 导出 button (export-button.tsx), loaded on its first press.
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
import '../../lib/i18n/messages/setting-export-log-messages';

export interface ExportDialogProps {
  type: ExportType;
  filters: Record<string, string | string[]>;
  total: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The export dialog (issue #14) behind ExportButton: the columns and the format, then a
 * background export of the list's filters. An island (docs/architecture.md "Styling" point 5,
 * issue #39): ExportButton loads it on the first press, so a list's chunk imports no Chakra.
 */
export function ExportDialog({ type, filters, total, open, onClose }: ExportDialogProps) {
  const definition = EXPORT_TYPES[type];
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
          onClose();
          notifySuccess(t('exportButton.queued'));
        },
      },
    );
  };

  // docs/architecture.md "Styling" (issue #39): the dialog's parts are plain elements with
  // static classes (Chakra's Button look as `bt-*`).
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('exportButton.title', { label: definition.label })}
      closeLabel={t('exportButton.cancel')}
      mountOnOpen
      footer={
        <>
          <button type="button" className={sc('bt-sm-outline')} onClick={onClose}>
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
              className={sc(format === value ? 'bt-sm-solid' : 'bt-sm-outline', 'sc-palette-blue')}
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
  );
}
