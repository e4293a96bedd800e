// docs/wecom.md "Sign in with 企业微信": a member's WeCom userid → the console account it signs in
// as (wecom_accounts). Without a link, an account is created only when an admin allowed it on
// /authorize, with the role the admin chose; otherwise the member is refused in Chinese.
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { WECOM_SIGN_IN_ERRORS } from '../../../contract/auth-wecom';
import type { WecomSignInSettings } from '../../../contract/auth-wecom';
import type { Database } from '../../db/database';
import { employees } from '../../db/schema/directory';
import { memberships, roles, users } from '../../db/schema/identity';
import { wecomAccounts, wecomSignInSettings } from '../../db/schema/wecom-sign-in';
import { BusinessError } from '../../http/http-errors';
import { hashPassword } from './password';

export async function readWecomSignInSettings(
  db: Database,
  tenantId: string,
): Promise<WecomSignInSettings> {
  const [row] = await db
    .select({ autoCreate: wecomSignInSettings.autoCreate, roleId: wecomSignInSettings.roleId })
    .from(wecomSignInSettings)
    .where(eq(wecomSignInSettings.tenantId, tenantId));
  return { auto_create: row?.autoCreate ?? false, role_id: row?.roleId ?? null };
}

/** The settings with the tenant's roles to choose from (/authorize). */
export async function wecomSignInSettingsWithRoles(db: Database, tenantId: string) {
  const [settings, roleRows] = await Promise.all([
    readWecomSignInSettings(db, tenantId),
    db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(eq(roles.tenantId, tenantId))
      .orderBy(asc(roles.id)),
  ]);
  return { ...settings, roles: roleRows };
}

async function roleExists(db: Database, tenantId: string, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
  return row !== undefined;
}

export async function saveWecomSignInSettings(
  db: Database,
  tenantId: string,
  body: WecomSignInSettings,
  now: Date,
): Promise<WecomSignInSettings> {
  if (body.role_id !== null && !(await roleExists(db, tenantId, body.role_id))) {
    const { code, msg } = WECOM_SIGN_IN_ERRORS.roleNotFound;
    throw new BusinessError(code, msg);
  }
  if (body.auto_create && body.role_id === null) {
    const { code, msg } = WECOM_SIGN_IN_ERRORS.roleRequired;
    throw new BusinessError(code, msg);
  }
  const values = { autoCreate: body.auto_create, roleId: body.role_id, updatedAt: now };
  await db
    .insert(wecomSignInSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: wecomSignInSettings.tenantId, set: values });
  return body;
}

/** A console account name for a created member: readable, unique across tenants. */
function accountFor(corpId: string, wecomUserId: string): string {
  const account = `${wecomUserId}@${corpId}`;
  return account.length <= 64 ? account : `wecom-${randomBytes(12).toString('hex')}`;
}

/**
 * The console user a WeCom member signs in as: the linked account, or one created now when the
 * tenant allows it (its name from the synced directory, a random password nobody knows: the
 * member signs in with WeCom, an admin may reset it later). Throws the Chinese refusal.
 */
export async function consoleUserOfMember(
  db: Database,
  input: { tenantId: string; corpId: string; wecomUserId: string },
): Promise<number> {
  const { tenantId, wecomUserId } = input;
  const [link] = await db
    .select({ userId: wecomAccounts.userId })
    .from(wecomAccounts)
    .where(and(eq(wecomAccounts.tenantId, tenantId), eq(wecomAccounts.wecomUserId, wecomUserId)));
  if (link) return link.userId;

  const settings = await readWecomSignInSettings(db, tenantId);
  const roleId = settings.role_id;
  if (!settings.auto_create || roleId === null || !(await roleExists(db, tenantId, roleId))) {
    const refusal = WECOM_SIGN_IN_ERRORS.noAccount;
    throw new BusinessError(refusal.code, refusal.msg);
  }
  const [employee] = await db
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.platformUserId, wecomUserId)));
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        account: accountFor(input.corpId, wecomUserId),
        name: employee?.name ?? wecomUserId,
        passwordHash,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    await tx.insert(memberships).values({ tenantId, userId: user.id, roleId });
    await tx.insert(wecomAccounts).values({ tenantId, wecomUserId, userId: user.id });
    return user.id;
  });
}
