// docs/conventions.md "Demo data": the demo tenants, roles and accounts. Idempotent: every row is
// looked up by its natural key first, so a second start (or `npm run seed`) changes nothing.
import { and, eq } from 'drizzle-orm';
import { ACTION_RIGHTS } from '../../../contract/action-rights';
import type { ActionRight, DataScopeKind } from '../../../contract/action-rights';
import { ALL_MENU_CODES, MENU_ENTRIES } from '../../../contract/menu-codes';
import { SUPER_ADMIN_ROLE } from '../../../contract/setting/role-manage';
import { hashPassword } from '../../modules/auth/password';
import type { Database } from '../database';
import { memberships, roles, tenants, users } from '../schema/identity';

/** issue #14: the built-in role (flagged by seed-role-manage.ts). */
export const ADMIN_ROLE = SUPER_ADMIN_ROLE;
export const OPERATOR_ROLE = '运营';
/** A role holding no code: what a new tenant's first users look like before any grant. */
export const NEWCOMER_ROLE = '新成员';

/** docs/conventions.md: operators see no Settings and no Company area. */
const OPERATOR_CODES = MENU_ENTRIES.filter(
  (entry) => entry.area !== 'company' && entry.area !== 'setting',
).map((entry) => entry.code);

const DEMO_TENANTS = [
  { tenantId: 'demo', name: '演示企业', appMode: 1 },
  { tenantId: 'second', name: '第二企业', appMode: 1 },
] as const;

/**
 * issue #41: the operator exports, deletes and sends across the company (no settings: no
 * setting pages either); a newcomer holds no action and sees only their own records.
 */
const DEMO_ROLES = [
  { name: ADMIN_ROLE, codes: [...ALL_MENU_CODES], actions: [...ACTION_RIGHTS], scope: 'all' },
  {
    name: OPERATOR_ROLE,
    codes: OPERATOR_CODES,
    actions: ['export', 'delete', 'send'],
    scope: 'all',
  },
  { name: NEWCOMER_ROLE, codes: [], actions: [], scope: 'self' },
] as const satisfies ReadonlyArray<{
  name: string;
  codes: readonly string[];
  actions: readonly ActionRight[];
  scope: DataScopeKind;
}>;

/** Order of memberships = order of the tenant list (admin: demo first). */
export const DEMO_ACCOUNTS = [
  {
    account: 'admin',
    password: 'Admin@123',
    name: '管理员',
    memberships: [
      { tenantId: 'demo', role: ADMIN_ROLE },
      { tenantId: 'second', role: ADMIN_ROLE },
    ],
  },
  {
    account: 'operator',
    password: 'Operator@123',
    name: '运营',
    memberships: [{ tenantId: 'demo', role: OPERATOR_ROLE }],
  },
  {
    account: 'newbie',
    password: 'Newbie@123',
    name: '新成员',
    memberships: [{ tenantId: 'demo', role: NEWCOMER_ROLE }],
  },
  {
    account: 'admin2',
    password: 'Admin@123',
    name: '第二企业管理员',
    memberships: [{ tenantId: 'second', role: ADMIN_ROLE }],
  },
] as const;

async function ensureRole(
  db: Database,
  tenantId: string,
  role: (typeof DEMO_ROLES)[number],
): Promise<number> {
  const { name } = role;
  await db
    .insert(roles)
    .values({
      tenantId,
      name,
      codes: [...role.codes],
      actions: [...role.actions],
      scope: role.scope,
    })
    .onConflictDoNothing({ target: [roles.tenantId, roles.name] });
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, name)));
  if (!row) throw new Error(`seed: role ${name} missing in ${tenantId}`);
  return row.id;
}

async function ensureUser(db: Database, account: string, name: string, password: string) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, account));
  if (existing) return existing.id;
  const passwordHash = await hashPassword(password);
  await db.insert(users).values({ account, name, passwordHash }).onConflictDoNothing();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`seed: user ${account} missing`);
  return row.id;
}

export async function seedDemo(db: Database): Promise<void> {
  await db
    .insert(tenants)
    .values([...DEMO_TENANTS])
    .onConflictDoNothing();
  const roleIds = new Map<string, number>();
  for (const tenant of DEMO_TENANTS) {
    for (const role of DEMO_ROLES) {
      const id = await ensureRole(db, tenant.tenantId, role);
      roleIds.set(`${tenant.tenantId}/${role.name}`, id);
    }
  }
  for (const demo of DEMO_ACCOUNTS) {
    const userId = await ensureUser(db, demo.account, demo.name, demo.password);
    for (const membership of demo.memberships) {
      const roleId = roleIds.get(`${membership.tenantId}/${membership.role}`);
      if (roleId === undefined) throw new Error(`seed: no role ${membership.role}`);
      await db
        .insert(memberships)
        .values({ tenantId: membership.tenantId, userId, roleId })
        .onConflictDoNothing();
    }
  }
}
