// A protocol fake of WeCom's server API for tests (README.md in server/platform/wecom): an
// HTTP server on 127.0.0.1 (random port) answering `/cgi-bin/<api>` in WeCom's shapes and
// errcodes. Routes come from every file in ./handlers (one per API family, each exporting
// `routes`), so a new family is a new file. It checks tokens, trusted IPs, permissions and
// parameters (fake-checks.ts), records every call, and fails on demand (faults).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkParams, checkToken, refusal } from './fake-checks';
import type {
  FakeAnswer,
  FakeApp,
  FakeCall,
  FakeCorp,
  FakeFault,
  FakeRequest,
  FakeRoute,
  FakeStateApi,
  FakeToken,
} from './fake-types';

export interface WecomFake {
  /** http://127.0.0.1:<port>: WECOM_API_BASE for the code under test. */
  readonly url: string;
  readonly calls: FakeCall[];
  readonly state: FakeStateApi;
  addCorp(corp: {
    corpId: string;
    apps: Array<Partial<FakeApp> & Pick<FakeApp, 'secret'>>;
    departments?: FakeCorp['departments'];
    users?: FakeCorp['users'];
  }): FakeCorp;
  callsTo(api: string): FakeCall[];
  /** Every token issued so far answers 42001 from now on; gettoken issues a new one. */
  expireTokens(): void;
  /** The next `times` calls to `api` ('*' = any) fail with `fault`. */
  fail(api: string, fault: FakeFault, times?: number): void;
  /** Forgets faults not yet used and the call log (between tests). */
  reset(): void;
  /**
   * Adds a route for this fake only; an API already served (a handlers/ file) is refused
   * unless `replace` says the test means to stand in for it: one registration per API.
   */
  route(route: FakeRoute, mode?: 'add' | 'replace'): void;
  stop(): Promise<void>;
}

const TOKEN_TTL_S = 7200;
const HANDLERS_DIR = fileURLToPath(new URL('./handlers/', import.meta.url));

