// issue #15, #34: what every acquiring tool's list page sets up before its columns (lock,
// shunt and group codes, short links) — the list state and its read, on/off, the QR and delete
// dialogs' rows and the export center's button with the list's filters — written once, so a
// tool page is its columns and what it shows above the list. Lives in data/ because the
// export button does (docs/architecture.md "Exports").
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ExportType } from '../../../contract/setting/export-log';
import { useListState, type ListState } from '../../ui/list-kit/use-list-state';
import {
  EMPTY_TOOL_FILTER,
  toolQuery,
  type ToolFilter,
  type ToolListRead,
} from '../../ui/tool-list/tool-list';
import type { SetToolEnabled } from '../../ui/tool-list/tool-parts';
import { ExportButton, exportFilters } from '../export-job/export-button';

interface ToolRow {
  readonly id: number;
  readonly name: string;
}

type ToolQuery = ReturnType<typeof toolQuery>;

/** The tool's on/off write (its api/ hook's result). */
interface ToolToggle {
  readonly mutateAsync: (input: {
    params: { id: number };
    body: { enabled: boolean };
  }) => Promise<unknown>;
}

/** The tool's delete write (its api/ hook's result). */
interface ToolRemove {
  readonly mutateAsync: (input: { params: { id: number } }) => Promise<unknown>;
  readonly isPending: boolean;
}

interface ToolPageOptions<T extends ToolRow> {
  /** The tool's list read (its api/ hook), called with the list's query. */
  readonly useList: (query: ToolQuery) => ToolListRead<T>;
  readonly toggle?: ToolToggle;
  readonly remove: ToolRemove;
  /** The list's export type (contract/setting/export-log.ts). */
  readonly exportType: ExportType;
  /** The public path the QR dialog shows for a row. */
  readonly qrPath: (row: T) => string;
}

export interface ToolListPageSetup<T extends ToolRow> {
  readonly list: ToolListRead<T>;
  /** For `toolActionsColumn`: open the row's QR, ask to delete the row. */
  readonly rowActions: { readonly onQr: (row: T) => void; readonly onDelete: (row: T) => void };
  /** Spread into `ToolListPage` (state, read, export, on/off, QR and delete dialogs). */
  readonly pageProps: {
    readonly state: ListState<ToolFilter>;
    readonly query: ToolListRead<T>;
    readonly exportButton: ReactNode;
    readonly setEnabled?: SetToolEnabled;
    readonly qr: { readonly name: string; readonly path: string } | null;
    readonly onCloseQr: () => void;
    readonly deleting: T | null;
    readonly deleteBusy: boolean;
    readonly remove: (id: number) => Promise<unknown>;
    readonly onCloseDelete: () => void;
  };
}

export function useToolListPage<T extends ToolRow>(
  options: ToolPageOptions<T> & { readonly toggle: ToolToggle },
): ToolListPageSetup<T> & { readonly setEnabled: SetToolEnabled };
export function useToolListPage<T extends ToolRow>(
  options: ToolPageOptions<T>,
): ToolListPageSetup<T>;
export function useToolListPage<T extends ToolRow>(
  options: ToolPageOptions<T>,
): ToolListPageSetup<T> & { readonly setEnabled?: SetToolEnabled } {
  const { useList, toggle, remove, exportType, qrPath } = options;
  const state = useListState(EMPTY_TOOL_FILTER);
  const query = toolQuery(state);
  const list = useList(query);
  const toggleAsync = toggle?.mutateAsync;
  const setEnabled = useMemo<SetToolEnabled | undefined>(
    () =>
      toggleAsync ? (id, enabled) => toggleAsync({ params: { id }, body: { enabled } }) : undefined,
    [toggleAsync],
  );
  const [qr, setQr] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const rowActions = useMemo(() => ({ onQr: setQr, onDelete: setDeleting }), []);
  const removeAsync = remove.mutateAsync;
  const removeOne = useCallback((id: number) => removeAsync({ params: { id } }), [removeAsync]);
  return {
    list,
    ...(setEnabled ? { setEnabled } : {}),
    rowActions,
    pageProps: {
      state,
      query: list,
      exportButton: (
        <ExportButton
          type={exportType}
          filters={exportFilters(query)}
          total={list.data?.total ?? 0}
        />
      ),
      ...(setEnabled ? { setEnabled } : {}),
      qr: qr ? { name: qr.name, path: qrPath(qr) } : null,
      onCloseQr: () => setQr(null),
      deleting,
      deleteBusy: remove.isPending,
      remove: removeOne,
      onCloseDelete: () => setDeleting(null),
    },
  };
}
