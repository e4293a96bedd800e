// issue #16 /fission-add-fans demo data: three fission tasks (one ended, one running, one not
// started yet) whose participants are demo's real adds inside each window — chained, each
// invited by someone who joined before them — with valid, lost (deleted within N days) and
// not-new invites and the rewards each stage unlocked, so the page shows real numbers on a
// fresh start. Idempotent (a tenant with a fission task is left alone), one transaction.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FissionForm } from '../../../contract/acquiring/fission-add-fans-form';
import { stageReached } from '../../modules/acquiring/fission-add-fans/fission-task-config';
import { seededRandom } from '../../platform/sandbox/fake-people';
import type { Database } from '../database';
import {
  fissionInvites,
  fissionParticipants,
  fissionRewards,
  fissionTasks,
} from '../schema/acquiring-fission';
import { customerRelations, customers } from '../schema/customers';
import { employees } from '../schema/directory';
import { insertInBatches } from './seed-sandbox-insert';
import { chinaDateOf, chinaDayStart } from '../../../contract/china-time';

const DAY_MS = 86_400_000;
const dayStart = (date: string) => chinaDayStart(date).getTime();

interface TaskSeed {
  readonly form: FissionForm;
  readonly createdDaysAgo: number;
  readonly share: number;
}

function tasksOf(now: number, staff: readonly number[]): TaskSeed[] {
  const poster = (title: string) => ({
    background: '',
    title,
    qr_x: 35,
    qr_y: 66,
    qr_size: 30,
    avatar_show: true,
    nickname_show: true,
  });
  const codes = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => `${prefix}${String(1000 + i)}`);
  const base = { new_friends_only: true, employee_ids: [...staff] };
  return [
    {
      createdDaysAgo: 80,
      share: 0.7,
      form: {
        ...base,
        name: '双11老带新裂变',
        start_date: chinaDateOf(now - 75 * DAY_MS),
        end_date: chinaDateOf(now - 46 * DAY_MS),
        delete_invalid_days: 3,
        stages: [
          {
            invites: 3,
            reward_name: '20元无门槛券',
            reward_type: 'code',
            reward_link: '',
            reward_codes: codes('D11-', 40),
          },
          {
            invites: 6,
            reward_name: '定制保温杯',
            reward_type: 'manual',
            reward_link: '',
            reward_codes: [],
          },
        ],
        poster: poster('邀3位好友 领20元无门槛券'),
      },
    },
    {
      createdDaysAgo: 28,
      share: 0.8,
      form: {
        ...base,
        name: '年终福利裂变·邀好友领好礼',
        start_date: chinaDateOf(now - 25 * DAY_MS),
        end_date: chinaDateOf(now + 12 * DAY_MS),
        delete_invalid_days: 5,
        stages: [
          {
            invites: 2,
            reward_name: '会员体验月卡',
            reward_type: 'link',
            reward_link: 'https://example.com/vip-card',
            reward_codes: [],
          },
          {
            invites: 5,
            reward_name: '年货礼盒',
            reward_type: 'manual',
            reward_link: '',
            reward_codes: [],
          },
        ],
        poster: poster('年终福利 邀请好友领年货礼盒'),
      },
    },
    {
      createdDaysAgo: 2,
      share: 0,
      form: {
        ...base,
        name: '新春预热裂变',
        start_date: chinaDateOf(now + 7 * DAY_MS),
        end_date: chinaDateOf(now + 28 * DAY_MS),
        delete_invalid_days: 3,
        stages: [
          {
            invites: 3,
            reward_name: '新春红包封面',
            reward_type: 'link',
            reward_link: 'https://example.com/cover',
            reward_codes: [],
          },
        ],
        poster: poster('邀请3位好友 领新春红包封面'),
      },
    },
  ];
}

