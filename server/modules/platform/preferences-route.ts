// Console preferences (issue #5): GET and POST /scrm/v1/platform/preferences, for the signed-in
// user in the tenant of the verified token (docs/conventions.md "Tenants never mix"). No menu code: every
// operator has preferences. The POST saves the whole setting, so a replayed offline write is
// harmless.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ConsolePreferences } from '../../../contract/preferences';
import { preferencesRead, preferencesSave } from '../../../contract/platform-endpoints';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { consolePreferences } from '../../db/schema/preferences';

async function readPreferences(
  deps: RouteDeps,
  tenantId: string,
  userId: number,
): Promise<ConsolePreferences> {
  const [row] = await deps.db
    .select({
      pinnedPaths: consolePreferences.pinnedPaths,
      updatedAt: consolePreferences.updatedAt,
    })
    .from(consolePreferences)
    .where(and(eq(consolePreferences.tenantId, tenantId), eq(consolePreferences.userId, userId)));
  return {
    pinned_paths: row?.pinnedPaths ?? [],
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export function registerPreferencesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, preferencesRead, ({ tenantId, userId }) =>
    readPreferences(deps, tenantId, userId),
  );

  registerEndpoint(app, preferencesSave, async ({ tenantId, userId, body: input }) => {
    const updatedAt = new Date(deps.now());
    await deps.db
      .insert(consolePreferences)
      .values({ tenantId, userId, pinnedPaths: input.pinned_paths, updatedAt })
      .onConflictDoUpdate({
        target: [consolePreferences.tenantId, consolePreferences.userId],
        set: { pinnedPaths: input.pinned_paths, updatedAt },
      });
    return readPreferences(deps, tenantId, userId);
  });
}
