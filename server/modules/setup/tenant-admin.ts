// issue #36: a company's tenant and its first administrator (the setup page and
// `npm run tenant -- create`), and the server operator's list / disable / reset. The admin
// holds the built-in 超级管理员 role (every menu code, as seed-role-manage refreshes it); the
// tenant starts with no platform connection: it picks WeCom or the sandbox on /authorize.
import { asc, eq, sql } from 'drizzle-orm';
import { ALL_MENU_CODES } from '../../../contract/menu-codes';
import { SUPER_ADMIN_ROLE } from '../../../contract/setting/role-manage';
import type { CreateTenantInput } from '../../../contract/setup';
import { isStrongPassword, PASSWORD_RULE } from '../../../contract/setup';
import type { Database } from '../../db/database';
import { memberships, roles, tenants, users } from '../../db/schema/identity';
import { hashPassword } from '../auth/password';
import { DEMO_TENANT_IDS } from './demo-tenants';

/** A refusal the page and the CLI show as it is (Chinese, names what to change). */
export class SetupRefusal extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export const BUILT_IN_ROLE_DESCRIPTION = '内置角色，拥有全部权限，不能编辑或删除';

/**
 * `before` runs first in the same transaction (the setup page consumes its token there): when
 * it refuses, or the tenant cannot be created, nothing is written.
 */
export async function createTenantWithAdmin(
  db: Database,
  input: CreateTenantInput,
  before?: (tx: Database) => Promise<void>,
  /** issue #32: a password generated for the admin (the CLI printed it) is changed at sign-in. */
  options: { readonly mustChangePassword?: boolean } = {},
): Promise<{ tenantId: string; account: string }> {
  if (DEMO_TENANT_IDS.includes(input.tenant_id)) {
    throw new SetupRefusal(`企业ID ${input.tenant_id} 为演示数据保留，请换一个`, 'tenant_id');
  }
  // Hashed before the transaction: scrypt takes a while and holds no lock.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await before?.(tx);
    const [existingTenant] = await tx
      .select({ id: tenants.tenantId })
      .from(tenants)
      .where(eq(tenants.tenantId, input.tenant_id));
    if (existingTenant) throw new SetupRefusal(`企业ID ${input.tenant_id} 已存在`, 'tenant_id');
    const [existingUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, input.account));
    if (existingUser) throw new SetupRefusal(`账号 ${input.account} 已存在`, 'account');
    await tx
      .insert(tenants)
      .values({ tenantId: input.tenant_id, name: input.company_name, appMode: 1 });
    const [role] = await tx
      .insert(roles)
      .values({
        tenantId: input.tenant_id,
        name: SUPER_ADMIN_ROLE,
        codes: [...ALL_MENU_CODES],
        builtIn: true,
        description: BUILT_IN_ROLE_DESCRIPTION,
      })
      .returning({ id: roles.id });
    const [user] = await tx
      .insert(users)
      .values({
        account: input.account,
        name: input.admin_name ?? '管理员',
        passwordHash,
        mustChangePassword: options.mustChangePassword === true,
      })
      .returning({ id: users.id });
    if (!role || !user) throw new Error('setup: insert returned nothing');
    await tx
      .insert(memberships)
      .values({ tenantId: input.tenant_id, userId: user.id, roleId: role.id });
  });
  return { tenantId: input.tenant_id, account: input.account };
}

export async function countTenants(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  return row?.n ?? 0;
}

export interface TenantListRow {
  readonly tenantId: string;
  readonly name: string;
  readonly disabled: boolean;
  readonly members: number;
  readonly admins: string[];
  readonly createdAt: Date;
}

export async function listTenants(db: Database): Promise<TenantListRow[]> {
  const rows = await db
    .select({
      tenantId: tenants.tenantId,
      name: tenants.name,
      disabledAt: tenants.disabledAt,
      createdAt: tenants.createdAt,
      members: sql<number>`(SELECT count(*)::int FROM memberships m WHERE m.tenant_id = ${tenants.tenantId})`,
      admins: sql<string[]>`ARRAY(SELECT u.account FROM memberships m
        JOIN roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id
        JOIN users u ON u.id = m.user_id
        WHERE m.tenant_id = ${tenants.tenantId} AND r.built_in ORDER BY u.account)`,
    })
    .from(tenants)
    .orderBy(asc(tenants.createdAt), asc(tenants.tenantId));
  return rows.map((row) => ({
    tenantId: row.tenantId,
    name: row.name,
    disabled: row.disabledAt !== null,
    members: row.members,
    admins: row.admins,
    createdAt: row.createdAt,
  }));
}

/** Disabled (or enabled again): its members' sessions and sign-ins are refused. */
export async function setTenantDisabled(
  db: Database,
  tenantId: string,
  disabled: boolean,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(tenants)
    .set({ disabledAt: disabled ? now : null })
    .where(eq(tenants.tenantId, tenantId))
    .returning({ id: tenants.tenantId });
  return updated.length > 0;
}

/** A new password for an administrator (built-in role) of the tenant. */
export async function resetAdminPassword(
  db: Database,
  tenantId: string,
  account: string,
  password: string,
): Promise<void> {
  if (!isStrongPassword(password, account)) throw new SetupRefusal(PASSWORD_RULE, 'password');
  const [admin] = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(
      roles,
      sql`${roles.tenantId} = ${memberships.tenantId} AND ${roles.id} = ${memberships.roleId}`,
    )
    .where(
      sql`${memberships.tenantId} = ${tenantId} AND ${users.account} = ${account} AND ${roles.builtIn}`,
    );
  if (!admin) throw new SetupRefusal(`企业 ${tenantId} 没有管理员账号 ${account}`, 'account');
  const passwordHash = await hashPassword(password);
  // issue #32: the operator typed this password (shell history, a ticket): the admin changes
  // it at the next sign-in, and the sessions of the old one end.
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(users.id, admin.id));
    await tx
      .update(memberships)
      .set({ sessionVersion: sql`${memberships.sessionVersion} + 1` })
      .where(eq(memberships.userId, admin.id));
  });
}
