import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../lib/i18n/translate';
import { PageLayout, PageSection } from '../page-layout/page-layout';
import { QrLinkDialog } from '../qr-link/qr-link-dialog';
import { ToolList, type ToolFilter, type ToolListRead } from './tool-list';
import { ToolDeleteDialog, type SetToolEnabled } from './tool-parts';
import type { DataColumn } from '../data-table/data-table';
import type { ListState } from '../list-kit/use-list-state';
import '../../lib/i18n/messages/acquiring-tools-messages';

interface ToolRow {
  readonly id: number;
  readonly name: string;
}

/**
 * issue #15, #34: the page of every acquiring tool (lock, shunt and group codes, short links) —
 * title and + 新建, what the tool shows above its list, the list (search, on/off, export,
 * batch), the QR dialog of a code and the delete confirmation.
 */
export function ToolListPage<T extends ToolRow>(props: {
  title: string;
  description: string;
  testId: string;
  tableTestId: string;
  onCreate: () => void;
  /** The create button's text (新建 unless the tool names it). */
  createLabel?: string;
  /** What the page shows above the list (quota, warnings, the sandbox panel). */
  header?: ReactNode;
  state: ListState<ToolFilter>;
  columns: readonly DataColumn<T>[];
  query: ToolListRead<T>;
  exportButton: ReactNode;
  setEnabled?: SetToolEnabled;
  /** The code whose QR is open, with its public path. */
  qr: { readonly name: string; readonly path: string } | null;
  onCloseQr: () => void;
  deleting: T | null;
  deleteBusy: boolean;
  remove: (id: number) => Promise<unknown>;
  onCloseDelete: () => void;
  /** The page's own dialogs. */
  children?: ReactNode;
}) {
  return (
    <PageLayout
      title={props.title}
      description={props.description}
      testId={props.testId}
      actions={
        <Button size="sm" colorPalette="blue" onClick={props.onCreate} data-testid="tool-create">
          + {props.createLabel ?? t('tools.create')}
        </Button>
      }
    >
      {props.header}
      <PageSection>
        <ToolList
          label={props.title}
          testId={props.tableTestId}
          state={props.state}
          columns={props.columns}
          query={props.query}
          exportButton={props.exportButton}
          {...(props.setEnabled ? { setEnabled: props.setEnabled } : {})}
        />
      </PageSection>
      {props.children}
      <QrLinkDialog
        target={props.qr}
        title={props.qr?.name ?? ''}
        hint={t('tools.qrHint')}
        onClose={props.onCloseQr}
      />
      <ToolDeleteDialog
        row={props.deleting}
        busy={props.deleteBusy}
        remove={props.remove}
        onClose={props.onCloseDelete}
      />
    </PageLayout>
  );
}
