// The tenant's app row (spec §3, §4): app mode, own and third-party auth states, credentials
// and terms. A tenant without a row (created after the seed) starts unauthorized.
import { and, asc, eq } from 'drizzle-orm';
import type { AppMode, AuthStatus, ExpiryModule } from '../../../../contract/platform';
import { APP_MODES, EXPIRY_MODULES } from '../../../../contract/platform';
import type { Database } from '../../../db/database';
import { tenants } from '../../../db/schema/identity';
import { platformApps, platformModuleTerms } from '../../../db/schema/platform';

export type PlatformAppRow = typeof platformApps.$inferSelect;

export interface TenantApp extends PlatformAppRow {
  readonly tenantName: string;
  readonly appMode: AppMode;
}

const DAY_MS = 86_400_000;

export async function loadTenantApp(db: Database, tenantId: string): Promise<TenantApp> {
  const read = () =>
    db
      .select({ app: platformApps, tenantName: tenants.name, appMode: tenants.appMode })
      .from(tenants)
      .leftJoin(platformApps, eq(platformApps.tenantId, tenants.tenantId))
      .where(eq(tenants.tenantId, tenantId));
  let [row] = await read();
  if (!row) throw new Error(`tenant ${tenantId} missing`);
  if (!row.app) {
    await db.insert(platformApps).values({ tenantId }).onConflictDoNothing();
    [row] = await read();
  }
  if (!row?.app) throw new Error(`platform app of ${tenantId} missing`);
  return { ...row.app, tenantName: row.tenantName, appMode: row.appMode as AppMode };
}

export async function updateTenantApp(
  db: Database,
  tenantId: string,
  changes: Partial<Omit<PlatformAppRow, 'tenantId'>>,
  now: Date,
): Promise<void> {
  await loadTenantApp(db, tenantId);
  await db
    .update(platformApps)
    .set({ ...changes, updatedAt: now })
    .where(eq(platformApps.tenantId, tenantId));
}

/** spec §6: the app mode decides which status the banners follow. */
export function effectiveAuthStatus(app: TenantApp): AuthStatus {
  const status = app.appMode === APP_MODES.thirdParty ? app.thirdAuthStatus : app.ownAuthStatus;
  return status as AuthStatus;
}

/** Whole days left until `expiresAt` (rounded up); 0 or less means overdue. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
}

export function isoOrNull(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

export interface ModuleTerm {
  readonly module: ExpiryModule;
  readonly expiresAt: Date;
}

export async function loadModuleTerms(db: Database, tenantId: string): Promise<ModuleTerm[]> {
  const rows = await db
    .select({ module: platformModuleTerms.module, expiresAt: platformModuleTerms.expiresAt })
    .from(platformModuleTerms)
    .where(eq(platformModuleTerms.tenantId, tenantId))
    .orderBy(asc(platformModuleTerms.expiresAt));
  const known = new Set<string>(EXPIRY_MODULES);
  return rows.filter((row): row is ModuleTerm => known.has(row.module));
}

export async function findModuleTerm(db: Database, tenantId: string, module: ExpiryModule) {
  const [row] = await db
    .select()
    .from(platformModuleTerms)
    .where(and(eq(platformModuleTerms.tenantId, tenantId), eq(platformModuleTerms.module, module)));
  return row;
}
