// issue #14 /role-manage seed: the built-in 超级管理员 of every tenant (every code, flagged
// built-in, refreshed on each start so a page added later is granted to it), two example
// roles for `demo` and a short audit trail. Idempotent: looked up by name / kept if present.
import { and, eq, sql } from 'drizzle-orm';
import { ACTION_RIGHTS } from '../../../contract/action-rights';
import { ALL_MENU_CODES, MENU_ENTRIES } from '../../../contract/menu-codes';
import { SUPER_ADMIN_ROLE } from '../../../contract/setting/role-manage';
import type { Database } from '../database';
import { roles, users } from '../schema/identity';
import { roleAuditLog } from '../schema/setting';

const LEGACY_ADMIN_ROLE = '管理员';
const DAY = 24 * 60 * 60 * 1000;

const codesOf = (area: string) =>
  MENU_ENTRIES.filter((entry) => entry.area === area).map((entry) => entry.code);

/** issue #41: customer service sees its department's customers and sends; analysts export. */
const DEMO_EXTRA_ROLES = [
  {
    name: '客服',
    description: '跟进客户、维护标签与客户群',
    codes: codesOf('customer'),
    actions: ['send'],
    scope: 'department',
  },
  {
    name: '数据分析',
    description: '查看各项统计数据',
    codes: codesOf('statistics'),
    actions: ['export'],
    scope: 'all',
  },
];

/** Before the demo seed: a database made before issue #14 called its admin role 管理员. */
export async function renameLegacyAdminRoles(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE roles SET name = ${SUPER_ADMIN_ROLE}
    WHERE name = ${LEGACY_ADMIN_ROLE}
      AND NOT EXISTS (
        SELECT 1 FROM roles other
        WHERE other.tenant_id = roles.tenant_id AND other.name = ${SUPER_ADMIN_ROLE}
      )`);
}

/** Every tenant's 超级管理员 holds every code, pages added since included (demo or not). */
export async function refreshBuiltInRoles(db: Database): Promise<void> {
  await db
    .update(roles)
    .set({
      builtIn: true,
      codes: [...ALL_MENU_CODES],
      actions: [...ACTION_RIGHTS],
      scope: 'all',
      description: '内置角色，拥有全部权限，不能编辑或删除',
    })
    .where(eq(roles.name, SUPER_ADMIN_ROLE));
}

export async function seedRoleManage(db: Database, now: Date = new Date()): Promise<void> {
  await refreshBuiltInRoles(db);

  const inserted = await db
    .insert(roles)
    .values(DEMO_EXTRA_ROLES.map((role) => ({ tenantId: 'demo', ...role })))
    .onConflictDoNothing({ target: [roles.tenantId, roles.name] })
    .returning({ name: roles.name });
  if (inserted.length === 0) return;

  const [admin] = await db
    .select({ id: users.id, name: users.name, account: users.account })
    .from(users)
    .where(eq(users.account, 'admin'));
  if (!admin) return;
  const [existing] = await db
    .select({ id: roleAuditLog.id })
    .from(roleAuditLog)
    .where(and(eq(roleAuditLog.tenantId, 'demo')));
  if (existing) return;
  await db.insert(roleAuditLog).values(
    inserted.map((role, index) => ({
      tenantId: 'demo',
      actorId: admin.id,
      actorName: `${admin.name}（${admin.account}）`,
      action: 'role_create',
      targetName: role.name,
      detail: `页面权限：${
        DEMO_EXTRA_ROLES.find((extra) => extra.name === role.name)
          ?.codes.map((code) => MENU_ENTRIES.find((entry) => entry.code === code)?.title)
          .join('、') ?? ''
      }`,
      createdAt: new Date(now.getTime() - (30 - index) * DAY),
    })),
  );
}
