// The WeCom protocol fake's shapes (README.md in server/platform/wecom): corps with their
// apps, tokens, the handler contract one file per API family implements, and faults.
import type { z } from 'zod';

export interface FakeApp {
  /** null for the 客户联系 secret (it belongs to no agent). */
  readonly agentId: number | null;
  readonly secret: string;
  readonly name: string;
  /** Permission families this secret may call (e.g. 'contact', 'externalcontact'). */
  readonly permissions: Set<string>;
  /** Members and departments the app can see (agent/get's allow_userinfos / allow_partys). */
  readonly visibleUserIds: string[];
  readonly visibleDepartmentIds: number[];
}

export interface FakeDepartment {
  readonly id: number;
  readonly name: string;
  readonly parentid: number;
  readonly order: number;
}

export interface FakeUser {
  readonly userid: string;
  readonly name: string;
  readonly department: number[];
}

export interface FakeCorp {
  readonly corpId: string;
  readonly apps: FakeApp[];
  readonly departments: FakeDepartment[];
  readonly users: FakeUser[];
  /** Set: every token-authenticated call answers 60020 "from ip: <ip>". */
  deniedIp: string | null;
}

export interface FakeToken {
  readonly token: string;
  readonly corpId: string;
  readonly secret: string;
  expired: boolean;
  readonly expiresAt: number;
}

export interface FakeRequest {
  readonly method: 'GET' | 'POST';
  /** Path under /cgi-bin/. */
  readonly api: string;
  readonly query: Readonly<Record<string, string>>;
  /** Parsed JSON body (POST), else undefined. */
  readonly body: unknown;
  readonly rawBody: Buffer;
  readonly contentType: string;
}

/** What a handler sees: the request and, for token-authenticated routes, whose token it was. */
export interface FakeContext {
  readonly request: FakeRequest;
  readonly corp: FakeCorp;
  readonly app: FakeApp;
  readonly state: FakeStateApi;
}

/** A WeCom answer: errcode/errmsg are added when absent (0, "ok"). */
export type FakeAnswer = Record<string, unknown>;

export interface FakeRoute {
  readonly method: 'GET' | 'POST';
  readonly api: string;
  /** 'token' (default): access_token must be valid; 'none': gettoken itself. */
  readonly auth?: 'token' | 'none';
  /** Permission family the app's secret needs, else 48002. */
  readonly permission?: string;
  /** Documented query parameters (besides access_token) and their types. */
  readonly query?: z.ZodType;
  /** Documented JSON body. */
  readonly body?: z.ZodType;
  /** errcode for a missing required field, by field name (else 40058). */
  readonly missingCodes?: Readonly<Record<string, number>>;
  handle(context: FakeContext): FakeAnswer | Promise<FakeAnswer>;
}

export interface FakeStateApi {
  corp(corpId: string): FakeCorp | undefined;
  /** A family's own state, created on first use (other handler files keep theirs here). */
  family<T>(name: string, create: () => T): T;
  /** gettoken: the valid token of this secret, or a new one (WeCom answers the same token). */
  issueToken(corpId: string, secret: string): FakeToken;
}

export type FakeFault =
  | { readonly kind: 'errcode'; readonly errcode: number; readonly errmsg?: string }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'timeout' };

export interface FakeCall {
  readonly method: string;
  readonly api: string;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** What the fake answered (a fault's errcode, or the handler's). */
  readonly errcode: number | null;
}
