// issue #20 /marketing lottery entries export (docs/architecture.md "Exports"): the file holds
// exactly the rows the entries list shows with the same filters (customer search included),
// its summary names them, and tenant `second` exports none of demo's entries.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test-support/test-app';
import { authHeaders, createTestApp, signIn } from '../../../../test-support/test-app';
import { gameByToken } from './game-access';
import { playLottery } from './game-play';
import { playsExportSource } from './plays-export-source';
import { chinaDateOf } from '../../../../../contract/china-time';

let t: TestApp;
let demo: Record<string, string>;
const LIST = '/scrm/v1/marketing/campaigns';
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const day = (offset = 0) => chinaDateOf(t.clock.now, offset);

beforeAll(async () => {
  t = await createTestApp();
  demo = authHeaders(await signIn(t.app, 'admin', 'Admin@123', 'demo'));
}, 300_000);
afterAll(async () => {
  await t.close();
});

async function lotteryWithPlays(players: readonly number[]) {
  const saved = await t.app.inject({
    method: 'POST',
    url: LIST,
    headers: demo,
    payload: {
      name: '导出抽奖',
      type: 'lottery',
      start_date: day(),
      end_date: day(30),
      audience_id: null,
      goal_metric: 'reached',
      goal_value: 100,
      budget: 0,
      steps: [],
      publish: true,
      game: {
        eligibility: 'all',
        tag_ids: [],
        play_limit: 1,
        play_period: 'day',
        prizes: [
          {
            name: '10积分',
            kind: 'points',
            points: 10,
            coupon_text: '',
            odds: 100,
            stock: 50,
            image_url: '',
          },
        ],
        check_in_mode: 'consecutive',
        tiers: [],
      },
    },
  });
  expect(saved.json().code, saved.body).toBe(0);
  const id = saved.json().data.id as number;
  const game = await t.app.inject({ method: 'GET', url: `${LIST}/${id}/game`, headers: demo });
  const access = (await gameByToken(t.database.db, game.json().data.token, t.clock.now))!;
  for (const customer of players) {
    expect((await playLottery(t.database.db, access, customer, t.clock.now)).ok).toBe(true);
  }
  return id;
}

describe('/marketing lottery entries export', () => {
  it('holds exactly the rows the list shows with its customer search, none for tenant second', async () => {
    const players = (
      await rows<{ id: number }>(
        `select id from customers where tenant_id = 'demo' order by id limit 4`,
      )
    ).map((row) => Number(row.id));
    const id = await lotteryWithPlays(players);
    const [named] = await rows<{ name: string }>(
      `select name from customers where id = ${players[2]}`,
    );
    const customer = named!.name;
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `${LIST}/${id}/plays?customer=${encodeURIComponent(customer)}&page_size=100`,
        headers: demo,
      })
    ).json().data;
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.total).toBeLessThan(4);
    const db = t.database.db;
    const query = playsExportSource.parseFilters({ campaign_id: String(id), customer });
    expect(await playsExportSource.summarize(db, 'demo', query)).toContain(`客户含“${customer}”`);
    expect(await playsExportSource.count(db, 'demo', query)).toBe(listed.total);
    const written: Array<Record<string, string | number>> = [];
    for await (const batch of playsExportSource.batches(db, 'demo', query, 2))
      written.push(...batch);
    expect(written.map((row) => row.customer)).toEqual(
      (listed.list as Array<{ customer_name: string }>).map((row) => row.customer_name),
    );
    expect(await playsExportSource.count(db, 'second', query)).toBe(0);
  });
});
