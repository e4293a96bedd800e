// issue #18 e2e: the sandbox's test-only SOP clock (contract/reach/sop-clock.ts). Only a
// server started with SCRM_SANDBOX_CLOCK=1 registers it; production has no such route.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sopClockAdvance } from '../../../../contract/reach/sop-clock';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { advanceSop, sopNow } from './sop-advance';

export function registerSopClock(app: FastifyInstance, deps: RouteDeps, enabled: boolean): void {
  if (!enabled) return;
  registerEndpoint(app, sopClockAdvance, async ({ tenantId, body }) => {
    await deps.db.execute(sql`insert into sandbox_sop_clock (tenant_id, offset_ms)
      values (${tenantId}, ${body.minutes * 60_000})
      on conflict (tenant_id) do update set offset_ms = sandbox_sop_clock.offset_ms + excluded.offset_ms`);
    const now = await sopNow(deps.db, tenantId, deps.now());
    const { reminded } = await advanceSop(deps.db, tenantId, now);
    return { now: now.toISOString(), reminded };
  });
}
