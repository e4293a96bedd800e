// spec §3 developer, §4 audit: /developer applies for third-party development authorization;
// the platform (the sandbox) reviews it, moving check_status 0 → 1 and issuing a code.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  DeveloperApplication,
  DeveloperCheckStatus,
  DeveloperType,
} from '../../../../contract/setting/developer';
import { developerApply, developerGet } from '../../../../contract/setting/developer';
import { PLATFORM_ERRORS } from '../../../../contract/platform';
import type { Database } from '../../../db/database';
import { developerApplications } from '../../../db/schema/platform';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import {
  developerReviewDue,
  reviewDeveloper,
} from '../../../platform/sandbox/auth-developer-review';

type Row = typeof developerApplications.$inferSelect;

function toApplication(row: Row): DeveloperApplication {
  return {
    check_status: row.checkStatus as DeveloperCheckStatus,
    reporting_status: row.reportingStatus === 1 ? 1 : 0,
    content: row.content,
    create_time: row.createdAt.toISOString(),
    tenant_id: row.tenantId,
    title: row.title,
    type: row.type as DeveloperType,
    code: row.code,
    review_due_time:
      row.checkStatus === 0 && row.reviewDueAt ? row.reviewDueAt.toISOString() : null,
  };
}

/** The tenant's application, with the platform's review applied once it is due. */
async function currentApplication(db: Database, tenantId: string, now: Date) {
  const [row] = await db
    .select()
    .from(developerApplications)
    .where(eq(developerApplications.tenantId, tenantId));
  if (!row) return undefined;
  const outcome = reviewDeveloper(row, now);
  if (!outcome) return row;
  await db
    .update(developerApplications)
    .set(outcome)
    .where(eq(developerApplications.tenantId, tenantId));
  return { ...row, ...outcome };
}

export function registerDeveloperRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const now = () => new Date(deps.now());

  registerEndpoint(app, developerGet, async ({ tenantId }) => {
    const row = await currentApplication(deps.db, tenantId, now());
    return row ? toApplication(row) : null;
  });

  registerEndpoint(app, developerApply, async ({ tenantId, body }) => {
    const at = now();
    const existing = await currentApplication(deps.db, tenantId, at);
    if (existing?.checkStatus === 0) {
      const { code, msg } = PLATFORM_ERRORS.developerInReview;
      throw new BusinessError(code, msg);
    }
    const values = {
      title: body.title,
      content: body.content,
      type: body.type,
      checkStatus: 0,
      reportingStatus: 0,
      code: '',
      reviewDueAt: developerReviewDue(at),
      createdAt: at,
    };
    const [row] = await deps.db
      .insert(developerApplications)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: developerApplications.tenantId, set: values })
      .returning();
    if (!row) throw new Error('developer application not stored');
    return toApplication(row);
  });
}