export async function seedFission(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: fissionTasks.id })
    .from(fissionTasks)
    .where(eq(fissionTasks.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const staff = (
    await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.status, 1)))
      .orderBy(asc(employees.id))
      .limit(6)
  ).map((row) => row.id);
  if (staff.length === 0) return false;
  const random = seededRandom(1616);
  /** A random instant in the `span` after `from`, never after now. */
  const within = (from: Date, span: number) =>
    new Date(from.getTime() + random() * Math.min(span, now.getTime() - from.getTime()));
  await db.transaction(async (tx) => {
    for (const seed of tasksOf(now.getTime(), staff)) {
      const startAt = new Date(dayStart(seed.form.start_date));
      const endAt = new Date(dayStart(seed.form.end_date) + DAY_MS);
      const [task] = await tx
        .insert(fissionTasks)
        .values({
          tenantId,
          name: seed.form.name,
          startAt,
          endAt,
          config: seed.form,
          scanKey: randomBytes(12).toString('hex'),
          createdAt: new Date(now.getTime() - seed.createdDaysAgo * DAY_MS),
          updatedAt: new Date(now.getTime() - seed.createdDaysAgo * DAY_MS),
        })
        .returning({ id: fissionTasks.id });
      if (!task || seed.share === 0) continue;
      const adds = (
        await tx
          .select({
            customerId: customerRelations.customerId,
            employeeId: customerRelations.employeeId,
            addedAt: customerRelations.addedAt,
            name: customers.name,
          })
          .from(customerRelations)
          .innerJoin(
            customers,
            and(
              eq(customers.tenantId, customerRelations.tenantId),
              eq(customers.id, customerRelations.customerId),
            ),
          )
          .where(
            and(
              eq(customerRelations.tenantId, tenantId),
              inArray(customerRelations.employeeId, staff),
              gte(customerRelations.addedAt, startAt),
              lt(customerRelations.addedAt, new Date(Math.min(endAt.getTime(), now.getTime()))),
            ),
          )
          .orderBy(asc(customerRelations.addedAt))
      ).filter((_, index, all) => index === 0 || all[index - 1]!.customerId !== _.customerId);
      const chosen = adds.filter(() => random() < seed.share).slice(0, 220);
      const seen = new Set<number>();
      const joined: { id: number; employeeId: number }[] = [];
      const invites: (typeof fissionInvites.$inferInsert)[] = [];
      for (const add of chosen) {
        if (seen.has(add.customerId)) continue;
        seen.add(add.customerId);
        const root = joined.length < 4 || random() < 0.1;
        // Early joiners share most: a few ambassadors bring in many friends.
        const inviter = root ? undefined : joined[Math.floor(random() ** 3 * joined.length)];
        const [row] = await tx
          .insert(fissionParticipants)
          .values({
            tenantId,
            taskId: task.id,
            customerId: add.customerId,
            name: add.name,
            employeeId: add.employeeId,
            inviterId: inviter?.id ?? null,
            posterKey: randomBytes(12).toString('hex'),
            joinedAt: add.addedAt,
          })
          .returning({ id: fissionParticipants.id });
        if (!row) continue;
        joined.push({ id: row.id, employeeId: add.employeeId });
        if (!inviter) continue;
        const roll = random();
        const status = roll < 0.08 ? 3 : roll < 0.16 ? 2 : 1;
        invites.push({
          tenantId,
          taskId: task.id,
          inviterId: inviter.id,
          inviteeCustomerId: add.customerId,
          employeeId: add.employeeId,
          status,
          addedAt: add.addedAt,
          // Lost within the task's N days, and before now (a friend added an hour ago was
          // not lost tomorrow: later than now is not a fact yet).
          lostAt: status === 2 ? within(add.addedAt, seed.form.delete_invalid_days * DAY_MS) : null,
        });
      }
      await insertInBatches(invites, (slice) => tx.insert(fissionInvites).values(slice));
      const valid = new Map<number, { n: number; at: Date }>();
      for (const invite of invites) {
        if (invite.status !== 1) continue;
        const entry = valid.get(invite.inviterId) ?? { n: 0, at: invite.addedAt };
        valid.set(invite.inviterId, { n: entry.n + 1, at: invite.addedAt });
      }
      const given = seed.form.stages.map(() => 0);
      const rewards: (typeof fissionRewards.$inferInsert)[] = [];
      for (const [participantId, { n, at }] of valid) {
        for (let stage = 1; stage <= stageReached(seed.form.stages, n); stage += 1) {
          const goal = seed.form.stages[stage - 1]!;
          const code =
            goal.reward_type === 'code' ? goal.reward_codes[given[stage - 1]!] : undefined;
          given[stage - 1]! += 1;
          const value = goal.reward_type === 'link' ? goal.reward_link : (code ?? '');
          const granted = goal.reward_type !== 'manual' ? Boolean(value) : random() < 0.7;
          rewards.push({
            tenantId,
            taskId: task.id,
            participantId,
            stage,
            status: granted ? 2 : 1,
            value,
            reachedAt: at,
            grantedAt: granted ? within(at, DAY_MS) : null,
          });
        }
      }
      await insertInBatches(rewards, (slice) => tx.insert(fissionRewards).values(slice));
    }
  });
  return true;
}
