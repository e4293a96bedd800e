// design.md "server/main.ts": migrations, then the idempotent demo seed, on every start.
import type { DatabaseHandle } from './database';
import { sql } from 'drizzle-orm';
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
import { renameLegacyAdminRoles, seedRoleManage } from './seed/seed-role-manage';
import { seedSandboxCustomers } from './seed/seed-sandbox-customers';
import { seedStatistics } from './seed/seed-statistics';
import { seedSuperforms } from './seed/seed-superform';
import { seedWelcome } from './seed/seed-welcome';

export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await renameLegacyAdminRoles(handle.db);
  await seedDemo(handle.db);
  await seedPlatform(handle.db);
  await seedSandboxCustomers(handle.db);
  await seedAcquiringTools(handle.db);
  await seedSuperforms(handle.db);
  await seedMembers(handle.db);
  await seedCompanyPerformance(handle.db);
  await seedStatistics(handle.db);
  await seedReach(handle.db);
  await seedReachSop(handle.db);
  await seedReachMoments(handle.db);
  await seedReachSider(handle.db);
  await seedMaterialMarketing(handle.db);
  await seedWelcome(handle.db);
  await seedRoleManage(handle.db);
  await seedCompanyChat(handle.db);
  await seedAiCall(handle.db);
  await seedReachChatTools(handle.db);
  await seedAcquiringGrowth(handle.db);
  await seedFission(handle.db);
  await seedOrderBind(handle.db);
  await seedMarketingCampaigns(handle.db);
  await seedMarketingGames(handle.db);
  await seedOperationPlans(handle.db);
  await seedOperationCalendar(handle.db);
  // PGlite has no autovacuum, so without this its planner never has statistics: the customer
  // list's relations query then read every relation of all employees, and the sandbox's limit
  // check every delivery of the tenant (issue #24 and #17 notes, 2026-11-26). About a second.
  if (handle.kind === 'pglite') await handle.db.execute(sql`analyze`);
}
