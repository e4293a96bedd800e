// issue #14 /role-manage console users: the tenant's members (users are global, a membership
// ties one to the tenant with a role). Add with a server-made password shown once, assign a
// role, disable/enable, reset the password, remove from the tenant.
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import type { ConsoleUserRow } from '../../../../contract/setting/role-manage';
import type { Database } from '../../../db/database';
import { memberships, roles, users } from '../../../db/schema/identity';
import { BusinessError } from '../../../http/http-errors';
import { hashPassword } from '../../auth/password';
import { writeAudit } from './audit-trail';
import { makeInitialPassword } from './initial-password';
import { assertCanManageMember, assertCanUseRole } from './manager-rules';
import type { Manager } from './manager-rules';
import { findRole } from './role-store';
import { assertAnotherSuperAdmin } from './super-admin-rule';
import { containsPattern, offsetOf } from '../../../db/list-query';

export async function listUsers(
  db: Database,
  tenantId: string,
  selfId: number,
  query: { page: number; page_size: number; keyword?: string | undefined },
): Promise<ListData<ConsoleUserRow>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(memberships.tenantId, tenantId),
    pattern ? or(ilike(users.account, pattern), ilike(users.name, pattern)) : undefined,
  );
  const joinRole = and(eq(roles.tenantId, memberships.tenantId), eq(roles.id, memberships.roleId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        account: users.account,
        name: users.name,
        roleId: roles.id,
        roleName: roles.name,
        extraRoleIds: memberships.extraRoleIds,
        // issue #41: the further roles' names and the linked employee, in the same read.
        extraRoleNames: sql<string[]>`array(select x.name from roles x
          where x.tenant_id = ${memberships.tenantId} and x.id = any(${memberships.extraRoleIds})
          order by x.id)`,
        employeeId: memberships.employeeId,
        employeeName: sql<string | null>`(select e.name from employees e
          where e.tenant_id = ${memberships.tenantId} and e.id = ${memberships.employeeId})`,
        disabledAt: memberships.disabledAt,
        joinedAt: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(roles, joinRole)
      .where(where)
      .orderBy(asc(memberships.createdAt), asc(users.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ value: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      name: row.name,
      role_id: row.roleId,
      role_name: row.roleName,
      extra_role_ids: row.extraRoleIds,
      extra_role_names: row.extraRoleNames,
      employee_id: row.employeeId,
      employee_name: row.employeeName,
      enabled: row.disabledAt === null,
      is_self: row.id === selfId,
      joined_at: row.joinedAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

async function roleOfTenant(db: Database, tenantId: string, roleId: number) {
  const role = await findRole(db, tenantId, roleId);
  if (!role) throw new BusinessError(ROLE_ERROR_CODES.notFound, '角色不存在');
  return role;
}

/** The member with its role, or a 用户不存在 error (also for another tenant's user). */
export async function memberOf(db: Database, tenantId: string, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      roleId: roles.id,
      roleName: roles.name,
      roleBuiltIn: roles.builtIn,
      roleCodes: roles.codes,
      roleActions: roles.actions,
      roleScope: roles.scope,
      extraRoleIds: memberships.extraRoleIds,
      disabledAt: memberships.disabledAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(
      roles,
      and(eq(roles.tenantId, memberships.tenantId), eq(roles.id, memberships.roleId)),
    )
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  if (!row) throw new BusinessError(ROLE_ERROR_CODES.userNotFound, '成员不存在');
  return { ...row, enabled: row.disabledAt === null, label: `${row.name}（${row.account}）` };
}

export const membershipKey = (tenantId: string, userId: number) =>
  and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId));

/** issue #32 finding 6: the member's tokens stop at their next request (guard.ts). */
export const nextSessionVersion = sql`${memberships.sessionVersion} + 1`;

export async function createUser(
  db: Database,
  actor: Manager,
  body: { account: string; name: string; role_id: number },
) {
  const role = await roleOfTenant(db, actor.tenantId, body.role_id);
  assertCanUseRole(actor, role);
  const password = makeInitialPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Accounts are global (one sign-in for every tenant): an existing one is refused rather
    // than joined, so an admin cannot take over another tenant's account.
    const [user] = await tx
      .insert(users)
      // issue #32: the admin knows this password; its owner changes it at first sign-in.
      .values({ account: body.account, name: body.name, passwordHash, mustChangePassword: true })
      .onConflictDoNothing({ target: users.account })
      .returning({ id: users.id });
    if (!user) throw new BusinessError(ROLE_ERROR_CODES.accountTaken, '账号已存在，请换一个');
    await tx.insert(memberships).values({
      tenantId: actor.tenantId,
      userId: user.id,
      roleId: role.id,
      createdAt: actor.now,
    });
    await writeAudit(tx, actor, {
      action: 'user_create',
      targetName: `${body.name}（${body.account}）`,
      detail: `角色：${role.name}`,
    });
    return { id: user.id, password };
  });
}

