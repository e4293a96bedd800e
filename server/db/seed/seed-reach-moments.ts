// issue #17 /moment-dispatch: 90 days of enterprise moments for the demo tenant, made on first
// start — a moment every three days (images, a link or a video; all employees, a department
// or a few employees; some visible only to tagged customers), with publishes and customer
// likes and comments pulled from the sandbox through the same sync the job runs, plus two
// scheduled ones still to come. Idempotent: a tenant that has any moment is left alone.
import { eq, sql } from 'drizzle-orm';
import type { MessageContent } from '../../../contract/message-content';
import { createMomentPlatform } from '../../platform/moment-adapter';
import { syncMoment } from '../../modules/reach/moment-dispatch/moment-sync';
import type { Database } from '../database';
import { users } from '../schema/identity';
import { momentTaskEmployees, momentTasks } from '../schema/reach-moments-sms';

const DAY_MS = 86_400_000;
const image = (n: number) => ({
  type: 'image' as const,
  url: `/goods/goods-${(n % 4) + 1}.svg`,
  name: `商品图${n + 1}.svg`,
  size: 0,
});
const CONTENTS: { name: string; content: MessageContent }[] = [
  {
    name: '秋冬新品上市',
    content: {
      text: '秋冬新款已到店，羊毛大衣限时9折，欢迎到店试穿～',
      attachments: [0, 1, 2].map(image),
    },
  },
  {
    name: '会员日活动',
    content: { text: '本周六会员日：全场8.8折，积分翻倍！', attachments: [image(3)] },
  },
  {
    name: '门店周年庆',
    content: {
      text: '周年庆满299减50，还有幸运抽奖，等你来！',
      attachments: [0, 1, 2, 3, 4, 5].map(image),
    },
  },
  {
    name: '穿搭攻略分享',
    content: {
      text: '一周通勤穿搭，照着穿就对了',
      attachments: [
        {
          type: 'link',
          title: '一周通勤穿搭指南',
          desc: '5套搭配，轻松搞定通勤',
          url: 'https://mp.sandbox.example/articles/outfits',
          cover: '',
        },
      ],
    },
  },
  {
    name: '新品视频预告',
    content: {
      text: '新品走秀视频抢先看',
      attachments: [
        {
          type: 'video',
          url: 'https://media.sandbox.example/show.mp4',
          name: '新品走秀.mp4',
          size: 8_000_000,
        },
      ],
    },
  },
  {
    name: '双十一预售',
    content: {
      text: '双十一预售开启：定金50抵100，前100名再送礼盒。',
      attachments: [1, 2].map(image),
    },
  },
  {
    name: '天气转凉关怀',
    content: { text: '降温了，记得添衣保暖。店里新到一批围巾手套，暖暖的～', attachments: [] },
  },
];

export async function seedReachMoments(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: momentTasks.id })
    .from(momentTasks)
    .where(eq(momentTasks.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  if (!admin) return;
  const staff = (
    (await db.execute(sql`select id, department_id from employees
      where tenant_id = ${tenantId} and status = 1 order by id`)) as unknown as {
      rows: { id: number; department_id: number | null }[];
    }
  ).rows.map((row) => ({ id: Number(row.id), department: row.department_id }));
  if (staff.length === 0) return;
  const [topTag] = (
    (await db.execute(sql`select tag_id from customer_tags where tenant_id = ${tenantId}
      group by tag_id order by count(*) desc, tag_id limit 1`)) as unknown as {
      rows: { tag_id: number }[];
    }
  ).rows;
  const platform = createMomentPlatform(db);
  const created: number[] = [];
  for (let day = 89, index = 0; day >= -2; day -= 3, index += 1) {
    const publishAt = new Date(now.getTime() - day * DAY_MS);
    publishAt.setUTCHours(1 + (index % 4), 30, 0, 0);
    const createdAt =
      day < 0 ? new Date(now.getTime() - DAY_MS) : new Date(publishAt.getTime() - 3_600_000);
    const item = CONTENTS[index % CONTENTS.length]!;
    const department = staff[index % staff.length]!.department;
    const kind =
      index % 3 === 1 && department !== null
        ? 'departments'
        : index % 5 === 4
          ? 'employees'
          : 'all';
    const chosen =
      kind === 'departments'
        ? staff.filter((employee) => employee.department === department)
        : kind === 'employees'
          ? staff.filter((_, n) => n % 3 === index % 3)
          : staff;
    const ids =
      kind === 'departments' ? [department!] : kind === 'employees' ? chosen.map((e) => e.id) : [];
    const [task] = await db
      .insert(momentTasks)
      .values({
        tenantId,
        name: item.name,
        content: item.content as unknown as Record<string, unknown>,
        senderScope: { kind, ids },
        visibleTagIds: index % 4 === 3 && topTag ? [Number(topTag.tag_id)] : [],
        likeTagIds: [],
        commentTagIds: [],
        publishAt,
        endAt: new Date(publishAt.getTime() + (3 + (index % 5)) * DAY_MS),
        createdBy: admin.id,
        createdAt,
        cancelledAt: index % 11 === 10 ? new Date(createdAt.getTime() + 600_000) : null,
      })
      .returning({ id: momentTasks.id });
    if (!task) continue;
    await db
      .insert(momentTaskEmployees)
      .values(chosen.map((employee) => ({ tenantId, taskId: task.id, employeeId: employee.id })));
    created.push(task.id);
  }
  for (const id of created) await syncMoment(db, platform, tenantId, id, now);
}
