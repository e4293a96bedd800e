// spec §3 "Notice", §7 notice calls: the platform operator publishes notices (to every tenant
// or to some); each operator of a tenant reads them once. Read marks are per tenant and user.
import { and, count, desc, eq, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type {
  Notice,
  NoticeListItem,
  PublishNoticeInput,
} from '../../../../contract/platform-notice';
import type { Database } from '../../../db/database';
import { platformNoticeReads, platformNotices } from '../../../db/schema/platform';
import { offsetOf } from '../../../db/list-query';

export interface Reader {
  readonly tenantId: string;
  readonly userId: number;
}

/** The unread popup shows at most this many (the newest). */
export const UNREAD_LIMIT = 20;

/** Published (not scheduled for later) and meant for this tenant. */
function visibleTo(tenantId: string, now: Date): SQL {
  return and(
    lte(platformNotices.publishedAt, now),
    or(isNull(platformNotices.audience), sql`${tenantId} = ANY(${platformNotices.audience})`),
  ) as SQL;
}

const readMark = (reader: Reader) =>
  and(
    eq(platformNoticeReads.noticeId, platformNotices.id),
    eq(platformNoticeReads.tenantId, reader.tenantId),
    eq(platformNoticeReads.userId, reader.userId),
  );

type NoticeRow = typeof platformNotices.$inferSelect;

function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    remark: row.remark,
    publish_time: row.publishedAt.toISOString(),
    link: row.link,
  };
}

export async function noticePage(
  db: Database,
  reader: Reader,
  page: number,
  pageSize: number,
  now: Date,
): Promise<ListData<NoticeListItem>> {
  const where = visibleTo(reader.tenantId, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ notice: platformNotices, readAt: platformNoticeReads.readAt })
      .from(platformNotices)
      .leftJoin(platformNoticeReads, readMark(reader))
      .where(where)
      .orderBy(desc(platformNotices.publishedAt), desc(platformNotices.id))
      .limit(pageSize)
      .offset(offsetOf({ page, page_size: pageSize })),
    db.select({ value: count() }).from(platformNotices).where(where),
  ]);
  return {
    list: rows.map((row) => ({ ...toNotice(row.notice), is_read: row.readAt !== null })),
    total: total?.value ?? 0,
    page,
    page_size: pageSize,
  };
}

export async function unreadNotices(db: Database, reader: Reader, now: Date): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(platformNotices)
    .where(
      and(
        visibleTo(reader.tenantId, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(platformNoticeReads)
            .where(readMark(reader)),
        ),
      ),
    )
    .orderBy(desc(platformNotices.publishedAt), desc(platformNotices.id))
    .limit(UNREAD_LIMIT);
  return rows.map(toNotice);
}

/** Marks the notices read; false when one of them is not a notice this tenant can see. */
export async function markNoticesRead(
  db: Database,
  reader: Reader,
  ids: readonly number[],
  now: Date,
): Promise<boolean> {
  const unique = [...new Set(ids)];
  const visible = await db
    .select({ id: platformNotices.id })
    .from(platformNotices)
    .where(and(visibleTo(reader.tenantId, now), inArray(platformNotices.id, unique)));
  if (visible.length !== unique.length) return false;
  await db
    .insert(platformNoticeReads)
    .values(unique.map((noticeId) => ({ ...reader, noticeId, readAt: now })))
    .onConflictDoNothing();
  return true;
}

export async function publishNotice(
  db: Database,
  input: PublishNoticeInput,
  now: Date,
): Promise<Notice> {
  const [row] = await db
    .insert(platformNotices)
    .values({
      title: input.title,
      remark: input.remark,
      link: input.link ?? '',
      audience: input.tenant_ids && input.tenant_ids.length > 0 ? input.tenant_ids : null,
      publishedAt: now,
    })
    .returning();
  if (!row) throw new Error('notice not stored');
  return toNotice(row);
}

export async function listAllNotices(db: Database): Promise<(Notice & { audience: string })[]> {
  const rows = await db.select().from(platformNotices).orderBy(desc(platformNotices.publishedAt));
  return rows.map((row) => ({ ...toNotice(row), audience: row.audience?.join(',') ?? '全部企业' }));
}