export async function assignRole(
  db: Database,
  actor: Manager,
  userId: number,
  body: { role_id: number; extra_role_ids?: readonly number[] | undefined },
) {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, actor.tenantId, userId);
    assertCanManageMember(actor, member, '不能修改自己的角色');
    // The member's current further roles are theirs to lose only by a manager who could grant them.
    for (const extraId of member.extraRoleIds) {
      const held = await findRole(tx, actor.tenantId, extraId);
      if (held) assertCanUseRole(actor, held);
    }
    const role = await roleOfTenant(tx, actor.tenantId, body.role_id);
    assertCanUseRole(actor, role);
    const wanted = body.extra_role_ids ?? member.extraRoleIds;
    const extras = [...new Set(wanted)].filter((id) => id !== role.id);
    const extraRoles: Array<Awaited<ReturnType<typeof roleOfTenant>>> = [];
    for (const extraId of extras) {
      const extra = await roleOfTenant(tx, actor.tenantId, extraId);
      assertCanUseRole(actor, extra);
      extraRoles.push(extra);
    }
    const staysSuper = role.builtIn || extraRoles.some((extra) => extra.builtIn);
    if (!staysSuper) await assertAnotherSuperAdmin(tx, actor.tenantId, userId, member);
    await tx
      .update(memberships)
      .set({ roleId: role.id, extraRoleIds: extras, sessionVersion: nextSessionVersion })
      .where(membershipKey(actor.tenantId, userId));
    const names = [role, ...extraRoles].map((each) => each.name).join('、');
    await writeAudit(tx, actor, {
      action: 'user_role',
      targetName: member.label,
      detail: `${member.roleName} → ${names}`,
    });
    return { id: userId };
  });
}

export async function setUserEnabled(
  db: Database,
  actor: Manager,
  userId: number,
  enabled: boolean,
) {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, actor.tenantId, userId);
    assertCanManageMember(actor, member, '不能停用或启用自己的账号');
    if (!enabled) await assertAnotherSuperAdmin(tx, actor.tenantId, userId, member);
    await tx
      .update(memberships)
      .set(
        enabled
          ? { disabledAt: null }
          : { disabledAt: actor.now, sessionVersion: nextSessionVersion },
      )
      .where(membershipKey(actor.tenantId, userId));
    await writeAudit(tx, actor, {
      action: enabled ? 'user_enable' : 'user_disable',
      targetName: member.label,
    });
    return { id: userId };
  });
}

export async function resetPassword(db: Database, actor: Manager, userId: number) {
  const member = await memberOf(db, actor.tenantId, userId);
  assertCanManageMember(actor, member, '不能在此重置自己的密码');
  // A password opens every tenant of the account: only an account that belongs to this
  // tenant alone may be reset here, never one another tenant also uses.
  const [elsewhere] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), ne(memberships.tenantId, actor.tenantId)));
  if ((elsewhere?.value ?? 0) > 0) {
    throw new BusinessError(
      ROLE_ERROR_CODES.sharedAccount,
      '该账号也属于其他企业，不能在此重置密码，请由本人修改',
    );
  }
  const password = makeInitialPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(users.id, userId));
    await tx
      .update(memberships)
      .set({ sessionVersion: nextSessionVersion })
      .where(eq(memberships.userId, userId));
    await writeAudit(tx, actor, { action: 'user_password', targetName: member.label });
  });
  return { id: userId, password };
}

export async function removeUser(db: Database, actor: Manager, userId: number) {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, actor.tenantId, userId);
    assertCanManageMember(actor, member, '不能移除自己的账号');
    await assertAnotherSuperAdmin(tx, actor.tenantId, userId, member);
    await tx.delete(memberships).where(membershipKey(actor.tenantId, userId));
    await writeAudit(tx, actor, {
      action: 'user_remove',
      targetName: member.label,
      detail: `原角色：${member.roleName}`,
    });
    return { id: userId };
  });
}
