// The sandbox platform's own store (table sandbox_objects): what "the platform" holds for a
// tenant, independent of our mirror, so that a sync has something real to compare.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxObjects } from '../../db/schema/directory';

export type SandboxKind =
  | 'department'
  | 'employee'
  | 'tag_group'
  | 'tag'
  | 'contact_way'
  // issue #41: a customer transfer the sandbox is deciding (sandbox-handover.ts).
  | 'transfer';

export interface SandboxObject<T> {
  readonly platformId: string;
  readonly data: T;
}

export async function listObjects<T>(
  db: Database,
  tenantId: string,
  kind: SandboxKind,
): Promise<SandboxObject<T>[]> {
  const rows = await db
    .select({ platformId: sandboxObjects.platformId, data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.tenantId, tenantId), eq(sandboxObjects.kind, kind)))
    .orderBy(sandboxObjects.platformId);
  return rows.map((row) => ({ platformId: row.platformId, data: row.data as T }));
}

export async function putObjects(
  db: Database,
  tenantId: string,
  kind: SandboxKind,
  objects: readonly SandboxObject<object>[],
): Promise<void> {
  if (objects.length === 0) return;
  for (let start = 0; start < objects.length; start += 500) {
    const values = objects.slice(start, start + 500).map((object) => ({
      tenantId,
      kind,
      platformId: object.platformId,
      data: object.data as Record<string, unknown>,
    }));
    await db
      .insert(sandboxObjects)
      .values(values)
      .onConflictDoUpdate({
        target: [sandboxObjects.tenantId, sandboxObjects.kind, sandboxObjects.platformId],
        set: { data: sql`excluded.data`, updatedAt: sql`now()` },
      });
  }
}

export async function patchObject(
  db: Database,
  tenantId: string,
  kind: SandboxKind,
  platformId: string,
  patch: Record<string, unknown>,
): Promise<boolean> {
  const [row] = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.tenantId, tenantId),
        eq(sandboxObjects.kind, kind),
        eq(sandboxObjects.platformId, platformId),
      ),
    );
  if (!row) return false;
  await db
    .update(sandboxObjects)
    .set({ data: { ...row.data, ...patch }, updatedAt: new Date() })
    .where(
      and(
        eq(sandboxObjects.tenantId, tenantId),
        eq(sandboxObjects.kind, kind),
        eq(sandboxObjects.platformId, platformId),
      ),
    );
  return true;
}

export async function deleteObjects(
  db: Database,
  tenantId: string,
  kind: SandboxKind,
  platformIds: readonly string[],
): Promise<void> {
  if (platformIds.length === 0) return;
  await db
    .delete(sandboxObjects)
    .where(
      and(
        eq(sandboxObjects.tenantId, tenantId),
        eq(sandboxObjects.kind, kind),
        inArray(sandboxObjects.platformId, [...platformIds]),
      ),
    );
}
