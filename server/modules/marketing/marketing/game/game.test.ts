// issue #20 /marketing lottery and group check-in: a prize is never given beyond its stock
// under 200 concurrent plays (PGlite, and PostgreSQL with TEST_DATABASE_URL), odds and other
// bad rules refused naming the field with nothing written, plays per person, check-in once a
// day with the consecutive-days reward, points credited once, and tenant `second` gets none.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../../test-support/test-app';
import { gameByToken } from './game-access';
import { creditCampaignPoints } from './game-points';
import { checkIn, playLottery } from './game-play';
import { chinaDateOf } from '../../../../../contract/china-time';

let t: TestApp;
let demo: Record<string, string>;
let second: Record<string, string>;
const LIST = '/scrm/v1/marketing/campaigns';
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const one = async (query: string) => Number(Object.values((await rows<object>(query))[0]!)[0]);
const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  as = demo,
) => t.app.inject({ method, url, headers: as, ...(payload !== undefined ? { payload } : {}) });
const day = (offset = 0) => chinaDateOf(t.clock.now, offset);
const prize = (over: Record<string, unknown> = {}) => ({
  name: '10积分',
  kind: 'points',
  points: 10,
  coupon_text: '',
  odds: 100,
  stock: 5,
  image_url: '',
  ...over,
});
const game = (over: Record<string, unknown> = {}) => ({
  eligibility: 'all',
  tag_ids: [],
  play_limit: 1,
  play_period: 'day',
  prizes: [prize()],
  check_in_mode: 'consecutive',
  tiers: [],
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  name: '幸运抽奖',
  type: 'lottery',
  start_date: day(),
  end_date: day(30),
  audience_id: null,
  goal_metric: 'reached',
  goal_value: 100,
  budget: 0,
  steps: [],
  publish: true,
  game: game(),
  ...over,
});
async function create(over: Record<string, unknown> = {}) {
  const saved = await call('POST', LIST, body(over));
  expect(saved.json().code, JSON.stringify(saved.json())).toBe(0);
  const id = saved.json().data.id as number;
  const token = (await call('GET', `${LIST}/${id}/game`)).json().data.token as string;
  return { id, access: async () => (await gameByToken(t.database.db, token, t.clock.now))! };
}
const customers = async (n: number) =>
  (
    await rows<{ id: number }>(`select id from customers where tenant_id = 'demo'
    order by id limit ${n}`)
  ).map((row) => Number(row.id));

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
  second = authHeaders(await signIn(t.app, 'admin2', 'Admin@123'));
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe(`lottery and check-in (issue #20) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('200 concurrent lottery plays never exceed stock: exactly 5 winners of a 5-stock prize, stock 0, points credited once each', async () => {
    const { id, access } = await create({ game: game({ play_limit: 100, play_period: 'total' }) });
    const players = await customers(20);
    const g = await access();
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        playLottery(t.database.db, g, players[i % 20]!, t.clock.now),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.ok && outcome.prize).length).toBe(5);
    expect(
      await one(
        `select count(*)::int from lottery_plays where campaign_id = ${id} and tenant_id = 'demo'`,
      ),
    ).toBe(200);
    expect(
      await one(
        `select count(*)::int from lottery_plays where campaign_id = ${id} and prize_id is not null`,
      ),
    ).toBe(5);
    expect(
      await one(
        `select stock from lottery_prizes where campaign_id = ${id} and tenant_id = 'demo'`,
      ),
    ).toBe(0);
    const winners = await rows<{
      id: number;
    }>(`select id from lottery_plays where campaign_id = ${id}
      and tenant_id = 'demo' and prize_id is not null`);
    const ids = winners.map((row) => Number(row.id)).join(',');
    expect(
      await one(`select count(*)::int from member_points_changes where tenant_id = 'demo'
      and change_type = 5 and order_id in (${ids})`),
    ).toBe(5);
    const detail = (await call('GET', `${LIST}/${id}/game`)).json().data;
    expect(detail.prizes[0]).toMatchObject({ stock: 0, initial_stock: 5, won: 5 });
  });

  it('credits a points prize to the member ledger once, however often the credit is retried', async () => {
    const { id, access } = await create({ game: game({ prizes: [prize({ stock: 1 })] }) });
    const [customer] = await customers(1);
    const outcome = await playLottery(t.database.db, await access(), customer!, t.clock.now);
    if (!outcome.ok) throw new Error('play refused');
    const balance = () =>
      one(
        `select points_balance::float8 from members where tenant_id = 'demo' and customer_id = ${customer}`,
      );
    const before = await balance();
    const again = await creditCampaignPoints(t.database.db, 'demo', {
      customerId: customer!,
      key: outcome.playId,
      points: 10,
      kind: 'lottery',
      reason: 'retry',
      at: new Date(t.clock.now),
    });
    expect(again).toBe(0);
    expect(await balance()).toBe(before);
    expect(
      await one(`select count(*)::int from member_points_changes where tenant_id = 'demo'
      and change_type = 5 and order_id = ${outcome.playId}`),
    ).toBe(1);
    expect(
      await one(
        `select count(*)::int from lottery_plays where campaign_id = ${id} and points_credited`,
      ),
    ).toBe(1);
  });

  it('limits plays per person per day: the third play of a 2-a-day lottery is refused, the next day allowed', async () => {
    const { access } = await create({
      game: game({ play_limit: 2, prizes: [prize({ odds: 0 })] }),
    });
    const [customer] = await customers(1);
    const play = async () => playLottery(t.database.db, await access(), customer!, t.clock.now);
    expect((await play()).ok).toBe(true);
    expect((await play()).ok).toBe(true);
    expect(await play()).toEqual({ ok: false, problem: 'limit' });
    t.clock.advance(86_400_000);
    expect((await play()).ok).toBe(true);
    t.clock.advance(-86_400_000);
  });

  it('refuses odds over 100 %, negative stock, end before start and plays per person < 1 with 400 naming the field, nothing written', async () => {
    const before = await one(
      `select count(*)::int from marketing_campaigns where tenant_id = 'demo'`,
    );
    const prizesBefore = await one(`select count(*)::int from lottery_prizes`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { game: game({ prizes: [prize({ odds: 60 }), prize({ name: '二等奖', odds: 50 })] }) },
        '中奖概率合计不能超过100%',
      ],
      [{ game: game({ prizes: [prize({ stock: -1 })] }) }, '库存不能为负数'],
      [{ start_date: day(5), end_date: day(1) }, '结束日期不能早于开始日期'],
      [{ game: game({ play_limit: 0 }) }, '每人参与次数不能小于1'],
      [{ game: game({ prizes: [] }) }, '请至少添加一个奖品'],
    ];
    for (const [over, message] of cases) {
      const response = await call('POST', LIST, body(over));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().msg).toContain(message);
    }
    expect(
      await one(`select count(*)::int from marketing_campaigns where tenant_id = 'demo'`),
    ).toBe(before);
    expect(await one(`select count(*)::int from lottery_prizes`)).toBe(prizesBefore);
  });

  it('checks in once per Asia/Shanghai day and pays the consecutive-days reward into member points', async () => {
    const { id, access } = await create({
      type: 'check_in',
      name: '连续打卡',
      game: game({
        prizes: [],
        tiers: [
          { days: 2, points: 5 },
          { days: 3, points: 8 },
        ],
      }),
    });
    const [, customer] = await customers(2);
    const g = await access();
    const first = await checkIn(t.database.db, g, customer!, t.clock.now);
    expect(first).toMatchObject({ ok: true, streak: 1, reward: 0, next: 1 });
    expect(await checkIn(t.database.db, g, customer!, t.clock.now)).toEqual({
      ok: false,
      problem: 'already',
    });
    const balance = () =>
      one(`select coalesce((select points_balance::float8 from members
      where tenant_id = 'demo' and customer_id = ${customer}), 0)`);
    const before = await balance();
    t.clock.advance(86_400_000);
    const second = await checkIn(t.database.db, await access(), customer!, t.clock.now);
    expect(second).toMatchObject({ ok: true, streak: 2, total: 2, reward: 5 });
    expect(await balance()).toBe(before + 5);
    t.clock.advance(-86_400_000);
    expect(await one(`select count(*)::int from check_in_entries where campaign_id = ${id}`)).toBe(
      2,
    );
    const list = (await call('GET', `${LIST}/${id}/check-ins`)).json().data;
    expect(list.list[0]).toMatchObject({ days: 2, streak: 2, points: 5 });
  });

  it('redeems a won prize once (已核销) and refuses a play without a prize', async () => {
    const { id, access } = await create({
      game: game({ prizes: [prize({ kind: 'physical', points: 0, name: '保温杯' })] }),
    });
    const [customer] = await customers(1);
    const outcome = await playLottery(t.database.db, await access(), customer!, t.clock.now);
    if (!outcome.ok) throw new Error('play refused');
    const waiting = (await call('GET', `${LIST}/${id}/plays?redeemed=0`)).json().data;
    expect(waiting.list[0]).toMatchObject({ id: outcome.playId, redeemed_at: null });
    const url = `${LIST}/${id}/plays/${outcome.playId}/redeem`;
    expect((await call('POST', url)).json().code).toBe(0);
    expect((await call('POST', url)).json().msg).toContain('已核销');
    const list = (await call('GET', `${LIST}/${id}/plays?redeemed=1`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0].redeemed_at).not.toBeNull();
  });

  it('serves the landing page publicly and plays through it with a sandbox ticket', async () => {
    const { id } = await create({ game: game({ prizes: [prize({ odds: 100, stock: 3 })] }) });
    const link = (await call('POST', `${LIST}/${id}/sandbox`, {})).json().data;
    expect(link.url).toMatch(/^\/s\/l\/[0-9a-f]+\?c=/);
    const page = await t.app.inject({ method: 'GET', url: link.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(link.customer_name);
    const [path, query] = link.url.split('?');
    const played = await t.app.inject({ method: 'POST', url: `${path}/play?${query}` });
    expect(played.body).toContain('恭喜您抽中');
    const forged = await t.app.inject({
      method: 'POST',
      url: `${path}/play?c=1.${'0'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(403);
    expect(await one(`select count(*)::int from lottery_plays where campaign_id = ${id}`)).toBe(1);
  });

  it("tenant `second` gets 404 for every game endpoint with demo's ids and writes nothing", async () => {
    const { id, access } = await create({
      game: game({ prizes: [prize({ kind: 'physical', points: 0 })] }),
    });
    const [customer] = await customers(1);
    const outcome = await playLottery(t.database.db, await access(), customer!, t.clock.now);
    if (!outcome.ok) throw new Error('play refused');
    for (const [method, url, payload] of [
      ['GET', `${LIST}/${id}/game`, undefined],
      ['GET', `${LIST}/${id}/plays`, undefined],
      ['GET', `${LIST}/${id}/check-ins`, undefined],
      ['POST', `${LIST}/${id}/plays/${outcome.playId}/redeem`, undefined],
      ['POST', `${LIST}/${id}/sandbox`, { customer_id: customer }],
    ] as const) {
      const response = await call(method, url, payload, second);
      expect(response.statusCode, url).toBe(404);
    }
    expect(
      await one(`select count(*)::int from lottery_plays where campaign_id = ${id}
      and redeemed_at is not null`),
    ).toBe(0);
    const saved = await call('POST', LIST, body({ id, name: '篡改' }), second);
    expect(saved.statusCode).toBe(404);
    expect(
      await one(`select count(*)::int from marketing_campaigns where id = ${id} and name = '篡改'`),
    ).toBe(0);
  });
});
