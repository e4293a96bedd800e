// docs/conventions.md "server/main.ts": migrations, then the idempotent demo seed, on every start.
// issue #36: with DEMO=false only the migrations and the built-in roles' refresh run: no demo
// tenant, account or sandbox history.
import type { DatabaseHandle } from './database';
import { seedAcquiringGrowth } from './seed/seed-acquiring-growth';
import { seedAcquiringTools } from './seed/seed-acquiring-tools';
import { seedCompanyChat } from './seed/seed-company-chat';
import { seedAiCall } from './seed/seed-ai-call';
import { seedCompanyPerformance } from './seed/seed-company-performance';
import { seedDemo } from './seed/seed-demo';
import { seedFission } from './seed/seed-fission';
import { seedMaterialMarketing } from './seed/seed-material-marketing';
import { seedMarketingCampaigns } from './seed/seed-marketing-campaign';
import { seedMarketingGames } from './seed/seed-marketing-game';
import { seedMembers } from './seed/seed-member';
import { seedOrderBind } from './seed/seed-order-bind';
import { seedOperationPlans } from './seed/seed-operation-plan';
import { seedOperationCalendar } from './seed/seed-operation-calendar';
import { seedPlatform } from './seed/seed-platform';
import { seedReach } from './seed/seed-reach';
import { seedReachSop } from './seed/seed-reach-sop';
import { seedReachMoments } from './seed/seed-reach-moments';
import { seedReachChatTools } from './seed/seed-reach-chat-tools';
import { seedReachSider } from './seed/seed-reach-sider';
import {
  refreshBuiltInRoles,
  renameLegacyAdminRoles,
  seedRoleManage,
} from './seed/seed-role-manage';
import { seedSandboxCustomers } from './seed/seed-sandbox-customers';
import { seedStatistics } from './seed/seed-statistics';
import { seedSuperforms } from './seed/seed-superform';
import { seedWelcome } from './seed/seed-welcome';

/** `now`: the instant the demo's 90 days end (tests pin it; a start uses the clock). */
export async function prepareDatabase(
  handle: DatabaseHandle,
  now: Date = new Date(),
  options: { readonly demo?: boolean } = {},
): Promise<void> {
  await handle.migrate();
  await renameLegacyAdminRoles(handle.db);
  if (options.demo === false) {
    await refreshBuiltInRoles(handle.db);
    return;
  }
  await seedDemo(handle.db);
  await seedPlatform(handle.db, now);
  await seedSandboxCustomers(handle.db, now);
  await seedAcquiringTools(handle.db, 'demo', now);
  await seedSuperforms(handle.db, now);
  await seedMembers(handle.db, now);
  await seedCompanyPerformance(handle.db, now);
  await seedStatistics(handle.db, now);
  await seedReach(handle.db, 'demo', now);
  await seedReachSop(handle.db, 'demo', now);
  await seedReachMoments(handle.db, 'demo', now);
  await seedReachSider(handle.db, 'demo', now);
  await seedMaterialMarketing(handle.db, 'demo', now);
  await seedWelcome(handle.db, 'demo', now);
  await seedRoleManage(handle.db, now);
  await seedCompanyChat(handle.db, now);
  await seedAiCall(handle.db, 'demo', now);
  await seedReachChatTools(handle.db, 'demo', now);
  await seedAcquiringGrowth(handle.db, 'demo', now);
  await seedFission(handle.db, 'demo', now);
  await seedOrderBind(handle.db, now);
  await seedMarketingCampaigns(handle.db, 'demo', now);
  await seedMarketingGames(handle.db, now.getTime());
  await seedOperationPlans(handle.db, 'demo', now);
  await seedOperationCalendar(handle.db, 'demo', now);
}
