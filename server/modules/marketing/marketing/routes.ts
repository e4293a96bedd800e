// issue #20 /marketing 营销活动: handlers registered against contract/marketing/marketing.ts
// (the guard checks each one's permission first); publishing queues the steps as jobs.
import type { FastifyInstance } from 'fastify';
import {
  campaignDelete,
  campaignDetail,
  campaignEnd,
  campaignList,
  campaignOptions,
  campaignSave,
} from '../../../../contract/marketing/marketing';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { defineCampaignJobs, queueCampaignSteps } from './campaign-jobs';
import * as store from './campaign-store';
import { registerGameRoutes } from './game/game-routes';
import { checkGameReferences, deleteGame, saveGame } from './game/game-store';

export function registerMarketingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, now } = deps;
  defineCampaignJobs(deps);
  registerEndpoint(app, campaignList, ({ tenantId, query }) =>
    store.listCampaigns(db, tenantId, query, now()),
  );
  registerEndpoint(app, campaignDetail, ({ tenantId, params }) =>
    store.campaignDetail(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, campaignSave, async ({ tenantId, body }) => {
    if (body.game) await checkGameReferences(db, tenantId, body.game);
    const { id, version } = await store.saveCampaign(db, tenantId, body, now());
    const isGame = body.type === 'lottery' || body.type === 'check_in';
    await saveGame(db, tenantId, id, isGame ? body.game : undefined);
    if (version !== null) await queueCampaignSteps(deps, tenantId, { ...body, id }, version);
    return { id };
  });
  registerEndpoint(app, campaignEnd, ({ tenantId, params }) =>
    store.endCampaign(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, campaignDelete, async ({ tenantId, params }) => {
    await store.deleteCampaign(db, tenantId, params.id, now());
    await deleteGame(db, tenantId, params.id);
    return null;
  });
  registerEndpoint(app, campaignOptions, ({ tenantId }) => store.campaignOptions(db, tenantId));
  registerGameRoutes(app, deps);
}
