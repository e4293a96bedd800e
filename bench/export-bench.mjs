// issue #14 figure: a background export of every customer of the large tenant (100,000) as CSV:
// wall time from create to 已完成, the server's resident memory (sampled from /proc every
// 100 ms, plus the kernel's peak VmHWM), and how slowly the server answered other requests
// meanwhile (it must keep answering: the file is streamed, batch by batch).
import { readFileSync } from 'node:fs';

function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

export async function exportBench(origin, headers, pid, format = 'csv') {
  const json = { ...headers, 'Content-Type': 'application/json' };
  const before = memoryOf(pid);
  const started = Date.now();
  const created = await fetch(`${origin}/scrm/v1/setting/export-log/create`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      type: 'customer_list',
      format,
      columns: ['name', 'type', 'corp_name', 'gender', 'employees', 'tags', 'added_at', 'channel'],
      filters: {},
    }),
  }).then((response) => response.json());
  if (created.code !== 0) throw new Error(`export not created: ${created.msg}`);
  let peakRss = before.rss;
  let row;
  const pings = [];
  for (;;) {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
    const pingStart = performance.now();
    const list = await fetch(`${origin}/scrm/v1/setting/export-log/list?page=1&page_size=20`, {
      headers,
    }).then((response) => response.json());
    pings.push(performance.now() - pingStart);
    row = list.data.list.find((item) => item.id === created.data.id);
    if (row && (row.status === 'done' || row.status === 'failed')) break;
    if (Date.now() - started > 15 * 60_000) throw new Error('export did not finish in 15 min');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    format,
    status: row.status,
    rows: row.rows,
    size: row.size,
    seconds: (Date.now() - started) / 1000,
    rssBefore: before.rss,
    peakRss,
    hwm: memoryOf(pid).hwm,
    pingMaxMs: Math.max(...pings),
    pingMedianMs: [...pings].sort((a, b) => a - b)[Math.floor(pings.length / 2)],
  };
}
