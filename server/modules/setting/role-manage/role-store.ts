// issue #14 /role-manage roles: list with member counts, create, edit, delete. The built-in
// 超级管理员 holds every code and is never edited or deleted; a role still assigned to a
// member cannot be deleted (the member would lose every page at once).
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import {
  ACTION_LABELS,
  ACTION_RIGHTS,
  DATA_SCOPE_LABELS,
  isActionRight,
  isDataScope,
} from '../../../../contract/action-rights';
import type { ActionRight, DataScopeKind } from '../../../../contract/action-rights';
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
  // issue #41: a member counts for their main role and for each further role.
  const heldRole = sql<number>`unnest(array_prepend(${memberships.roleId}, ${memberships.extraRoleIds}))`;
  const held = db
    .select({ roleId: heldRole.as('role_id') })
    .from(memberships)
    .where(eq(memberships.tenantId, tenantId))
    .as('held');
  const members = db
    .select({ roleId: held.roleId, total: count().as('total') })
    .from(held)
    .groupBy(held.roleId)
    .as('members');
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      codes: roles.codes,
      actions: roles.actions,
      scope: roles.scope,
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
    // The built-in role holds every action and 全部 whatever is stored (session-check.ts).
    actions: row.builtIn ? [...ACTION_RIGHTS] : row.actions.filter(isActionRight),
    scope: row.builtIn ? 'all' : isDataScope(row.scope) ? row.scope : 'self',
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

const actionTitles = (actions: readonly string[]) =>
  ACTION_RIGHTS.filter((action) => actions.includes(action))
    .map((action) => ACTION_LABELS[action])
    .join('、');

/** A role's body with its action rights and scope settled (see roleBody). */
type Settled = RoleBody & { actions: ActionRight[]; scope: DataScopeKind };

function describeGrant(body: Settled): string {
  const actions = actionTitles(body.actions);
  return `${describeCodes(body.codes)}；操作权限：${actions || '无'}；数据范围：${DATA_SCOPE_LABELS[body.scope]}`;
}

export async function createRole(db: Database, actor: Manager, input: RoleBody) {
  const body: Settled = { ...input, actions: input.actions ?? [], scope: input.scope ?? 'self' };
  assertCanGrant(actor, body);
  return nameRace(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.tenantId, body.name);
      const codes = ordered(body.codes);
      const [role] = await tx
        .insert(roles)
        .values({
          tenantId: actor.tenantId,
          name: body.name,
          description: body.description,
          codes,
          actions: [...body.actions],
          scope: body.scope,
        })
        .returning({ id: roles.id });
      if (!role) throw new Error('role not created');
      await writeAudit(tx, actor, {
        action: 'role_create',
        targetName: body.name,
        detail: describeGrant({ ...body, codes }),
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

function changeSummary(
  before: { name: string; codes: string[]; actions: string[]; scope: string },
  body: Settled,
): string {
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
  const addedActions = body.actions.filter((action) => !before.actions.includes(action));
  const kept: readonly string[] = body.actions;
  const removedActions = before.actions.filter((action) => !kept.includes(action));
  if (addedActions.length > 0) parts.push(`新增操作权限：${actionTitles(addedActions)}`);
  if (removedActions.length > 0) parts.push(`移除操作权限：${actionTitles(removedActions)}`);
  if (before.scope !== body.scope && isDataScope(before.scope)) {
    parts.push(`数据范围：${DATA_SCOPE_LABELS[before.scope]} → ${DATA_SCOPE_LABELS[body.scope]}`);
  }
  return parts.length === 0 ? '修改描述' : parts.join('；');
}

export async function updateRole(db: Database, actor: Manager, id: number, input: RoleBody) {
  return nameRace(() =>
    db.transaction(async (tx) => {
      const role = await editableRole(tx, actor, id);
      const body: Settled = {
        ...input,
        actions: input.actions ?? role.actions.filter(isActionRight),
        scope: input.scope ?? (isDataScope(role.scope) ? role.scope : 'self'),
      };
      assertCanGrant(actor, body);
      await assertNameFree(tx, actor.tenantId, body.name, id);
      const codes = ordered(body.codes);
      await tx
        .update(roles)
        .set({
          name: body.name,
          description: body.description,
          codes,
          actions: [...body.actions],
          scope: body.scope,
        })
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
      .where(
        and(
          eq(memberships.tenantId, actor.tenantId),
          or(eq(memberships.roleId, id), sql`${id} = ANY(${memberships.extraRoleIds})`),
        ),
      );
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
