// design.md "server/main.ts": migrations, then the idempotent demo seed, on every start.
import type { DatabaseHandle } from './database';
import { seedAcquiringTools } from './seed/seed-acquiring-tools';
import { seedCompanyPerformance } from './seed/seed-company-performance';
import { seedDemo } from './seed/seed-demo';
import { seedMaterialMarketing } from './seed/seed-material-marketing';
import { seedMarketingCampaigns } from './seed/seed-marketing-campaign';
import { seedMembers } from './seed/seed-member';
import { seedOperationPlans } from './seed/seed-operation-plan';
import { seedPlatform } from './seed/seed-platform';
import { seedReach } from './seed/seed-reach';
import { seedReachSop } from './seed/seed-reach-sop';
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
  await seedMaterialMarketing(handle.db);
  await seedWelcome(handle.db);
  await seedRoleManage(handle.db);
  await seedMarketingCampaigns(handle.db);
  await seedOperationPlans(handle.db);
}
