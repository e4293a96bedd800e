// Seeded platform notices (issue #6): three for every tenant and one for `noticed` only.
// Every member of every tenant has read them, except `noticed` (its own notice is unread: the
// popup shows once) and `agent` (unread too: agent-developed mode never shows the popup).
import { eq, notInArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { memberships } from '../schema/identity';
import { platformNoticeReads, platformNotices } from '../schema/platform';

const DAY_MS = 86_400_000;

const NOTICES = [
  {
    title: '企业微信接口许可调整说明',
    remark:
      '自本月起，第三方应用与代开发应用需为使用客户联系功能的成员激活接口许可。请在「应用授权」页确认许可账号数量，避免成员无法添加客户。',
    link: '/authorize',
    daysAgo: 5,
    audience: null,
  },
  {
    title: '会话存档功能升级',
    remark:
      '会话存档现已支持语音消息转文字与敏感词实时提醒。升级后请在「会话存档配置」中确认公钥版本与可信IP。',
    link: '/chat-archive-configure',
    daysAgo: 20,
    audience: null,
  },
  {
    title: '春节期间服务安排',
    remark: '春节期间（除夕至初六）客服值班时间为每天 10:00-18:00，群发与SOP任务照常执行。',
    link: '',
    daysAgo: 45,
    audience: null,
  },
  {
    title: '系统维护通知',
    remark: '平台将于本周六 02:00-04:00 进行系统维护，期间群发与SOP任务将顺延执行，请提前安排。',
    link: '',
    daysAgo: 0,
    audience: ['noticed'],
  },
] as const;

const UNREAD_TENANTS = ['agent', 'noticed'];

async function ensureNotice(db: Database, notice: (typeof NOTICES)[number], now: Date) {
  const [existing] = await db
    .select({ id: platformNotices.id })
    .from(platformNotices)
    .where(eq(platformNotices.title, notice.title));
  if (existing) return existing.id;
  const [row] = await db
    .insert(platformNotices)
    .values({
      title: notice.title,
      remark: notice.remark,
      link: notice.link,
      audience: notice.audience ? [...notice.audience] : null,
      publishedAt: new Date(now.getTime() - notice.daysAgo * DAY_MS - 3_600_000),
    })
    .returning({ id: platformNotices.id });
  if (!row) throw new Error(`seed: notice ${notice.title} missing`);
  return row.id;
}

async function markRead(db: Database, noticeIds: number[], tenantFilter: SQL): Promise<void> {
  const members = await db
    .select({ tenantId: memberships.tenantId, userId: memberships.userId })
    .from(memberships)
    .where(tenantFilter);
  const marks = members.flatMap((member) => noticeIds.map((noticeId) => ({ ...member, noticeId })));
  if (marks.length > 0) await db.insert(platformNoticeReads).values(marks).onConflictDoNothing();
}

export async function seedPlatformNotices(db: Database, now: Date): Promise<void> {
  const general: number[] = [];
  for (const notice of NOTICES) {
    const id = await ensureNotice(db, notice, now);
    if (!notice.audience) general.push(id);
  }
  await markRead(db, general, notInArray(memberships.tenantId, UNREAD_TENANTS));
  // `noticed` has read the general ones: its popup shows its own notice only.
  await markRead(db, general, eq(memberships.tenantId, 'noticed'));
}
