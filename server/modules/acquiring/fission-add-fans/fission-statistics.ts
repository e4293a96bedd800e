// /fission-add-fans statistics and participants (issue #16): participants, invites (valid /
// lost / not new), new friends, completions, each stage's count, rewards, a per-day trend over
// the task's window (China days) and the leaderboard; the participant list with inviter,
// valid and lost invites, stage reached and reward state.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  FissionParticipantRow,
  fissionParticipantQuery,
  FissionStatistics,
} from '../../../../contract/acquiring/fission-add-fans';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import {
  fissionInvites,
  fissionParticipants,
  fissionRewards,
} from '../../../db/schema/acquiring-fission';
import { employees } from '../../../db/schema/directory';
import { addChinaDays, chinaClock } from '../../../../contract/china-time';
import { taskOf } from './fission-queries';
import { configOfTask, posterPathOf, stageReached, validRangeOfStage } from './fission-task-config';
import { CHINA_ZONE } from '../../../db/china-time-sql';
import { containsPattern, offsetOf } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const TREND_DAYS_MAX = 180;

/** Per participant: valid, lost and not-new invites (one row per participant). */
const inviteTally = (tenantId: string, taskId: number) => sql`
  select p.id, p.name, p.joined_at, p.employee_id, p.inviter_id, p.poster_key,
    count(*) filter (where i.status = 1)::int as valid,
    count(*) filter (where i.status = 2)::int as lost,
    count(*) filter (where i.status = 3)::int as not_new
  from ${fissionParticipants} p
  left join ${fissionInvites} i on i.tenant_id = p.tenant_id and i.task_id = p.task_id and i.inviter_id = p.id
  where p.tenant_id = ${tenantId} and p.task_id = ${taskId}
  group by p.tenant_id, p.id`;

interface Tally {
  id: number;
  name: string;
  joined_at: string | Date;
  employee_id: number;
  inviter_id: number | null;
  poster_key: string;
  valid: number;
  lost: number;
  not_new: number;
}

