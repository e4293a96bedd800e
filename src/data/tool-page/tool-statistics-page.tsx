// issue #15, #34: the statistics page of every acquiring tool (lock, shunt and group codes,
// short links): the record from `?id=` (or a page saying there is none), the code's name in
// the title, the 7/30/90-day range, the export center's button for the figures of that range
// and the way back to the list. The tool gives its reads and draws its figures. Lives in data/
// because the export button does (docs/architecture.md "Exports").
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ExportType } from '../../../contract/setting/export-log';
import { useRecentRange } from '../../ui/stat-range/range-select';
import {
  ToolStatisticsLayout,
  ToolStatisticsRecord,
} from '../../ui/tool-list/tool-statistics-layout';
import { ExportButton } from '../export-job/export-button';

interface ToolStatisticsProps<S> {
  title: string;
  /** The tool's list route: the way back. */
  listPath: string;
  testId: string;
  /** The figures' export type (contract/setting/export-log.ts), filtered by id and range. */
  exportType: ExportType;
  /** The code's detail read (its name heads the page). */
  useRecord: (id: number) => { readonly data?: { readonly name: string } | undefined };
  /** The code's figures over the range. */
  useStatistics: (id: number, from: string, to: string) => { readonly data?: S | undefined };
  /** The number of rows the export will hold (its hint). */
  exportRows: (data: S) => number;
  /** The tool's figures, once (or while) loaded. */
  children: (data: S | undefined) => ReactNode;
}

function ToolStatisticsView<S>({ id, ...props }: ToolStatisticsProps<S> & { id: number }) {
  const { useRecord, useStatistics } = props;
  const navigate = useNavigate();
  const range = useRecentRange(30);
  const code = useRecord(id);
  const data = useStatistics(id, range.from, range.to).data;
  return (
    <ToolStatisticsLayout
      title={props.title}
      name={code.data?.name}
      testId={props.testId}
      range={range}
      exportButton={
        <ExportButton
          type={props.exportType}
          filters={{ id: String(id), from: range.from, to: range.to }}
          total={data ? props.exportRows(data) : 0}
        />
      }
      onBack={() => navigate(props.listPath)}
    >
      {props.children(data)}
    </ToolStatisticsLayout>
  );
}

/** `?id=<record>`: without a record id the page says so instead of waiting. */
export function ToolStatisticsPage<S>(props: ToolStatisticsProps<S>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ToolStatisticsRecord
      rawId={params.get('id')}
      title={props.title}
      onBack={() => navigate(props.listPath)}
      view={(id) => <ToolStatisticsView {...props} id={id} />}
    />
  );
}
