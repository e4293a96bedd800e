// issue #20 /marketing: one lottery play and one check-in. A play is one transaction: a lock
// per customer and campaign (pg_advisory_xact_lock) makes the plays-per-person count exact
// under concurrent clicks; the draw walks the prizes by odds (the rest is 谢谢参与) and takes
// stock with a conditional UPDATE … WHERE stock > 0 RETURNING, so concurrent winners queue on
// the prize's row and a prize is never given beyond its stock (none left → 谢谢参与).
// Points are credited after the commit, keyed by the play (or check-in) id.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { rowsOf } from '../../../customer/shared/sql-rows';
import { mayPlay, type GameAccess } from './game-access';
import { creditCampaignPoints } from './game-points';
import { chinaToday } from '../../../../../contract/china-time';

export type GameProblem = 'not_open' | 'not_eligible' | 'limit' | 'already';

export type PlayOutcome =
  | { ok: false; problem: GameProblem }
  | {
      ok: true;
      playId: number;
      prize: { id: number; name: string; kind: string; points: number; coupon: string } | null;
      left: number;
    };

interface PrizeRow {
  id: number;
  name: string;
  kind: string;
  points: number;
  coupon_text: string;
  odds: string;
}

/** Picks by odds: r in [0, 100) falls into a prize's share of the cumulative odds, or none. */
export function drawPrize<T extends { odds: string }>(prizes: readonly T[], r: number): T | null {
  let edge = 0;
  for (const prize of prizes) {
    edge += Number(prize.odds);
    if (r < edge) return prize;
  }
  return null;
}

const lockKey = (game: GameAccess, customerId: number) =>
  sql`select pg_advisory_xact_lock(hashtext(${`game:${game.tenantId}:${game.campaignId}:${customerId}`}))`;

export async function playLottery(
  db: Database,
  game: GameAccess,
  customerId: number,
  now: number,
  random: () => number = Math.random,
): Promise<PlayOutcome> {
  if (game.type !== 'lottery' || game.status !== 'running')
    return { ok: false, problem: 'not_open' };
  if (!(await mayPlay(db, game, customerId))) return { ok: false, problem: 'not_eligible' };
  const { tenantId, campaignId } = game;
  const day = chinaToday(now);
  const outcome = await db.transaction(async (tx): Promise<PlayOutcome> => {
    await tx.execute(lockKey(game, customerId));
    const [used] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from lottery_plays
        where tenant_id = ${tenantId} and campaign_id = ${campaignId}
          and customer_id = ${customerId}
          ${game.playPeriod === 'day' ? sql`and day = ${day}::date` : sql``}`),
    );
    if (Number(used?.n ?? 0) >= game.playLimit) return { ok: false, problem: 'limit' };
    const prizes = rowsOf<PrizeRow>(
      await tx.execute(sql`select id, name, kind, points, coupon_text, odds::text as odds
        from lottery_prizes where tenant_id = ${tenantId} and campaign_id = ${campaignId}
        order by sort_order, id`),
    );
    let prize = drawPrize(prizes, random() * 100);
    if (prize) {
      const [taken] = rowsOf<{ id: number }>(
        await tx.execute(sql`update lottery_prizes set stock = stock - 1
          where tenant_id = ${tenantId} and id = ${prize.id} and stock > 0 returning id`),
      );
      if (!taken) prize = null;
    }
    const [play] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into lottery_plays
          (tenant_id, campaign_id, customer_id, prize_id, day, played_at)
        values (${tenantId}, ${campaignId}, ${customerId}, ${prize?.id ?? null}, ${day}::date,
          ${new Date(now).toISOString()}::timestamptz)
        returning id`),
    );
    return {
      ok: true,
      playId: Number(play!.id),
      prize: prize && {
        id: Number(prize.id),
        name: prize.name,
        kind: prize.kind,
        points: Number(prize.points),
        coupon: prize.coupon_text,
      },
      left: game.playLimit - Number(used?.n ?? 0) - 1,
    };
  });
  if (outcome.ok && outcome.prize?.kind === 'points')
    await creditCampaignPoints(db, tenantId, {
      customerId,
      key: outcome.playId,
      points: outcome.prize.points,
      kind: 'lottery',
      reason: `${game.name}：抽中${outcome.prize.name}`,
      at: new Date(now),
    });
  return outcome;
}

export type CheckInOutcome =
  | { ok: false; problem: GameProblem }
  | { ok: true; streak: number; total: number; reward: number; next: number | null };

const previousDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Once per Asia/Shanghai day; a reward tier pays when its day count is reached. */
export async function checkIn(
  db: Database,
  game: GameAccess,
  customerId: number,
  now: number,
): Promise<CheckInOutcome> {
  if (game.type !== 'check_in' || game.status !== 'running')
    return { ok: false, problem: 'not_open' };
  if (!(await mayPlay(db, game, customerId))) return { ok: false, problem: 'not_eligible' };
  const { tenantId, campaignId } = game;
  const day = chinaToday(now);
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(lockKey(game, customerId));
    const [last] = rowsOf<{ day: string; streak: number; total: number }>(
      await tx.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, streak, total
        from check_in_entries where tenant_id = ${tenantId} and campaign_id = ${campaignId}
          and customer_id = ${customerId} order by day desc limit 1`),
    );
    if (last?.day === day) return null;
    const streak = last?.day === previousDay(day) ? Number(last.streak) + 1 : 1;
    const total = Number(last?.total ?? 0) + 1;
    const reached = game.checkInMode === 'consecutive' ? streak : total;
    const reward = game.tiers.find((tier) => tier.days === reached)?.points ?? 0;
    const [entry] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into check_in_entries
          (tenant_id, campaign_id, customer_id, day, streak, total, reward_points, checked_at)
        values (${tenantId}, ${campaignId}, ${customerId}, ${day}::date, ${streak}, ${total},
          ${reward}, ${new Date(now).toISOString()}::timestamptz)
        on conflict do nothing returning id`),
    );
    return entry ? { id: Number(entry.id), streak, total, reward, reached } : null;
  });
  if (!outcome) return { ok: false, problem: 'already' };
  if (outcome.reward > 0)
    await creditCampaignPoints(db, tenantId, {
      customerId,
      key: outcome.id,
      points: outcome.reward,
      kind: 'check_in',
      reason: `${game.name}：打卡${outcome.reached}天奖励`,
      at: new Date(now),
    });
  const next = game.tiers.find((tier) => tier.days > outcome.reached)?.days ?? null;
  return {
    ok: true,
    streak: outcome.streak,
    total: outcome.total,
    reward: outcome.reward,
    next: next === null ? null : next - outcome.reached,
  };
}