export async function fissionStatisticsOf(
  db: Database,
  tenantId: string,
  id: number,
  now: Date,
): Promise<FissionStatistics> {
  const task = await taskOf(db, tenantId, id);
  const { stages } = configOfTask(task);
  const tally = rowsOf<Tally>(await db.execute(inviteTally(tenantId, id)));
  const rewards = rowsOf<{ status: number; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from ${fissionRewards}
      where tenant_id = ${tenantId} and task_id = ${id} group by status`),
  );
  const first = chinaClock(task.startAt).date;
  const lastAt = task.endAt.getTime() < now.getTime() ? new Date(task.endAt.getTime() - 1) : now;
  const last = chinaClock(lastAt.getTime() < task.startAt.getTime() ? task.startAt : lastAt).date;
  const days: string[] = [];
  for (let day = first; day <= last && days.length < TREND_DAYS_MAX; day = addChinaDays(day, 1)) {
    days.push(day);
  }
  const trendRows = rowsOf<{ day: string; kind: string; n: number }>(
    await db.execute(sql`
      select to_char(joined_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD') as day, 'participants' as kind, count(*)::int as n
        from ${fissionParticipants} where tenant_id = ${tenantId} and task_id = ${id} group by 1
      union all
      select to_char(added_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD'), case when status = 3 then 'not_new' else 'new_friends' end, count(*)::int
        from ${fissionInvites} where tenant_id = ${tenantId} and task_id = ${id} group by 1, 2
      union all
      select to_char(added_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD'), 'valid', count(*)::int
        from ${fissionInvites} where tenant_id = ${tenantId} and task_id = ${id} and status = 1 group by 1
      union all
      select to_char(lost_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD'), 'lost', count(*)::int
        from ${fissionInvites} where tenant_id = ${tenantId} and task_id = ${id} and status = 2 group by 1`),
  );
  const trend = new Map(
    days.map((day) => [day, { day, participants: 0, new_friends: 0, valid: 0, lost: 0 }]),
  );
  for (const row of trendRows) {
    const point = trend.get(row.day);
    if (point && row.kind !== 'not_new') point[row.kind as 'valid'] += Number(row.n);
  }
  const sum = (key: 'valid' | 'lost' | 'not_new') =>
    tally.reduce((total, row) => total + Number(row[key]), 0);
  const reachedOf = (row: Tally) => stageReached(stages, Number(row.valid));
  const ranked = [...tally]
    .filter((row) => Number(row.valid) > 0)
    .sort((a, b) => Number(b.valid) - Number(a.valid) || a.id - b.id)
    .slice(0, 10);
  const rewardsOf = (status: number) => rewards.find((row) => row.status === status)?.n ?? 0;
  return {
    participants: tally.length,
    invites: sum('valid') + sum('lost') + sum('not_new'),
    valid: sum('valid'),
    lost: sum('lost'),
    not_new: sum('not_new'),
    new_friends: sum('valid') + sum('lost'),
    completions: tally.filter((row) => reachedOf(row) === stages.length).length,
    stage_counts: stages.map((_, index) => tally.filter((row) => reachedOf(row) > index).length),
    rewards_pending: Number(rewardsOf(1)),
    rewards_granted: Number(rewardsOf(2)),
    trend: [...trend.values()],
    leaderboard: ranked.map((row) => ({
      id: row.id,
      name: row.name,
      valid: Number(row.valid),
      stage: reachedOf(row),
    })),
  };
}

export async function listFissionParticipants(
  db: Database,
  tenantId: string,
  id: number,
  query: z.infer<typeof fissionParticipantQuery>,
): Promise<ListData<FissionParticipantRow>> {
  const task = await taskOf(db, tenantId, id);
  const config = configOfTask(task);
  const filters = [sql`true`];
  if (query.name) filters.push(sql`t.name ilike ${containsPattern(query.name)}`);
  if (query.stage !== undefined) {
    const { min, max } = validRangeOfStage(config.stages, query.stage);
    filters.push(sql`t.valid >= ${min} and t.valid < ${max}`);
  }
  const where = sql.join(filters, sql` and `);
  const tallied = sql`(${inviteTally(tenantId, id)}) t`;
  const [rows, [total]] = await Promise.all([
    db
      .execute(
        sql`select t.* from ${tallied} where ${where}
        order by t.valid desc, t.joined_at asc, t.id asc
        limit ${query.page_size} offset ${offsetOf(query)}`,
      )
      .then((result) => rowsOf<Tally>(result)),
    db
      .execute(sql`select count(*)::int as n from ${tallied} where ${where}`)
      .then((result) => rowsOf<{ n: number }>(result)),
  ]);
  const participantIds = rows.map((row) => row.id);
  const inviterIds = rows.flatMap((row) => (row.inviter_id ? [row.inviter_id] : []));
  const [rewards, inviters, staff] = await Promise.all([
    participantIds.length
      ? db
          .select()
          .from(fissionRewards)
          .where(
            and(
              eq(fissionRewards.tenantId, tenantId),
              inArray(fissionRewards.participantId, participantIds),
            ),
          )
          .orderBy(asc(fissionRewards.stage))
      : [],
    inviterIds.length
      ? db
          .select({ id: fissionParticipants.id, name: fissionParticipants.name })
          .from(fissionParticipants)
          .where(
            and(
              eq(fissionParticipants.tenantId, tenantId),
              inArray(fissionParticipants.id, inviterIds),
            ),
          )
      : [],
    db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(
        and(
          eq(employees.tenantId, tenantId),
          inArray(employees.id, [...new Set(rows.map((row) => row.employee_id)), 0]),
        ),
      ),
  ]);
  const inviterName = new Map(inviters.map((row) => [row.id, row.name]));
  const staffName = new Map(staff.map((row) => [row.id, row.name]));
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      inviter: row.inviter_id
        ? { id: row.inviter_id, name: inviterName.get(row.inviter_id) ?? '' }
        : null,
      employee: { id: row.employee_id, name: staffName.get(row.employee_id) ?? '' },
      joined_at: new Date(row.joined_at).toISOString(),
      valid: Number(row.valid),
      lost: Number(row.lost),
      not_new: Number(row.not_new),
      stage: stageReached(config.stages, Number(row.valid)),
      rewards: rewards
        .filter((reward) => reward.participantId === row.id)
        .map((reward) => ({
          id: reward.id,
          stage: reward.stage,
          status: reward.status as 1 | 2,
          value: reward.value,
          reward_type: config.stages[reward.stage - 1]?.reward_type ?? 'manual',
        })),
      poster_path: posterPathOf(row.poster_key),
    })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
