// docs/wecom.md: what the WeCom adapter and the sync need from the HTTP client — one call to
// `${WECOM_API_BASE}/cgi-bin/<path>` for a tenant, answering the JSON body once errcode is 0
// (the client owns the access token, its refresh and the errcode → Chinese message mapping).
import type { z } from 'zod';

export type WecomQuery = Readonly<Record<string, string>>;

export interface WecomUploadFile {
  readonly filename: string;
  readonly contentType: string;
  readonly data: Uint8Array;
}

export interface WecomApi {
  get(tenantId: string, path: string, query?: WecomQuery): Promise<unknown>;
  post(tenantId: string, path: string, body: unknown, query?: WecomQuery): Promise<unknown>;
  /** multipart/form-data with one part named `media` (media/upload). */
  upload(
    tenantId: string,
    path: string,
    query: WecomQuery,
    file: WecomUploadFile,
  ): Promise<unknown>;
}

/** Reads a WeCom answer with its documented shape; a field that is missing fails loudly. */
export function readAnswer<T>(schema: z.ZodType<T>, answer: unknown, api: string): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new Error(`企业微信接口 ${api} 返回的数据格式不符合文档`);
  return parsed.data;
}
