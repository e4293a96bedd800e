// Tests of a list's export through the export center (docs/architecture.md "Exports"): create
// the export, run its job, download the CSV through its signed link and split it into lines.
import { authHeaders } from './test-app';
import type { TestApp } from './test-app';

export interface ExportRequest {
  readonly type: string;
  readonly columns: readonly string[];
  readonly filters: Record<string, string | string[]>;
}

/** The create answer's code and message, the file's header line and its data lines. */
export async function exportCsv(
  t: TestApp,
  session: { token: string; tenantId: string },
  request: ExportRequest,
): Promise<{ code: number; msg: string; header: string; lines: string[] }> {
  const headers = authHeaders(session);
  const created = await t.app.inject({
    method: 'POST',
    url: '/scrm/v1/setting/export-log/create',
    headers,
    payload: { format: 'csv', ...request },
  });
  const answer = created.json<{ code: number; msg: string; data: { id: number } }>();
  if (answer.code !== 0) return { code: answer.code, msg: answer.msg, header: '', lines: [] };
  await t.jobs.runDue();
  const link = await t.app.inject({
    method: 'POST',
    url: `/scrm/v1/setting/export-log/${answer.data.id}/link`,
    headers,
  });
  const file = await t.app.inject({ url: link.json<{ data: { url: string } }>().data.url });
  const [header = '', ...lines] = file.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { code: 0, msg: '', header, lines };
}
