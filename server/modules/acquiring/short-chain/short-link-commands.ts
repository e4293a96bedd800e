// issue #15 /short-chain writes: create (refused when the quota is used up), update, on/off,
// delete. A link that opens a mini program bound on /authorize gets its URL link and scheme
// issued by the sandbox platform (30 days), kept beside the form as `issued`.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ShortLinkForm } from '../../../../contract/acquiring/short-chain';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { Database } from '../../../db/database';
import { shortLinkAdds, shortLinkViews, shortLinks } from '../../../db/schema/acquiring-tools';
import { departments } from '../../../db/schema/directory';
import { platformMiniPrograms } from '../../../db/schema/platform';
import { BusinessError } from '../../../http/http-errors';
import { chinaDayStart } from '../../../../contract/china-time';
import { assertEmployees, newPublicKey, notFound, withUniqueName } from '../tool-kit/tool-refs';
import { assertQuotaLeft } from './short-link-quota';

const URL_LINK_DAYS = 30;

async function checkRefs(db: Database, tenantId: string, form: ShortLinkForm) {
  await assertEmployees(db, tenantId, form.employee_ids, '接待员工');
  if (form.department_ids.length) {
    const rows = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.id, form.department_ids)));
    const missing = form.department_ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined)
      throw new BusinessError(
        TOOL_ERROR_CODES.unknownReference,
        `接待部门（编号${missing}）不存在`,
      );
  }
}

/** The sandbox's answer to generate_urllink / generate_scheme for a bound mini program. */
async function issueMiniProgram(db: Database, tenantId: string, form: ShortLinkForm, at: Date) {
  if (!form.mini_program_enable || form.mini_program_id === null) return null;
  const [program] = await db
    .select({
      appId: platformMiniPrograms.authorizationAppid,
      name: platformMiniPrograms.nickName,
      bound: platformMiniPrograms.bindStatus,
    })
    .from(platformMiniPrograms)
    .where(
      and(
        eq(platformMiniPrograms.tenantId, tenantId),
        eq(platformMiniPrograms.id, form.mini_program_id),
      ),
    );
  if (!program)
    throw new BusinessError(
      TOOL_ERROR_CODES.unknownReference,
      '小程序不存在，请先在「授权管理」绑定小程序',
    );
  if (program.bound !== 1)
    throw new BusinessError(
      TOOL_ERROR_CODES.unknownReference,
      `小程序「${program.name}」尚未绑定，请先在「授权管理」绑定`,
    );
  return {
    url_link: `https://wxaurl.cn/${randomBytes(6).toString('base64url')}`,
    scheme: `weixin://dl/business/?t=${randomBytes(8).toString('base64url')}`,
    expires_at: new Date(at.getTime() + URL_LINK_DAYS * 86_400_000).toISOString(),
  };
}

const expiryOf = (form: ShortLinkForm) =>
  form.expires_on ? new Date(chinaDayStart(form.expires_on).getTime() + 86_400_000) : null;

export async function findShortLink(db: Database, tenantId: string, id: number) {
  const [link] = await db
    .select()
    .from(shortLinks)
    .where(and(eq(shortLinks.tenantId, tenantId), eq(shortLinks.id, id)));
  if (!link) throw notFound('获客链接');
  return link;
}

export async function createShortLink(
  db: Database,
  tenantId: string,
  form: ShortLinkForm,
  at: Date,
) {
  await assertQuotaLeft(db, tenantId, at);
  await checkRefs(db, tenantId, form);
  const issued = await issueMiniProgram(db, tenantId, form, at);
  const [row] = await withUniqueName('获客链接', form.name, () =>
    db
      .insert(shortLinks)
      .values({
        tenantId,
        name: form.name,
        state: `sl${randomBytes(10).toString('hex')}`,
        publicKey: newPublicKey(),
        config: { ...form, issued } as unknown as Record<string, unknown>,
        enabled: form.enabled,
        expiresAt: expiryOf(form),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: shortLinks.id }),
  );
  return { id: row?.id ?? 0 };
}

export async function updateShortLink(
  db: Database,
  tenantId: string,
  id: number,
  form: ShortLinkForm,
  at: Date,
) {
  const link = await findShortLink(db, tenantId, id);
  await checkRefs(db, tenantId, form);
  const previous = link.config as unknown as ShortLinkForm & { issued?: unknown };
  const same =
    previous.mini_program_id === form.mini_program_id &&
    previous.mini_program_path === form.mini_program_path;
  const issued =
    form.mini_program_enable && same && previous.issued
      ? previous.issued
      : await issueMiniProgram(db, tenantId, form, at);
  await withUniqueName('获客链接', form.name, () =>
    db
      .update(shortLinks)
      .set({
        name: form.name,
        config: { ...form, issued } as unknown as Record<string, unknown>,
        enabled: form.enabled,
        expiresAt: expiryOf(form),
        updatedAt: at,
      })
      .where(and(eq(shortLinks.tenantId, tenantId), eq(shortLinks.id, id))),
  );
  return { id };
}

export async function toggleShortLink(
  db: Database,
  tenantId: string,
  id: number,
  enabled: boolean,
) {
  await findShortLink(db, tenantId, id);
  await db
    .update(shortLinks)
    .set({ enabled })
    .where(and(eq(shortLinks.tenantId, tenantId), eq(shortLinks.id, id)));
  return null;
}

export async function deleteShortLink(db: Database, tenantId: string, id: number) {
  await findShortLink(db, tenantId, id);
  await db
    .delete(shortLinkViews)
    .where(and(eq(shortLinkViews.tenantId, tenantId), eq(shortLinkViews.linkId, id)));
  await db
    .delete(shortLinkAdds)
    .where(and(eq(shortLinkAdds.tenantId, tenantId), eq(shortLinkAdds.linkId, id)));
  await db.delete(shortLinks).where(and(eq(shortLinks.tenantId, tenantId), eq(shortLinks.id, id)));
  return null;
}
