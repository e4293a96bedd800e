// issue #18 /menu-setting 聊天工具栏: the toolbar entries of a tenant. The built-in sidebar
// pages are provisioned on first read (one each, a unique index makes concurrent reads safe);
// they can be renamed, reordered, switched off and scoped, never deleted or re-pointed.
import { and, asc, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import {
  BUILTIN_TOOLS,
  CUSTOM_TOOLS_MAX,
  TOOLBAR_ERROR_CODES,
} from '../../../../contract/reach/menu-setting';
import type {
  ToolbarEntryBody,
  ToolbarEntryRow,
  ToolKind,
  toolbarListQuery,
} from '../../../../contract/reach/menu-setting';
import type { ListData } from '../../../../contract/envelope';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { chatToolbarEntries } from '../../../db/schema/reach-chat-tools';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { assertDepartments, departmentRefs } from '../enterprise-quick-response/quick-reply-groups';
import { offsetOf } from '../../../db/list-query';

type Row = typeof chatToolbarEntries.$inferSelect;
const PATHS = new Map<string, string>(BUILTIN_TOOLS.map((tool) => [tool.kind, tool.path]));
const mine = (tenantId: string, id: number) =>
  and(eq(chatToolbarEntries.tenantId, tenantId), eq(chatToolbarEntries.id, id));

export const entryNotFound = () => new HttpError(404, '工具栏入口不存在或已被删除');

export async function ensureBuiltins(db: Database, tenantId: string, now: Date) {
  const [present] = await db
    .select({ value: count() })
    .from(chatToolbarEntries)
    .where(and(eq(chatToolbarEntries.tenantId, tenantId), ne(chatToolbarEntries.kind, 'custom')));
  if ((present?.value ?? 0) >= BUILTIN_TOOLS.length) return;
  await db
    .insert(chatToolbarEntries)
    .values(
      BUILTIN_TOOLS.map((tool, index) => ({
        tenantId,
        kind: tool.kind,
        name: tool.name,
        sortOrder: index + 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}

async function findEntry(db: Database, tenantId: string, id: number) {
  const [row] = await db.select().from(chatToolbarEntries).where(mine(tenantId, id));
  if (!row) throw entryNotFound();
  return row;
}

const urlOf = (row: Row) => (row.kind === 'custom' ? row.url : (PATHS.get(row.kind) ?? ''));

export async function listEntries(
  db: Database,
  tenantId: string,
  query: z.output<typeof toolbarListQuery>,
  now: Date,
): Promise<ListData<ToolbarEntryRow> & { enabled: number }> {
  await ensureBuiltins(db, tenantId, now);
  const all = await db
    .select()
    .from(chatToolbarEntries)
    .where(eq(chatToolbarEntries.tenantId, tenantId))
    .orderBy(asc(chatToolbarEntries.sortOrder), asc(chatToolbarEntries.id));
  const name = query.name?.toLowerCase();
  const shown = all
    .map((row, index) => ({ row, position: index + 1 }))
    .filter(({ row }) => !name || row.name.toLowerCase().includes(name))
    .filter(({ row }) => !query.status || row.enabled === (query.status === 'on'));
  const page = shown.slice(offsetOf(query), query.page * query.page_size);
  const names = await departmentRefs(
    db,
    tenantId,
    page.flatMap(({ row }) => row.departmentIds),
  );
  return {
    list: page.map(({ row, position }) => ({
      id: row.id,
      kind: row.kind as ToolKind,
      name: row.name,
      url: urlOf(row),
      builtin: row.kind !== 'custom',
      enabled: row.enabled,
      sort_order: row.sortOrder,
      position,
      department_ids: row.departmentIds,
      departments: row.departmentIds.flatMap((id) => names.get(id) ?? []),
      updated_at: row.updatedAt.toISOString(),
    })),
    total: shown.length,
    page: query.page,
    page_size: query.page_size,
    enabled: all.filter((row) => row.enabled).length,
  };
}

async function assertName(db: Database, tenantId: string, name: string, selfId?: number) {
  const [same] = await db
    .select({ id: chatToolbarEntries.id })
    .from(chatToolbarEntries)
    .where(
      and(
        eq(chatToolbarEntries.tenantId, tenantId),
        eq(chatToolbarEntries.name, name),
        selfId === undefined ? undefined : ne(chatToolbarEntries.id, selfId),
      ),
    );
  if (same) throw new BusinessError(TOOLBAR_ERROR_CODES.nameTaken, `工具名称「${name}」已存在`);
}

export async function createEntry(
  db: Database,
  tenantId: string,
  body: ToolbarEntryBody,
  now: Date,
) {
  await ensureBuiltins(db, tenantId, now);
  const [customs] = await db
    .select({ value: count() })
    .from(chatToolbarEntries)
    .where(and(eq(chatToolbarEntries.tenantId, tenantId), eq(chatToolbarEntries.kind, 'custom')));
  if ((customs?.value ?? 0) >= CUSTOM_TOOLS_MAX) {
    throw new BusinessError(TOOLBAR_ERROR_CODES.tooMany, `自定义工具最多${CUSTOM_TOOLS_MAX}个`);
  }
  await assertName(db, tenantId, body.name);
  await assertDepartments(db, tenantId, body.department_ids);
  const [row] = await db
    .insert(chatToolbarEntries)
    .values({
      tenantId,
      kind: 'custom',
      name: body.name,
      url: body.url,
      departmentIds: body.department_ids,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from chat_toolbar_entries where tenant_id = ${tenantId})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: chatToolbarEntries.id });
  return { id: row!.id };
}

export async function updateEntry(
  db: Database,
  tenantId: string,
  id: number,
  body: ToolbarEntryBody,
  now: Date,
) {
  const row = await findEntry(db, tenantId, id);
  if (row.kind === 'custom' && !body.url) {
    throw new BusinessError(TOOLBAR_ERROR_CODES.builtinFixed, '请填写链接地址');
  }
  await assertName(db, tenantId, body.name, id);
  await assertDepartments(db, tenantId, body.department_ids);
  await db
    .update(chatToolbarEntries)
    .set({
      name: body.name,
      // A built-in page's address is fixed: the sidebar serves it.
      url: row.kind === 'custom' ? body.url : '',
      departmentIds: body.department_ids,
      updatedAt: now,
    })
    .where(mine(tenantId, id));
  return { id };
}

export async function toggleEntry(
  db: Database,
  tenantId: string,
  id: number,
  enabled: boolean,
  now: Date,
) {
  await findEntry(db, tenantId, id);
  await db.update(chatToolbarEntries).set({ enabled, updatedAt: now }).where(mine(tenantId, id));
  return null;
}

export async function deleteEntry(db: Database, tenantId: string, id: number) {
  const row = await findEntry(db, tenantId, id);
  if (row.kind !== 'custom') {
    throw new BusinessError(TOOLBAR_ERROR_CODES.builtinFixed, '内置工具不能删除，可将其停用');
  }
  await db.delete(chatToolbarEntries).where(mine(tenantId, id));
  return null;
}

/** Swaps the entry with its neighbour in the toolbar's order; at either end nothing changes. */
export async function moveEntry(
  db: Database,
  tenantId: string,
  id: number,
  direction: 'up' | 'down',
) {
  const row = await findEntry(db, tenantId, id);
  const up = direction === 'up';
  const [neighbour] = await db
    .select({ id: chatToolbarEntries.id, sortOrder: chatToolbarEntries.sortOrder })
    .from(chatToolbarEntries)
    .where(
      and(
        eq(chatToolbarEntries.tenantId, tenantId),
        up
          ? lt(chatToolbarEntries.sortOrder, row.sortOrder)
          : gt(chatToolbarEntries.sortOrder, row.sortOrder),
      ),
    )
    .orderBy(up ? desc(chatToolbarEntries.sortOrder) : asc(chatToolbarEntries.sortOrder))
    .limit(1);
  if (!neighbour) return null;
  await db.transaction(async (tx) => {
    await tx
      .update(chatToolbarEntries)
      .set({ sortOrder: neighbour.sortOrder })
      .where(mine(tenantId, id));
    await tx
      .update(chatToolbarEntries)
      .set({ sortOrder: row.sortOrder })
      .where(mine(tenantId, neighbour.id));
  });
  return null;
}
