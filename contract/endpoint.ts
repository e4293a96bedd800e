// issue #12: every endpoint is declared once, here in contract/, with its method, path,
// permission and schemas. The server registers handlers against a declaration
// (server/http/endpoint-routes.ts) and the console derives its calls, query options and
// mutations from the same object (src/lib/api/endpoint-client.ts), so a URL is never written
// twice and both sides agree on the types.
import type { z } from 'zod';
import type { ActionRight } from './action-rights';
import { MENU_ENTRIES, SPECIAL_PATHS } from './menu-codes';
import type { SchemaRef } from './schema-ref';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an endpoint (spec §6). There is no default: a declaration without one does
 * not compile, and the server's guard refuses any route that was not declared.
 */
export type EndpointPermission =
  /** The page's menu code (children share their parent's); special pages: any signed-in user. */
  | { readonly kind: 'page'; readonly path: string; readonly code: string }
  /**
   * The page's own code even where the page is in the special set: a write behind a page
   * every member may read (e.g. generating the chat-archive key).
   */
  | { readonly kind: 'code'; readonly path: string; readonly code: string }
  /** Any one of several pages' codes (a read shared by those pages). */
  | { readonly kind: 'anyOf'; readonly paths: readonly string[]; readonly codes: readonly string[] }
  /** Any signed-in member of the tenant (shared reads: menu, pickers, profile). */
  | { readonly kind: 'signedIn' }
  /** No token (sign-in, public pages a customer opens). */
  | { readonly kind: 'public' };

function codeOfPage(path: string): string {
  const code = MENU_ENTRIES.find((entry) => entry.path === path)?.code;
  if (!code) throw new Error(`endpoint permission names an unknown page: ${path}`);
  return code;
}

/** The permission of the page at `path` (a top-level route of spec §2). */
export function page(path: string): EndpointPermission {
  return { kind: 'page', path, code: codeOfPage(path) };
}

/** The code of the page at `path`, required even when the page is open to every member. */
export function pageCode(path: string): EndpointPermission {
  return { kind: 'code', path, code: codeOfPage(path) };
}

/** Any of these pages' codes. */
export function anyOf(...paths: string[]): EndpointPermission {
  return { kind: 'anyOf', paths, codes: paths.map(codeOfPage) };
}

export const signedIn: EndpointPermission = { kind: 'signedIn' };
export const publicAccess: EndpointPermission = { kind: 'public' };

/** Whether a member holding `codes` passes `permission` (spec §2 special pages included). */
export function permits(permission: EndpointPermission, codes: readonly string[]): boolean {
  switch (permission.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'page':
      return SPECIAL_PATHS.includes(permission.path) || codes.includes(permission.code);
    case 'code':
      return codes.includes(permission.code);
    case 'anyOf':
      return permission.paths.some(
        (path, index) =>
          SPECIAL_PATHS.includes(path) || codes.includes(permission.codes[index] ?? ''),
      );
  }
}

/** Whether a member holding `actions` may make the call (no declared action: yes). */
export function permitsAction(
  endpoint: { readonly action?: ActionRight | undefined },
  actions: readonly ActionRight[],
): boolean {
  return endpoint.action === undefined || actions.includes(endpoint.action);
}

/** A response type carried by the declaration (no runtime schema needed for outputs). */
export interface ResponseOf<T> {
  readonly __response?: T;
}
export function responseOf<T>(): ResponseOf<T> {
  return {};
}

export type SchemaPart = 'params' | 'query' | 'body';

/** What the console needs of a declaration: method, path, permission and the input types. */
export interface EndpointDeclaration {
  readonly method: HttpMethod;
  /** Fastify style, `:name` for path parameters; spec §7 paths keep their spelling. */
  readonly path: string;
  readonly permission: EndpointPermission;
  /**
   * issue #41: the action right the call needs beside its page permission (export, delete,
   * send, settings); a role without it is answered 403 (contract/action-rights.ts).
   */
  readonly action?: ActionRight;
  /**
   * issue #41: the endpoint answers records under the reader's data scope (本人 / 本部门 /
   * 全部): its handler passes the context's `scope` to its query (server/http/auth/
   * data-scope.ts), and the generated scope suite walks every endpoint declaring it.
   * `'figures'`: the rows are the tenant's own configuration (stages, sidebar pages), the same
   * for every reader; only the figures on them are under the scope (the suite checks those).
   */
  readonly scoped?: true | 'figures';
  readonly params?: z.ZodType | SchemaRef<z.ZodType>;
  readonly query?: z.ZodType | SchemaRef<z.ZodType>;
  readonly body?: z.ZodType | SchemaRef<z.ZodType>;
  readonly response: ResponseOf<unknown>;
}

/** The shape of a complete declaration, with its schemas (see defineEndpoint). */
export interface EndpointSpec extends EndpointDeclaration {
  /** Path parameters (`:id`), parsed from text. */
  readonly params?: z.ZodType;
  /** Query string (GET and DELETE), parsed from text. */
  readonly query?: z.ZodType;
  /** JSON body (POST; DELETE when it needs one), parsed strictly. */
  readonly body?: z.ZodType;
}

type SchemaOf<E, K extends SchemaPart> = E extends { readonly [k in K]: infer S }
  ? S extends z.ZodType
    ? S
    : S extends SchemaRef<infer R>
      ? R
      : undefined
  : undefined;

type InputPart<S, K extends string> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { readonly [k in K]?: z.input<S> }
    : { readonly [k in K]: z.input<S> }
  : { readonly [k in K]?: undefined };

/** What the console passes: `{params, query, body}` as the schemas accept them. */
export type EndpointInput<E extends EndpointDeclaration> = InputPart<
  SchemaOf<E, 'params'>,
  'params'
> &
  InputPart<SchemaOf<E, 'query'>, 'query'> &
  InputPart<SchemaOf<E, 'body'>, 'body'>;

type ParsedPart<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler receives once the schemas have parsed the request. */
export interface EndpointParsed<E extends EndpointSpec> {
  readonly params: ParsedPart<SchemaOf<E, 'params'>>;
  readonly query: ParsedPart<SchemaOf<E, 'query'>>;
  readonly body: ParsedPart<SchemaOf<E, 'body'>>;
}

export type EndpointOutput<E extends EndpointDeclaration> =
  E['response'] extends ResponseOf<infer R> ? R : never;

/**
 * Declares one endpoint. Keep the literal types (`as const` is not needed: the generic
 * captures the schemas), e.g.
 * `export const listCodes = defineEndpoint({ method: 'GET', path: '/scrm/v1/…', permission:
 * page('/channel-code'), query: listQuery, response: responseOf<ListData<Row>>() })`.
 */
export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

/** Fills `:name` segments from `params` (encoded); throws on a missing one. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter ${name} for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
