import { useMutation } from '@tanstack/react-query';
import type { RecordListQuery } from '../../../../../contract/material/super-form/api-types';
import { downloadDataUrl } from '../../../../ui/export/download-file';
import { recordExport } from '../../../../../contract/material/super-form/endpoints';
import { callEndpoint } from '../../../../lib/api/endpoint-client';

/**
 * issue #7 export: CSV with Chinese headers made by the server for the applied filters, saved
 * as a direct download (no /export-log jobs exist yet).
 */
export function useExportRecords() {
  return useMutation({
    mutationFn: async (filter: RecordListQuery) => {
      const file = await callEndpoint(
        recordExport,
        { body: filter },
        {
          loading: true,
        },
      );
      const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
      downloadDataUrl(url, file.file_name);
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return file;
    },
  });
}
