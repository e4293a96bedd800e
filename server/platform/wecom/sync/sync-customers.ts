// The customers phase of a WeCom sync: follow users (get_follow_user_list) in chunks of 100
// (batch/get_by_user's userid_list limit), each chunk read in cursor pages of 100 customer ×
// follow-user entries. Each page is written and its checkpoint saved in one transaction, so
// memory holds one page and a restart continues at the next page (docs/wecom.md).
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { customers, tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type { FollowedContact } from '../../../modules/customer/customer-list/customer-mirror';
import { upsertFollowedContacts } from '../../../modules/customer/customer-list/customer-mirror';
import { markUnseenRelationsDeleted } from '../../../modules/customer/customer-list/customer-reconcile';
import { listFollowUsers } from '../directory';
import type { WecomApi } from '../wecom-api';
import { readAnswer } from '../wecom-api';
import type { SyncRun } from './sync-runs';
import { saveStep } from './sync-runs';

export const USERS_PER_CHUNK = 100;
export const CUSTOMERS_PER_PAGE = 100;

const page = z.object({
  external_contact_list: z
    .array(
      z.object({
        external_contact: z.object({
          external_userid: z.string(),
          name: z.string().default(''),
          avatar: z.string().default(''),
          type: z.number().int().default(1),
          gender: z.number().int().default(0),
          corp_name: z.string().default(''),
        }),
        follow_info: z.object({
          userid: z.string(),
          remark: z.string().default(''),
          description: z.string().default(''),
          createtime: z.number().int(),
          tag_id: z.array(z.string()).default([]),
          state: z.string().default(''),
          add_way: z.number().int().default(0),
        }),
      }),
    )
    .default([]),
  next_cursor: z.string().default(''),
});

async function lookups(db: Database, tenantId: string) {
  const [employeeRows, tagRows, codeRows] = await Promise.all([
    db
      .select({ id: employees.id, userId: employees.platformUserId })
      .from(employees)
      .where(eq(employees.tenantId, tenantId)),
    db
      .select({ id: tags.id, platformId: tags.platformId })
      .from(tags)
      .where(eq(tags.tenantId, tenantId)),
    db
      .select({ id: channelCodes.id, state: channelCodes.state })
      .from(channelCodes)
      .where(eq(channelCodes.tenantId, tenantId)),
  ]);
  return {
    employee: new Map(employeeRows.map((row) => [row.userId, row.id])),
    tag: new Map(tagRows.filter((row) => row.platformId).map((row) => [row.platformId, row.id])),
    code: new Map(codeRows.map((row) => [row.state, row.id])),
  };
}

type Lookups = Awaited<ReturnType<typeof lookups>>;

function toFollowed(entries: z.infer<typeof page>['external_contact_list'], maps: Lookups) {
  const out: FollowedContact[] = [];
  for (const { external_contact: contact, follow_info: follow } of entries) {
    const employeeId = maps.employee.get(follow.userid);
    // A follow user outside our directory (out of the app's visible range) is skipped.
    if (employeeId === undefined) continue;
    out.push({
      contact: {
        externalUserId: contact.external_userid,
        name: contact.name,
        avatar: contact.avatar,
        type: contact.type === 2 ? 2 : 1,
        corpName: contact.corp_name,
        gender: contact.gender === 1 || contact.gender === 2 ? contact.gender : 0,
      },
      employeeId,
      remark: follow.remark,
      description: follow.description,
      addWay: follow.add_way,
      state: follow.state,
      channelCodeId: follow.state ? (maps.code.get(follow.state) ?? null) : null,
      addedAt: new Date(follow.createtime * 1000),
      tagIds: follow.tag_id.flatMap((id) => {
        const tagId = maps.tag.get(id);
        return tagId === undefined ? [] : [tagId];
      }),
    });
  }
  return out;
}

export interface PhaseContext {
  readonly db: Database;
  readonly api: WecomApi;
  readonly tenantId: string;
  readonly run: SyncRun;
  readonly now: () => Date;
  /** Called after each page is committed (job progress, and the tests' stop point). */
  readonly onPage: (pages: number) => Promise<void>;
}

export async function syncCustomers(context: PhaseContext): Promise<void> {
  const { db, api, tenantId, run, now } = context;
  // Sorted: a restart walks the same chunks in the same order.
  const followUsers = (await listFollowUsers(api, tenantId)).sort();
  const maps = await lookups(db, tenantId);
  let chunk = run.phase === 'customers' ? (run.checkpoint.chunk ?? 0) : 0;
  let cursor = run.phase === 'customers' ? (run.checkpoint.cursor ?? '') : '';
  let pages = run.pages;
  while (chunk * USERS_PER_CHUNK < followUsers.length) {
    const userIds = followUsers.slice(chunk * USERS_PER_CHUNK, (chunk + 1) * USERS_PER_CHUNK);
    const answer = await api.post(tenantId, 'externalcontact/batch/get_by_user', {
      userid_list: userIds,
      ...(cursor ? { cursor } : {}),
      limit: CUSTOMERS_PER_PAGE,
    });
    const read = readAnswer(page, answer, 'batch/get_by_user');
    const next = read.next_cursor
      ? { chunk, cursor: read.next_cursor }
      : { chunk: chunk + 1, cursor: '' };
    await db.transaction(async (tx) => {
      const written = await upsertFollowedContacts(
        tx,
        tenantId,
        toFollowed(read.external_contact_list, maps),
        run.id,
      );
      await saveStep(
        tx,
        tenantId,
        run.id,
        { phase: 'customers', checkpoint: next, add: { relations: written.relations }, pages: 1 },
        now(),
      );
    });
    ({ chunk, cursor } = next);
    pages += 1;
    await context.onPage(pages);
  }
  await db.transaction(async (tx) => {
    // Every page is read: a pair WeCom no longer lists is gone there (a lost callback).
    await markUnseenRelationsDeleted(tx, tenantId, run, followUsers, now());
    const total = await tx.$count(customers, and(eq(customers.tenantId, tenantId)));
    await saveStep(
      tx,
      tenantId,
      run.id,
      { phase: 'groups', checkpoint: {}, set: { customers: total } },
      now(),
    );
  });
  // A sync may have just written a corp's whole customer base: the planner learns the new sizes
  // now, not after autovacuum (PGlite has none). With the old statistics a mass send's
  // recipient query planned a nested loop over the chunk's customer range per relation:
  // 2.4 s for a 5,000 chunk, 30 s under load (docs/testing.md "Planner statistics").
  await db.execute(sql`analyze customers, customer_relations`);
}
