// issue #16 /tag-invite-group demo data: three tasks (done, inviting with an employee who
// has not sent and was reminded, picked by all tags) over the customers the same filters
// pick live (server/modules/acquiring/tag-invite-group/pick-recipients.ts).
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TagInviteForm } from '../../../contract/acquiring/tag-invite-group';
import { pickRecipients } from '../../modules/acquiring/tag-invite-group/pick-recipients';
import { seededRandom } from '../../platform/sandbox/fake-people';
import type { Database } from '../database';
import {
  tagInviteRecipients,
  tagInviteReminders,
  tagInviteTasks,
} from '../schema/acquiring-growth';
import { customerTags } from '../schema/customers';
import { insertInBatches } from './seed-sandbox-insert';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export async function seedTagInviteTasks(
  db: Database,
  tenantId: string,
  now: Date,
  staff: number[],
  groups: number[],
) {
  const popular = await db
    .select({ id: customerTags.tagId, n: sql<number>`count(*)::int` })
    .from(customerTags)
    .where(eq(customerTags.tenantId, tenantId))
    .groupBy(customerTags.tagId)
    .orderBy(desc(sql`count(*)`), asc(customerTags.tagId))
    .limit(3);
  const [first, second, third] = popular.map((row) => row.id);
  if (first === undefined || second === undefined) return;
  const base = {
    exclude_tag_ids: [],
    added_from: null,
    added_to: null,
    guide_text: '您好，我们建了一个会员专属福利群，点击链接即可加入，群内不定期发放优惠券～',
  };
  const tasks: { form: TagInviteForm; daysAgo: number; done: boolean }[] = [
    {
      form: {
        ...base,
        name: '高意向客户入群',
        tag_ids: [first],
        tag_match: 'any',
        employee_ids: staff.slice(0, 4),
        group_ids: groups.slice(0, 2),
      },
      daysAgo: 62,
      done: true,
    },
    {
      form: {
        ...base,
        name: '双十二预热拉群',
        tag_ids: [second, ...(third === undefined ? [] : [third])],
        tag_match: 'any',
        exclude_tag_ids: [],
        employee_ids: staff.slice(2, 6),
        group_ids: groups.slice(2, 4),
      },
      daysAgo: 4,
      done: false,
    },
    {
      form: {
        ...base,
        name: '复购会员专属群',
        tag_ids: [first, second],
        tag_match: 'all',
        employee_ids: staff.slice(0, 6),
        group_ids: groups.slice(4, 5),
      },
      daysAgo: 21,
      done: true,
    },
  ];
  const random = seededRandom(16_116);
  for (const { form, daysAgo, done } of tasks) {
    if (form.group_ids.length === 0) continue;
    const picked = await pickRecipients(db, tenantId, form);
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const slow = form.employee_ids[0];
    const [task] = await db
      .insert(tagInviteTasks)
      .values({
        tenantId,
        name: form.name,
        config: { ...form, skipped_in_group: picked.skippedInGroup },
        status: done ? 3 : 2,
        createdAt,
        startedAt: new Date(createdAt.getTime() + 60_000),
      })
      .returning({ id: tagInviteTasks.id });
    const taskId = task?.id as number;
    const rows = picked.recipients.slice(0, 600).map((recipient) => {
      const pending = !done && recipient.employeeId === slow;
      const roll = random();
      const status = pending ? 0 : roll < 0.05 ? 3 : roll < 0.6 ? 2 : 1;
      const sentAt =
        status === 0 ? null : new Date(createdAt.getTime() + Math.floor(random() * 20 * HOUR_MS));
      return {
        tenantId,
        taskId,
        customerId: recipient.customerId,
        employeeId: recipient.employeeId,
        groupId: status === 2 ? (form.group_ids[0] as number) : null,
        status,
        reason: status === 3 ? '客户已不是该员工的好友' : '',
        sentAt: status === 3 ? null : sentAt,
        joinedAt:
          status === 2 && sentAt
            ? new Date(sentAt.getTime() + Math.floor(random() * 8 * HOUR_MS))
            : null,
      };
    });
    await insertInBatches(rows, (slice) => db.insert(tagInviteRecipients).values(slice));
    if (!done && slow !== undefined && rows.some((row) => row.status === 0)) {
      await db.insert(tagInviteReminders).values({
        tenantId,
        taskId,
        employeeId: slow,
        unsent: rows.filter((row) => row.status === 0).length,
        remindedAt: new Date(now.getTime() - 2 * DAY_MS),
      });
    }
  }
}
