// issue #17 figure: a private-chat mass send to every customer of the 100,000-customer tenant
// `large` on PGlite. Measures the live count (preview), the create request (answers with the
// first chunk of 5,000 recipient rows, the send 准备中), the fan-out (create to every matched
// recipient row existing; the fan-out job makes the rest in chunks), the delivery (from the
// first delivered recipient to none pending; the job runner delivers once the sandbox
// employees confirm, 3 s after the start), and the latency of other requests while it runs:
// the menu and the first customer-list page, asked in a loop by a few clients from the create
// to the end of the delivery. Prints the load average (1/5/15 min) at the start and the end.
// One command: BENCH_LARGE_SEED_DIR=/tmp/large node bench/mass-send-bench.mjs
import { spawn } from 'node:child_process';
import http from 'node:http';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { largeTenantDataDir } from './large-tenant.mjs';

const BASE = '/scrm/v1/reach/private-chat';
const percentile = (values, p) =>
  values.length === 0
    ? 0
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function waitUp(origin, child) {
  for (let attempt = 0; attempt < 3600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`bench server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/_reload_/_probe_`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('bench server did not start');
}

/** POST without fetch's 300 s header timeout (a slow fan-out is a figure, not an error). */
function postJson(url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text)));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** Per-task totals of the send (this read does not move the send forward). */
async function progress(origin, headers, id) {
  const answer = await fetch(`${origin}${BASE}/sends/${id}/tasks`, { headers });
  const tasks = (await answer.json()).data;
  const sum = (key) => tasks.reduce((total, task) => total + task[key], 0);
  const done = sum('sent') + sum('not_friend') + sum('limit_reached') + sum('failed');
  return { recipients: sum('recipients'), done, sent: sum('sent') };
}

/**
 * Answers { customers, recipients, fanOutMs, deliveryMs, totalMs, sent, others: { menu, list } }
 * where others.* = { count, p50, p95, max, errors } of the requests made during the send.
 */
export async function massSendBench({ port = 4524, customers = 100_000, pingers = 4 } = {}) {
  const { dataDir } = largeTenantDataDir('scrm-bench-mass-send-', customers);
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const createMs = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      const entry = JSON.parse(line);
      if (entry.method === 'POST' && entry.path === `${BASE}/sends`) createMs.push(entry.ms);
    } catch {
      // start-up banner, not a log line
    }
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitUp(origin, child);
    const login = await fetch(`${origin}/scrm/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'Admin@123', tenant_id: 'large' }),
    }).then((response) => response.json());
    const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Tenant': 'large' };
    const others = { menu: [], list: [] };
    const errors = { menu: 0, list: 0 };
    const targets = [
      ['menu', '/scrm/v1/platform/menu'],
      ['list', '/scrm/v1/customer/customers?page=1&page_size=20'],
    ];
    // Warm both reads before the send.
    for (const [, path] of targets) await fetch(`${origin}${path}`, { headers });
    let running = true;
    const pinging = Array.from({ length: pingers }, async (_, index) => {
      const [name, path] = targets[index % targets.length];
      while (running) {
        const started = performance.now();
        try {
          const answer = await fetch(`${origin}${path}`, { headers });
          await answer.arrayBuffer();
          if (answer.ok) others[name].push(performance.now() - started);
          else errors[name] += 1;
        } catch {
          errors[name] += 1; // no answer within fetch's 300 s
        }
      }
    });
    const filter = { sender_ids: [], target: 'all' };
    // The live count the form shows (also the number of rows the fan-out must create).
    const previewStarted = performance.now();
    const preview = await postJson(`${origin}${BASE}/preview`, headers, { filter });
    const previewMs = performance.now() - previewStarted;
    const matched = preview.data.matched;
    const loadAtStart = loadavg().map((value) => value.toFixed(1));
    const started = performance.now();
    const created = await postJson(`${origin}${BASE}/sends`, headers, {
      name: '压测群发 10 万客户',
      filter,
      message: { text: '双十二会员日，全场满 199 减 30。', attachments: [] },
      send_type: 'now',
    });
    if (!created.data) throw new Error(`create failed: ${JSON.stringify(created)}`);
    const createdAt = performance.now();
    let firstDelivered = 0;
    let fannedOut = created.data.recipients >= matched ? createdAt : 0;
    let state = { recipients: created.data.recipients, done: 0, sent: 0 };
    while (state.recipients < matched || state.done < state.recipients) {
      if (performance.now() - started > 25 * 60_000)
        throw new Error(`send not delivered in 25 min: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      try {
        state = await progress(origin, headers, created.data.id);
      } catch (error) {
        // A reset keep-alive connection is retried; a server that exited is the error.
        if (child.exitCode !== null) throw new Error(`bench server exited (${child.exitCode})`);
        console.error(`progress read failed: ${error.cause?.code ?? error.message}`);
        continue;
      }
      if (state.recipients >= matched && fannedOut === 0) fannedOut = performance.now();
      if (state.done > 0 && firstDelivered === 0) firstDelivered = performance.now();
    }
    const finished = performance.now();
    running = false;
    await Promise.all(pinging);
    const summary = (name) => ({
      count: others[name].length,
      p50: Math.round(percentile(others[name], 0.5)),
      p95: Math.round(percentile(others[name], 0.95)),
      max: Math.round(percentile(others[name], 1)),
      errors: errors[name],
    });
    const deliveryMs = finished - firstDelivered;
    return {
      customers,
      matched,
      previewMs: Math.round(previewMs),
      recipients: state.recipients,
      sent: state.sent,
      createServerMs: createMs[0],
      createClientMs: Math.round(createdAt - started),
      fanOutMs: Math.round(fannedOut - started),
      deliveryMs: Math.round(deliveryMs),
      recipientsPerSecond: Math.round(state.done / (deliveryMs / 1000)),
      totalMs: Math.round(finished - started),
      others: { menu: summary('menu'), list: summary('list') },
      load: { start: loadAtStart, end: loadavg().map((value) => value.toFixed(1)) },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.once('exit', resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await massSendBench({ port: Number(process.env.BENCH_PORT ?? 4520) + 4 });
  console.log(JSON.stringify(result, null, 2));
}
