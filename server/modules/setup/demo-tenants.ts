// The tenants the demo seed creates (seed-demo, seed-platform, seed-sandbox-large): reserved
// ids a company cannot take, and what `npm run tenant -- remove-demo` deletes (issue #36).
import { DEMO_ACCOUNTS } from '../../db/seed/seed-demo';
import { PLATFORM_TENANTS } from '../../db/seed/seed-platform';
import { LARGE_TENANT_ID } from '../../db/seed/seed-sandbox-large';

export const DEMO_TENANT_IDS: readonly string[] = [
  ...new Set([
    ...DEMO_ACCOUNTS.flatMap((demo) => demo.memberships.map((m) => m.tenantId)),
    ...PLATFORM_TENANTS.map((tenant) => tenant.tenantId),
    LARGE_TENANT_ID,
  ]),
];
