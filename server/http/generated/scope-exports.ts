// issue #41 "exports … contain only their scope": the export walk of the generated scope suite.
// Every export type of a page with a scoped endpoint is made by a 本人 user whose employee has
// nothing, run on the job runner and downloaded; the file may hold no figure (a number other
// than a row's place in the list) — a statistics table keeps its day rows, each at zero.
import type { EndpointSpec } from '../../../contract/endpoint';
import {
  createExport,
  EXPORT_TYPE_KEYS,
  EXPORT_TYPES,
  exportLink,
} from '../../../contract/setting/export-log';
import type { ExportType } from '../../../contract/setting/export-log';
import type { TestApp } from '../../test-support/test-app';
import { callAs, urlOf } from './endpoint-walk';
import type { Session } from './endpoint-walk';

/** Columns that number the rows (a list's 顺序, a ranking's 名次), not figures of the scope. */
const ORDINAL_COLUMNS = new Set(['order', 'rank']);
const FIGURE = /^-?\d+(\.\d+)?%?$/;

/** The export types whose page declares a scoped endpoint. */
export function scopedExportTypes(endpoints: readonly EndpointSpec[]): ExportType[] {
  const pages = new Set(
    endpoints
      .filter((endpoint) => endpoint.scoped !== undefined)
      .map((endpoint) => (endpoint.permission.kind === 'page' ? endpoint.permission.path : '')),
  );
  return EXPORT_TYPE_KEYS.filter((type) => pages.has(EXPORT_TYPES[type].page));
}

/** The sum of the figure cells of a CSV file (its header names the columns by key order). */
export function figureCellsSum(csv: string, columns: readonly string[]): number {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  let sum = 0;
  for (const line of lines) {
    line.split(',').forEach((cell, index) => {
      const text = cell.replace(/^"|"$/g, '');
      if (ORDINAL_COLUMNS.has(columns[index] ?? '') || !FIGURE.test(text)) return;
      sum += Math.abs(Number.parseFloat(text));
    });
  }
  return sum;
}

export interface ExportWalk {
  /** Files made and read. */
  readonly files: number;
  /** Types refused or not finished (a filter the walk cannot give, e.g. a send's id). */
  readonly unfinished: readonly string[];
  readonly leaks: readonly string[];
}

/** Makes, runs and reads each export of `types` as `session` over `filters`. */
export async function walkExports(
  t: TestApp,
  session: Session,
  types: readonly ExportType[],
  filters: Record<string, string>,
): Promise<ExportWalk> {
  const made: Array<{ type: ExportType; id: number; columns: string[] }> = [];
  const leaks: string[] = [];
  const unfinished: string[] = [];
  for (const type of types) {
    const columns = EXPORT_TYPES[type].columns.map((column) => column.key);
    const created = await callAs(t.app, session, {
      method: 'POST',
      url: createExport.path,
      payload: { type, format: 'csv', columns, filters },
    });
    const id = created.json<{ code: number; data?: { id: number } }>().data?.id;
    // A filter the walk cannot give (a send's id) is refused with a message: nothing exported.
    if (created.statusCode !== 200) leaks.push(`${type}: export answered ${created.statusCode}`);
    if (id === undefined) unfinished.push(type);
    else made.push({ type, id, columns });
  }
  await t.jobs.runDue();
  let files = 0;
  for (const { type, id, columns } of made) {
    const link = await callAs(t.app, session, {
      method: 'POST',
      url: urlOf(exportLink, id),
    });
    const url = link.json<{ code: number; data?: { url: string } }>().data?.url;
    if (!url) {
      unfinished.push(type);
      continue;
    }
    const file = await t.app.inject({ url });
    files += 1;
    const sum = figureCellsSum(file.body, columns);
    if (sum !== 0) leaks.push(`${type}: the file's figures add ${sum}`);
  }
  return { files, unfinished, leaks };
}
