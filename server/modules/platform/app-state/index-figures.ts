// /index (issue #6): the corp card (name, logo, app mode, seats) and today's key figures, read
// from the statistics that exist: customers, their relations, groups and employees (issue #9),
// under the reader's data scope as every statistics read (docs/permissions.md).
import { and, count, eq, gte } from 'drizzle-orm';
import type { IndexCorpInfo, IndexTodayFigures } from '../../../../contract/platform';
import { APP_MODES } from '../../../../contract/platform';
import type { Database } from '../../../db/database';
import { customerRelations } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { currentFigures } from '../../statistics/figures/figure-definitions';
import { ALL_DATA, scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { AuthPlatform } from '../../../platform/sandbox/auth-platform';
import type { TenantApp } from './tenant-app';
import { isoOrNull } from './tenant-app';
import { chinaClock, chinaDateOf } from '../../../../contract/china-time';

export function tenantLogo(app: TenantApp): string {
  return app.appMode === APP_MODES.thirdParty ? app.thirdLogoUrl || app.ownLogoUrl : app.ownLogoUrl;
}

async function countOf(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.value ?? 0;
}

export async function usedSeats(db: Database, tenantId: string): Promise<number> {
  return countOf(
    db
      .select({ value: count() })
      .from(employees)
      .where(
        and(eq(employees.tenantId, tenantId), eq(employees.status, 1), eq(employees.seatStatus, 1)),
      ),
  );
}

export async function indexCorpInfo(
  db: Database,
  auth: AuthPlatform,
  app: TenantApp,
): Promise<IndexCorpInfo> {
  const corp = auth.corp(app.tenantId, app.tenantName);
  return {
    tenant_id: app.tenantId,
    corp_id: app.corpId || corp.corpId,
    corp_name: app.tenantName,
    logo: tenantLogo(app),
    app_mode: app.appMode,
    seats: { total: app.licenseTotal, used: await usedSeats(db, app.tenantId) },
    service_expire_time: isoOrNull(app.serviceExpiresAt),
  };
}

/**
 * Today's figures as the reader may see them (issue #41 data scope): a 本人 / 本部门 reader's
 * adds and losses are the relations of the scope's employees, the totals their customers and
 * the groups they own (`currentFigures`), 员工 the scope's members on the job.
 */
export async function todayFigures(
  db: Database,
  tenantId: string,
  now: Date,
  scope: DataScope = ALL_DATA,
): Promise<IndexTodayFigures> {
  const start = chinaClock(now).dayStart;
  const relations = (since: ReturnType<typeof gte>) =>
    countOf(
      db
        .select({ value: count() })
        .from(customerRelations)
        .where(
          and(
            eq(customerRelations.tenantId, tenantId),
            since,
            scopeFilter(scope, customerRelations.employeeId),
          ),
        ),
    );
  // 新增 / 流失 / 客户总数 / 客户群 as figure-definitions.ts defines them (issue #37).
  const [added, lost, figures, staff] = await Promise.all([
    relations(gte(customerRelations.addedAt, start)),
    relations(gte(customerRelations.deletedByCustomerAt, start)),
    currentFigures(db, tenantId, scope),
    countOf(
      db
        .select({ value: count() })
        .from(employees)
        .where(
          and(
            eq(employees.tenantId, tenantId),
            eq(employees.status, 1),
            scopeFilter(scope, employees.id),
          ),
        ),
    ),
  ]);
  return {
    date: chinaDateOf(now),
    new_customers: added,
    lost_customers: lost,
    net_customers: added - lost,
    total_customers: figures.customers_total,
    total_groups: figures.groups_total,
    employees: staff,
  };
}
