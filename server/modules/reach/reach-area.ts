// The reach area's routes (issue #17): mass sends, moments, marketing SMS and the hub.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerGroupChatRoutes } from './group-chat/routes';
import { registerMarketingMsgRoutes } from './marketing-msg/routes';
import { defineAdvanceJob } from './mass-send/advance-job';
import { defineFanOutJob } from './mass-send/fan-out-job';
import { createMassSendPlatform } from '../../platform/mass-send-adapter';
import { registerPrivateChatRoutes } from './private-chat/routes';
import { registerReachOptions } from './reach-options';
import { registerReachStrategyRoutes } from './reach-strategy/routes';
import { registerChatSopRoutes } from './chat-sop/routes';
import { registerGroupSopRoutes } from './group-sop/routes';
import { registerSopClock } from './sop/sop-clock';
import { defineSopJob } from './sop/sop-job';
import { registerMomentDispatchRoutes } from './moment-dispatch/routes';
import { registerEnterpriseQuickResponseRoutes } from './enterprise-quick-response/routes';
import { registerMenuSettingRoutes } from './menu-setting/routes';
import { registerSiderIframeRoutes } from './sider-iframe/routes';

export function registerReachArea(app: FastifyInstance, deps: RouteDeps): void {
  defineAdvanceJob(deps, createMassSendPlatform(deps.db, deps.dbKind));
  defineFanOutJob(deps, createMassSendPlatform(deps.db, deps.dbKind));
  registerReachOptions(app, deps);
  registerPrivateChatRoutes(app, deps);
  registerGroupChatRoutes(app, deps);
  registerReachStrategyRoutes(app, deps);
  registerMarketingMsgRoutes(app, deps);
  // issue #18 SOPs: one sweep job, two pages on one shared domain, the sandbox's test clock.
  defineSopJob(deps);
  registerChatSopRoutes(app, deps);
  registerGroupSopRoutes(app, deps);
  registerSopClock(app, deps, process.env.SCRM_SANDBOX_CLOCK === '1');
  registerMomentDispatchRoutes(app, deps);
  registerEnterpriseQuickResponseRoutes(app, deps);
  registerMenuSettingRoutes(app, deps);
  registerSiderIframeRoutes(app, deps);
}
