// issue #20 /marketing: the games of the demo tenant's lottery and check-in campaigns — the
// seeded 老客回购抽奖 and 社群21天打卡 get their rules, plus an ended anniversary lottery and a
// running daily check-in over the last 45 days; plays and check-ins spread over their days
// (stock taken by what was won, points prizes and rewards credited through the ledger), so the
// detail shows real numbers. Idempotent: a tenant with any game is left alone.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { creditCampaignPoints } from '../../modules/marketing/marketing/game/game-points';
import type { Database } from '../database';
import { checkInEntries, lotteryPlays } from '../schema/marketing-lottery';
import { insertReturningInBatches } from './seed-sandbox-insert';
import { chinaDateOf, chinaInstant } from '../../../contract/china-time';

const DAY_MS = 86_400_000;
const tenantId = 'demo';
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const dayOf = (now: number, offset: number) => chinaDateOf(now, offset);

/** A small deterministic generator: the same demo on every fresh start. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Prize = [
  name: string,
  kind: string,
  points: number,
  coupon: string,
  odds: number,
  stock: number,
];
const PRIZES: Prize[] = [
  ['50积分', 'points', 50, '', 20, 400],
  ['满100减20券', 'coupon', 0, '满100减20，全店通用，7天内有效', 10, 200],
  ['品牌保温杯', 'physical', 0, '', 1.5, 12],
];

async function campaign(
  db: Database,
  name: string,
  type: string,
  from: number,
  to: number,
  now: number,
) {
  const [found] = await rows<{ id: number }>(
    db,
    sql`select id from marketing_campaigns
    where tenant_id = ${tenantId} and name = ${name} and type = ${type}`,
  );
  if (found) return Number(found.id);
  // Written five days before it starts, and never after now (an upcoming one: yesterday).
  const created = new Date(Math.min(now + (from - 5) * DAY_MS, now - DAY_MS)).toISOString();
  const [row] = await rows<{ id: number }>(
    db,
    sql`insert into marketing_campaigns
      (tenant_id, name, type, start_date, end_date, goal_metric, goal_value, budget, steps, published,
       created_at, updated_at)
    values (${tenantId}, ${name}, ${type}, ${dayOf(now, from)}::date, ${dayOf(now, to)}::date,
      'reached', 300, 3000, '[]'::jsonb, true, ${created}::timestamptz, ${created}::timestamptz)
    returning id`,
  );
  return Number(row!.id);
}

async function game(db: Database, id: number, rules: { limit: number; tiers?: unknown[] }) {
  await db.execute(sql`insert into campaign_games
      (tenant_id, campaign_id, token, eligibility, play_limit, play_period, check_in_mode, tiers)
    values (${tenantId}, ${id}, ${randomBytes(12).toString('hex')}, 'all', ${rules.limit}, 'day',
      'consecutive', ${JSON.stringify(rules.tiers ?? [])}::jsonb)
    on conflict do nothing`);
}

async function lottery(
  db: Database,
  id: number,
  from: number,
  to: number,
  now: number,
  seed: number,
) {
  await game(db, id, { limit: 1 });
  const prizeIds: number[] = [];
  for (const [index, [name, kind, points, coupon, odds, stock]] of PRIZES.entries()) {
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into lottery_prizes
        (tenant_id, campaign_id, name, kind, points, coupon_text, odds, stock, initial_stock, sort_order)
      values (${tenantId}, ${id}, ${name}, ${kind}, ${points}, ${coupon}, ${odds}, ${stock}, ${stock}, ${index})
      returning id`,
    );
    prizeIds.push(Number(row!.id));
  }
  const customers = (
    await rows<{ id: number }>(
      db,
      sql`select id from customers where tenant_id = ${tenantId}
      order by id limit 400`,
    )
  ).map((row) => Number(row.id));
  const random = generator(seed);
  const won = PRIZES.map(() => 0);
  const plays: {
    customer: number;
    prize: number | null;
    day: string;
    at: Date;
    redeemed: boolean;
  }[] = [];
  for (let offset = from; offset <= Math.min(to, 0); offset++) {
    const players = 12 + Math.floor(random() * 25);
    const start = Math.floor(random() * customers.length);
    for (let i = 0; i < players; i++) {
      const customer = customers[(start + i * 7) % customers.length]!;
      const r = random() * 100;
      let edge = 0;
      let prize: number | null = null;
      for (const [index, each] of PRIZES.entries()) {
        edge += each[4];
        if (prize === null && r < edge && won[index]! < each[5]) prize = index;
      }
      if (prize !== null) won[prize]! += 1;
      const at = new Date(
        chinaInstant(dayOf(now, offset), '09:00:00').getTime() + random() * 12 * 3_600_000,
      );
      if (at.getTime() > now) continue;
      // Redeemed the day after the play: a prize won in the last 24 hours is not redeemed yet.
      const redeemed =
        prize !== null &&
        PRIZES[prize]![1] !== 'points' &&
        random() < 0.6 &&
        at.getTime() + DAY_MS <= now;
      plays.push({ customer, prize, day: dayOf(now, offset), at, redeemed });
    }
  }
  // Plays carry no unique key but their id: every row goes in, its id in the order of `plays`.
  const ids = await insertReturningInBatches(plays, (batch) =>
    db
      .insert(lotteryPlays)
      .values(
        batch.map((play) => ({
          tenantId,
          campaignId: id,
          customerId: play.customer,
          prizeId: play.prize === null ? null : prizeIds[play.prize]!,
          day: play.day,
          playedAt: play.at,
          redeemedAt: play.redeemed ? new Date(play.at.getTime() + DAY_MS) : null,
          redeemedBy: play.redeemed ? '管理员' : '',
        })),
      )
      .returning({ id: lotteryPlays.id }),
  );
  // Points prizes through the ledger, as a real draw credits them, play after play.
  for (const [index, play] of plays.entries()) {
    if (play.prize === null || PRIZES[play.prize]![1] !== 'points') continue;
    await creditCampaignPoints(db, tenantId, {
      customerId: play.customer,
      key: ids[index]!.id,
      points: PRIZES[play.prize]![2],
      kind: 'lottery',
      reason: '抽奖奖品',
      at: play.at,
    });
  }
  await db.execute(sql`update lottery_prizes p set stock = p.initial_stock - (select count(*)::int
      from lottery_plays l where l.tenant_id = p.tenant_id and l.prize_id = p.id)
    where p.tenant_id = ${tenantId} and p.campaign_id = ${id}`);
}

const TIERS = [
  { days: 3, points: 10 },
  { days: 7, points: 30 },
  { days: 14, points: 80 },
];

async function checkIns(db: Database, id: number, from: number, now: number, seed: number) {
  await game(db, id, { limit: 1, tiers: TIERS });
  const customers = (
    await rows<{ id: number }>(
      db,
      sql`select id from customers where tenant_id = ${tenantId}
      order by id desc limit 60`,
    )
  ).map((row) => Number(row.id));
  const random = generator(seed);
  const entries: {
    customerId: number;
    day: string;
    streak: number;
    total: number;
    rewardPoints: number;
    checkedAt: Date;
  }[] = [];
  for (const customer of customers) {
    const diligence = 0.4 + random() * 0.55;
    let streak = 0;
    let total = 0;
    for (let offset = from; offset <= 0; offset++) {
      if (random() > diligence) {
        streak = 0;
        continue;
      }
      streak += 1;
      total += 1;
      const reward = TIERS.find((tier) => tier.days === streak)?.points ?? 0;
      const at = new Date(
        chinaInstant(dayOf(now, offset), '08:00:00').getTime() + random() * 10 * 3_600_000,
      );
      if (at.getTime() > now) break;
      entries.push({
        customerId: customer,
        day: dayOf(now, offset),
        streak,
        total,
        rewardPoints: reward,
        checkedAt: at,
      });
    }
  }
  const inserted = await insertReturningInBatches(entries, (batch) =>
    db
      .insert(checkInEntries)
      .values(batch.map((entry) => ({ tenantId, campaignId: id, ...entry })))
      .onConflictDoNothing()
      .returning({
        id: checkInEntries.id,
        customerId: checkInEntries.customerId,
        day: checkInEntries.day,
      }),
  );
  // A check-in already there (its primary key) answers nothing and is not credited again.
  const idOf = new Map(inserted.map((row) => [`${row.customerId}/${row.day}`, row.id]));
  for (const entry of entries) {
    const key = idOf.get(`${entry.customerId}/${entry.day}`);
    if (key === undefined || entry.rewardPoints === 0) continue;
    await creditCampaignPoints(db, tenantId, {
      customerId: entry.customerId,
      key,
      points: entry.rewardPoints,
      kind: 'check_in',
      reason: `打卡${entry.streak}天奖励`,
      at: entry.checkedAt,
    });
  }
}

export async function seedMarketingGames(db: Database, now = Date.now()) {
  const [tenant] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tenants
    where tenant_id = ${tenantId}`,
  );
  if (!tenant || Number(tenant.n) === 0) return;
  const [any] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from campaign_games
    where tenant_id = ${tenantId}`,
  );
  if (Number(any?.n ?? 0) > 0) return;
  const anniversary = await campaign(db, '周年庆幸运大转盘', 'lottery', -80, -60, now);
  await lottery(db, anniversary, -80, -60, now, 7);
  const returning = await campaign(db, '老客回购抽奖', 'lottery', -6, 8, now);
  await lottery(db, returning, -6, 8, now, 11);
  const daily = await campaign(db, '社群每日签到', 'check_in', -45, 15, now);
  await checkIns(db, daily, -45, now, 13);
  const upcoming = await campaign(db, '社群21天打卡', 'check_in', 6, 27, now);
  await game(db, upcoming, { limit: 1, tiers: [...TIERS, { days: 21, points: 150 }] });
}
