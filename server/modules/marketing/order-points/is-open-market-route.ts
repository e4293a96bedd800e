// spec §7 GET /scrm/v1/member/is-open-market (the user store's openMarket, spec §3): true once
// the tenant has a linked shop whose authorization has not ended: a shop linked for members
// and points (issue #8, member_shops) or a shop module of the platform terms (issue #6).
// No menu code: every signed-in user's store reads it.
import { and, gt, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOpenMarketEndpoint } from '../../../../contract/marketing/order-points/member-endpoints';
import { SHOP_MODULE_PLATFORMS } from '../../../../contract/platform';
import type { Database } from '../../../db/database';
import { platformModuleTerms } from '../../../db/schema/platform';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { activeShops } from './rule-queries';

const SHOP_MODULES = Object.keys(SHOP_MODULE_PLATFORMS);

export async function isOpenMarket(db: Database, tenantId: string, now: Date): Promise<boolean> {
  if ((await activeShops(db, tenantId, now)).length > 0) return true;
  const terms = await db
    .select({ module: platformModuleTerms.module })
    .from(platformModuleTerms)
    .where(
      and(
        eq(platformModuleTerms.tenantId, tenantId),
        inArray(platformModuleTerms.module, SHOP_MODULES),
        gt(platformModuleTerms.expiresAt, now),
      ),
    )
    .limit(1);
  return terms.length > 0;
}

export function registerIsOpenMarketRoute(scope: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(scope, isOpenMarketEndpoint, ({ tenantId }) =>
    isOpenMarket(deps.db, tenantId, new Date(deps.now())),
  );
}
