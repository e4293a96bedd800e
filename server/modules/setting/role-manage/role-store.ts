// issue #14 /role-manage roles: list with member counts, create, edit, delete. The built-in
// 超级管理员 holds every code and is never edited or deleted; a role still assigned to a
// member cannot be deleted (the member would lose every page at once).
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import { MENU_ENTRIES } from '../../../../contract/menu-codes';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import type { RoleBody, RoleRow } from '../../../../contract/setting/role-manage';
import type { Database } from '../../../db/database';
import { memberships, roles } from '../../../db/schema/identity';
import { onUniqueViolation } from '../../../db/unique-violation';
import { BusinessError } from '../../../http/http-errors';
import { writeAudit } from './audit-trail';
import { assertCanGrant, assertCanUseRole, assertNotOwnRole } from './manager-rules';
import type { Manager } from './manager-rules';

export async function listRoles(db: Database, tenantId: string): Promise<ListData<RoleRow>> {
  const members = db
    .select({ roleId: memberships.roleId, total: count().as('total') })
    .from(memberships)
    .where(eq(memberships.tenantId, tenantId))
    .groupBy(memberships.roleId)
    .as('members');
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      codes: roles.codes,
      builtIn: roles.builtIn,
      total: members.total,
      createdAt: roles.createdAt,
    })
    .from(roles)
    .leftJoin(members, eq(members.roleId, roles.id))
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.id));
  const list = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    codes: row.codes,
    built_in: row.builtIn,
    member_count: Number(row.total ?? 0),
    created_at: row.createdAt.toISOString(),
  }));
  return { list, total: list.length, page: 1, page_size: Math.max(list.length, 1) };
}

export async function findRole(db: Database, tenantId: string, id: number) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
  return role;
}

const nameTaken = () => new BusinessError(ROLE_ERROR_CODES.nameTaken, '角色名称已存在');

/** A parallel request may take the name between the check and the write (issue #32 #7). */
const nameRace = <T>(work: () => Promise<T>) =>
  onUniqueViolation(work, nameTaken, 'roles_tenant_name_unique');

async function assertNameFree(db: Database, tenantId: string, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.name, name),
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    );
  if (taken) throw nameTaken();
}

/** Route-table order, so the stored codes read like the tree. */
function ordered(codes: readonly string[]): string[] {
  const held = new Set(codes);
  return MENU_ENTRIES.filter((entry) => held.has(entry.code)).map((entry) => entry.code);
}

function describeCodes(codes: readonly string[]): string {
  const titles = MENU_ENTRIES.filter((entry) => codes.includes(entry.code)).map((e) => e.title);
  return titles.length === 0 ? '无页面权限' : `页面权限：${titles.join('、')}`;
}

export async function createRole(db: Database, actor: Manager, body: RoleBody) {
  assertCanGrant(actor, body.codes);
  return nameRace(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.tenantId, body.name);
      const codes = ordered(body.codes);
      const [role] = await tx
        .insert(roles)
        .values({ tenantId: actor.tenantId, name: body.name, description: body.description, codes })
        .returning({ id: roles.id });
      if (!role) throw new Error('role not created');
      await writeAudit(tx, actor, {
        action: 'role_create',
        targetName: body.name,
        detail: describeCodes(codes),
      });
      return { id: role.id };
    }),
  );
}

async function editableRole(db: Database, actor: Manager, id: number) {
  const role = await findRole(db, actor.tenantId, id);
  if (!role) throw new BusinessError(ROLE_ERROR_CODES.notFound, '角色不存在');
  if (role.builtIn) {
    throw new BusinessError(ROLE_ERROR_CODES.builtIn, '超级管理员为内置角色，不能编辑或删除');
  }
  assertNotOwnRole(actor, role.id);
  assertCanUseRole(actor, role);
  return role;
}

function changeSummary(before: { name: string; codes: string[] }, body: RoleBody): string {
  const added = body.codes.filter((code) => !before.codes.includes(code));
  const removed = before.codes.filter((code) => !body.codes.includes(code));
  const titles = (codes: string[]) =>
    MENU_ENTRIES.filter((entry) => codes.includes(entry.code))
      .map((entry) => entry.title)
      .join('、');
  const parts: string[] = [];
  if (before.name !== body.name) parts.push(`名称：${before.name} → ${body.name}`);
  if (added.length > 0) parts.push(`新增权限：${titles(added)}`);
  if (removed.length > 0) parts.push(`移除权限：${titles(removed)}`);
  return parts.length === 0 ? '修改描述' : parts.join('；');
}

export async function updateRole(db: Database, actor: Manager, id: number, body: RoleBody) {
  return nameRace(() =>
    db.transaction(async (tx) => {
      const role = await editableRole(tx, actor, id);
      assertCanGrant(actor, body.codes);
      await assertNameFree(tx, actor.tenantId, body.name, id);
      const codes = ordered(body.codes);
      await tx
        .update(roles)
        .set({ name: body.name, description: body.description, codes })
        .where(and(eq(roles.tenantId, actor.tenantId), eq(roles.id, id)));
      await writeAudit(tx, actor, {
        action: 'role_update',
        targetName: body.name,
        detail: changeSummary(role, { ...body, codes }),
      });
      return { id };
    }),
  );
}

export async function deleteRole(db: Database, actor: Manager, id: number) {
  return db.transaction(async (tx) => {
    const role = await editableRole(tx, actor, id);
    const [used] = await tx
      .select({ value: count() })
      .from(memberships)
      .where(and(eq(memberships.tenantId, actor.tenantId), eq(memberships.roleId, id)));
    if ((used?.value ?? 0) > 0) {
      throw new BusinessError(
        ROLE_ERROR_CODES.inUse,
        `该角色下还有${used?.value ?? 0}名成员，请先为他们分配其他角色`,
      );
    }
    await tx.delete(roles).where(and(eq(roles.tenantId, actor.tenantId), eq(roles.id, id)));
    await writeAudit(tx, actor, { action: 'role_delete', targetName: role.name });
    return { id };
  });
}
