// The sidebar script's helpers: a tiny element builder and the API call with the chat's
// ticket. Types only from the contract (a runtime import would pull zod into this bundle).
import { chinaDateTimeText } from '../../../../../contract/china-time';

type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | boolean | ((event: Event) => void) | undefined>;

export function h(tag: string, attrs: Attrs = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** China time, as the console's formatter shows it: MM-DD HH:mm. */
export function shortTime(iso: string): string {
  const shifted = chinaDateTimeText(iso);
  return `${shifted.slice(5, 10)} ${shifted.slice(11, 16)}`;
}

export class SiderApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// contract/reach/sider-app.ts SIDER_TICKET_HEADER (not imported: the contract pulls in zod).
const TICKET_HEADER = 'x-sider-ticket';

export function createApi(ticket: string) {
  return async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: {
          [TICKET_HEADER]: ticket,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        credentials: 'omit',
      });
    } catch {
      throw new SiderApiError(0, '网络异常，请稍后再试');
    }
    const envelope = (await response.json().catch(() => null)) as {
      code?: number;
      msg?: string;
      data?: T;
    } | null;
    if (response.status === 401) {
      throw new SiderApiError(401, envelope?.msg ?? '侧边栏身份已失效，请在聊天中重新打开');
    }
    if (!response.ok || !envelope || envelope.code !== 0) {
      throw new SiderApiError(response.status, envelope?.msg ?? '操作失败，请稍后再试');
    }
    return envelope.data as T;
  };
}

export type Api = ReturnType<typeof createApi>;
