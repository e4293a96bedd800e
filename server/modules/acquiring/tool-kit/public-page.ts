// The small Chinese pages a customer sees on the acquiring tools' public URLs (issue #15):
// plain HTML with inline styles (CSP allows them; no script), every value escaped, an
// optional form posting back to the same origin (form-action 'self').
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../../http/app-deps';
import { RATE_LIMITS } from '../../../http/rate-limit/rate-limit-rules';
import { limitRequests } from '../../../http/rate-limit/request-limit';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:16px;padding:28px 24px;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.mark{width:56px;height:56px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:30px;color:#fff;margin:0 auto 16px}
.ok{background:#07883f}.bad{background:#b35c00}.info{background:#1d5fd6}
h1{font-size:20px;text-align:center;margin:0 0 8px}
p{line-height:1.7;margin:8px 0;color:#4e5969}
.row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #f0f0f0;font-size:14px}
.row span:first-child{color:#5c6370;flex-shrink:0}
form{margin-top:20px;display:flex;flex-direction:column;gap:8px}
input{border:1px solid #c9cdd4;border-radius:8px;padding:10px;font-size:14px}
button,a.button{background:#07883f;color:#fff;border:0;border-radius:8px;padding:12px 16px;font-size:16px;text-align:center;text-decoration:none;display:block}
small{display:block;text-align:center;color:#5c6370;margin-top:16px}`;

export interface PublicCard {
  readonly title: string;
  readonly mark: 'ok' | 'bad' | 'info';
  readonly heading: string;
  readonly lines?: readonly string[];
  readonly rows?: readonly (readonly [string, string])[];
  readonly form?: {
    readonly action: string;
    readonly hidden: Readonly<Record<string, string>>;
    readonly button: string;
    readonly nickname?: boolean;
  };
  readonly link?: { readonly href: string; readonly text: string };
  readonly footnote: string;
}

export function renderPublicCard(card: PublicCard): string {
  const symbol = card.mark === 'ok' ? '✓' : card.mark === 'bad' ? '!' : 'i';
  const lines = (card.lines ?? []).map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const rows = (card.rows ?? [])
    .map(
      ([key, value]) =>
        `<div class="row"><span>${escapeHtml(key)}</span><span>${escapeHtml(value)}</span></div>`,
    )
    .join('');
  const form = card.form
    ? `<form method="post" action="${escapeHtml(card.form.action)}">${Object.entries(
        card.form.hidden,
      )
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}${
        card.form.nickname
          ? '<input name="name" maxlength="30" placeholder="模拟客户昵称（可不填）" aria-label="模拟客户昵称">'
          : ''
      }<button type="submit">${escapeHtml(card.form.button)}</button></form>`
    : '';
  const link = card.link
    ? `<p><a class="button" href="${escapeHtml(card.link.href)}">${escapeHtml(card.link.text)}</a></p>`
    : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(card.title)}</title><style>${STYLE}</style></head><body><main><div class="card"><div class="mark ${card.mark}" aria-hidden="true">${symbol}</div><h1>${escapeHtml(card.heading)}</h1>${lines}${rows}${form}${link}</div><small>${escapeHtml(card.footnote)}</small></main></body></html>`;
}

export function sendCard(reply: FastifyReply, card: PublicCard, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPublicCard(card));
}

/**
 * A scope for a tool's public routes: form posts parsed (urlencoded, this scope only) and the
 * public page limit per address and route (issue #32 finding 3) answering 429 with a Chinese
 * page.
 */
export async function registerPublicScope(
  app: FastifyInstance,
  deps: RouteDeps,
  register: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    limitRequests(scope, deps, RATE_LIMITS.publicPage, (reply) =>
      sendCard(
        reply,
        {
          title: '访问过于频繁',
          mark: 'bad',
          heading: '访问过于频繁',
          lines: ['请稍后再试。'],
          footnote: `每个网络地址每分钟最多打开${RATE_LIMITS.publicPage.limit}次`,
        },
        429,
      ),
    );
    register(scope);
  });
}

/** A form field or query value as short text ('' when absent). */
export function fieldOf(source: unknown, name: string, max = 64): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
}

const VISITOR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor id cookie of a public family (`lk_vid` for /s/k/, `sl_vid` for /l/). */
export function visitorOf(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: string,
  path: string,
  make: () => string,
): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === cookie && VISITOR_PATTERN.test(value)) return value;
  }
  const id = make();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookie}=${id}; Path=${path}; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
  );
  return id;
}