async function loadRoutes(): Promise<FakeRoute[]> {
  const files = readdirSync(HANDLERS_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  const routes: FakeRoute[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${HANDLERS_DIR}${file}`).href)) as {
      routes?: readonly FakeRoute[];
    };
    routes.push(...(module.routes ?? []));
  }
  return routes;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, answer: FakeAnswer): void {
  const body = JSON.stringify({ errcode: 0, errmsg: 'ok', ...answer });
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}

export async function startWecomFake(): Promise<WecomFake> {
  const routes = new Map<string, FakeRoute>();
  for (const route of await loadRoutes()) {
    const key = `${route.method} ${route.api}`;
    if (routes.has(key)) throw new Error(`wecom fake: ${key} is declared twice in handlers/`);
    routes.set(key, route);
  }
  const corps = new Map<string, FakeCorp>();
  const tokens = new Map<string, FakeToken>();
  const families = new Map<string, unknown>();
  const faults: Array<{ api: string; fault: FakeFault; left: number }> = [];
  const calls: FakeCall[] = [];

  const state: FakeStateApi = {
    corp: (corpId) => corps.get(corpId),
    family<T>(name: string, create: () => T): T {
      if (!families.has(name)) families.set(name, create());
      return families.get(name) as T;
    },
    issueToken(corpId, secret) {
      // WeCom answers the same token while it is valid (docs/wecom.md "Access tokens").
      for (const token of tokens.values()) {
        const alive = !token.expired && token.expiresAt > Date.now();
        if (alive && token.corpId === corpId && token.secret === secret) return token;
      }
      const token: FakeToken = {
        token: randomBytes(48).toString('base64url'),
        corpId,
        secret,
        expired: false,
        expiresAt: Date.now() + TOKEN_TTL_S * 1000,
      };
      tokens.set(token.token, token);
      return token;
    },
  };

  function takeFault(api: string): FakeFault | undefined {
    const index = faults.findIndex((entry) => entry.api === api || entry.api === '*');
    const entry = faults[index];
    if (!entry) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) faults.splice(index, 1);
    return entry.fault;
  }

  async function answer(request: FakeRequest): Promise<{ status: number; body: FakeAnswer }> {
    const route = routes.get(`${request.method} ${request.api}`);
    if (!route) return { status: 404, body: refusal(404, `api not found: ${request.api}`) };
    const { access_token: accessToken, ...query } = request.query;
    let corp: FakeCorp | undefined;
    let app: FakeApp | undefined;
    if ((route.auth ?? 'token') === 'token') {
      const check = checkToken(accessToken, tokens, corps, Date.now());
      if (!check.ok) return { status: 200, body: check.refusal };
      ({ corp, app } = check);
      if (route.permission && !app.permissions.has(route.permission)) {
        return { status: 200, body: refusal(48002, 'api forbidden') };
      }
    }
    const queryCheck = checkParams(route, route.query, query);
    if (!queryCheck.ok) return { status: 200, body: queryCheck.refusal };
    if (request.method === 'POST' && route.body) {
      if (request.body === undefined)
        return { status: 200, body: refusal(47001, 'data format error') };
      const bodyCheck = checkParams(route, route.body, request.body);
      if (!bodyCheck.ok) return { status: 200, body: bodyCheck.refusal };
    }
    const context = { request, state, corp: corp as FakeCorp, app: app as FakeApp };
    return { status: 200, body: await route.handle(context) };
  }

  const server = createServer((incoming, response) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const api = url.pathname.replace(/^\/cgi-bin\//, '');
      const rawBody = await readBody(incoming);
      const contentType = incoming.headers['content-type'] ?? '';
      let body: unknown;
      if (incoming.method === 'POST' && !contentType.startsWith('multipart/')) {
        try {
          body = rawBody.length > 0 ? JSON.parse(rawBody.toString('utf8')) : undefined;
        } catch {
          body = undefined;
        }
      }
      const query = Object.fromEntries(url.searchParams.entries());
      const method = incoming.method === 'POST' ? 'POST' : 'GET';
      const request: FakeRequest = { method, api, query, body, rawBody, contentType };
      const fault = takeFault(api);
      const record = (errcode: number | null) => calls.push({ method, api, query, body, errcode });
      if (fault?.kind === 'timeout') return void record(null); // never answers
      if (fault?.kind === 'status') {
        record(null);
        response.writeHead(fault.status, { 'content-type': 'text/html' });
        return void response.end('<html>502 Bad Gateway</html>');
      }
      if (fault?.kind === 'errcode') {
        record(fault.errcode);
        return send(response, 200, refusal(fault.errcode, fault.errmsg ?? 'fault'));
      }
      const result = await answer(request);
      record(typeof result.body.errcode === 'number' ? result.body.errcode : 0);
      send(response, result.status, result.body);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    addCorp(input) {
      const corp: FakeCorp = {
        corpId: input.corpId,
        apps: input.apps.map((app) => ({
          agentId: app.agentId ?? null,
          secret: app.secret,
          name: app.name ?? '私域助手',
          permissions: app.permissions ?? new Set(['contact', 'externalcontact']),
          visibleUserIds: app.visibleUserIds ?? [],
          visibleDepartmentIds: app.visibleDepartmentIds ?? [1],
        })),
        departments: input.departments ?? [{ id: 1, name: '总部', parentid: 0, order: 100000000 }],
        users: input.users ?? [],
        deniedIp: null,
      };
      corps.set(corp.corpId, corp);
      return corp;
    },
    callsTo: (api) => calls.filter((call) => call.api === api),
    expireTokens() {
      for (const token of tokens.values()) token.expired = true;
    },
    fail(api, fault, times = 1) {
      faults.push({ api, fault, left: times });
    },
    reset() {
      faults.length = 0;
      calls.length = 0;
    },
    route(route, mode = 'add') {
      const key = `${route.method} ${route.api}`;
      if (mode === 'add' && routes.has(key))
        throw new Error(`wecom fake: ${key} is already served`);
      routes.set(key, route);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
