// Reads of the identity tables shared by the auth routes and the guard.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppMode, TenantSummary } from '../../../contract/auth';
import type { Database } from '../../db/database';
import { memberships, roles, tenants, users } from '../../db/schema/identity';

export async function findUserByAccount(db: Database, account: string) {
  const [user] = await db.select().from(users).where(eq(users.account, account));
  return user;
}

export async function findUserById(db: Database, userId: number) {
  const [user] = await db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The user's tenants in the order they joined (the first is the default at sign-in). */
export async function listTenantsOfUser(db: Database, userId: number): Promise<TenantSummary[]> {
  return (
    db
      .select({ tenant_id: tenants.tenantId, name: tenants.name })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.tenantId, memberships.tenantId))
      // issue #14: a disabled membership no longer opens the tenant; issue #36: nor a
      // disabled tenant (`npm run tenant -- disable`).
      .where(
        and(
          eq(memberships.userId, userId),
          isNull(memberships.disabledAt),
          isNull(tenants.disabledAt),
        ),
      )
      .orderBy(asc(memberships.createdAt), asc(memberships.tenantId))
  );
}

/**
 * The role codes of the user in the tenant, or undefined when not (or no longer) a member or
 * when the membership is disabled (issue #14 /role-manage), so the guard refuses it at once.
 */
export async function findMembershipCodes(
  db: Database,
  tenantId: string,
  userId: number,
): Promise<readonly string[] | undefined> {
  const [row] = await db
    .select({ codes: roles.codes })
    .from(memberships)
    .innerJoin(
      roles,
      and(eq(roles.tenantId, memberships.tenantId), eq(roles.id, memberships.roleId)),
    )
    .innerJoin(tenants, eq(tenants.tenantId, memberships.tenantId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(memberships.userId, userId),
        isNull(memberships.disabledAt),
        isNull(tenants.disabledAt),
      ),
    );
  return row?.codes;
}

export async function findTenant(db: Database, tenantId: string) {
  const [tenant] = await db
    .select({ tenant_id: tenants.tenantId, name: tenants.name, app_mode: tenants.appMode })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId));
  return tenant && { ...tenant, app_mode: tenant.app_mode as AppMode };
}
