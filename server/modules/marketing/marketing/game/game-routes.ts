// issue #20 /marketing: the console's game endpoints (contract/marketing/marketing-game.ts),
// each behind /marketing's permission and scoped by the token's tenant.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  gameCheckIns,
  gameConfig,
  gamePlays,
  gameRedeem,
  gameSandbox,
} from '../../../../../contract/marketing/marketing-game';
import { users } from '../../../../db/schema/identity';
import type { RouteDeps } from '../../../../http/app-deps';
import { registerEndpoint } from '../../../../http/endpoint-routes';
import { findCampaign } from '../campaign-store';
import { listCheckIns, listPlays, redeemPlay, sandboxLink } from './game-lists';
import { readGame } from './game-store';

export function registerGameRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  registerEndpoint(app, gameConfig, async ({ tenantId, params }) => {
    await findCampaign(db, tenantId, params.id, now());
    return readGame(db, tenantId, params.id);
  });
  registerEndpoint(app, gamePlays, ({ tenantId, params, query }) =>
    listPlays(db, tenantId, params.id, query, now()),
  );
  registerEndpoint(app, gameRedeem, async ({ tenantId, userId, params }) => {
    const [operator] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    return redeemPlay(db, tenantId, params.id, params.playId, operator?.name ?? '', now());
  });
  registerEndpoint(app, gameCheckIns, ({ tenantId, params, query }) =>
    listCheckIns(db, tenantId, params.id, query, now()),
  );
  registerEndpoint(app, gameSandbox, ({ tenantId, params, body }) =>
    sandboxLink(db, tenantId, params.id, body.customer_id, deps.jwtSecret, now()),
  );
}
