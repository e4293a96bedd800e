// issue #20 /marketing: the console's reads of a game — entries (every play, or winners only,
// with redemption), 核销 of a won prize (once; confirmed in the console), check-in progress
// per customer, and the sandbox link that acts as one of the tenant's seeded customers.
import { sql, type SQL } from 'drizzle-orm';
import type { ListData } from '../../../../../contract/envelope';
import type {
  CheckInRow,
  PlayListQuery,
  PlayRow,
} from '../../../../../contract/marketing/marketing-game';
import type { Database } from '../../../../db/database';
import { BusinessError, HttpError } from '../../../../http/http-errors';
import { iso, rowsOf } from '../../../customer/shared/sql-rows';
import { gameOfCampaign, mayPlay, ticketOf } from './game-access';
import { containsPattern, offsetOf } from '../../../../db/list-query';

export const PLAY_REDEEMED = 122111;
export const PLAY_NO_PRIZE = 122112;

async function ownGame(db: Database, tenantId: string, id: number, now: number) {
  const game = await gameOfCampaign(db, tenantId, id, now);
  if (!game) throw new HttpError(404, '活动不存在或未配置玩法');
  return game;
}

/** The plays of a campaign (alias l, customer c, prize p) filtered as the list asks. */
export function playsWhere(tenantId: string, id: number, query: Partial<PlayListQuery>): SQL {
  const filters = [sql`l.tenant_id = ${tenantId} and l.campaign_id = ${id}`];
  if (query.customer) filters.push(sql`c.name ilike ${containsPattern(query.customer)}`);
  if (query.winners === '1') filters.push(sql`l.prize_id is not null`);
  if (query.winners === '0') filters.push(sql`l.prize_id is null`);
  if (query.redeemed === '1') filters.push(sql`l.redeemed_at is not null`);
  if (query.redeemed === '0') filters.push(sql`l.prize_id is not null and l.redeemed_at is null`);
  return sql`from lottery_plays l
    join customers c on c.tenant_id = l.tenant_id and c.id = l.customer_id
    left join lottery_prizes p on p.tenant_id = l.tenant_id and p.id = l.prize_id
    where ${sql.join(filters, sql` and `)}`;
}

export const PLAY_COLUMNS = sql`l.id, l.customer_id, c.name as customer_name, l.prize_id,
  coalesce(p.name, '谢谢参与') as prize_name, p.kind as prize_kind, l.played_at, l.redeemed_at,
  l.redeemed_by`;

export type PlaySqlRow = Omit<PlayRow, 'played_at' | 'redeemed_at'> & {
  played_at: string | Date;
  redeemed_at: string | Date | null;
};
export const toPlayRow = (row: PlaySqlRow): PlayRow => ({
  ...row,
  id: Number(row.id),
  customer_id: Number(row.customer_id),
  prize_id: row.prize_id === null ? null : Number(row.prize_id),
  played_at: iso(row.played_at),
  // an unredeemed prize has no time
  redeemed_at: iso(row.redeemed_at),
});

export async function listPlays(
  db: Database,
  tenantId: string,
  id: number,
  query: PlayListQuery,
  now: number,
): Promise<ListData<PlayRow>> {
  await ownGame(db, tenantId, id, now);
  const from = playsWhere(tenantId, id, query);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from}`));
  const rows = rowsOf<PlaySqlRow>(
    await db.execute(sql`select ${PLAY_COLUMNS} ${from} order by l.played_at desc, l.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map(toPlayRow),
    total: Number(count?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function redeemPlay(
  db: Database,
  tenantId: string,
  id: number,
  playId: number,
  operator: string,
  now: number,
) {
  await ownGame(db, tenantId, id, now);
  const [play] = rowsOf<{ prize_id: number | null; redeemed_at: unknown }>(
    await db.execute(sql`select prize_id, redeemed_at from lottery_plays
      where tenant_id = ${tenantId} and campaign_id = ${id} and id = ${playId}`),
  );
  if (!play) throw new HttpError(404, '中奖记录不存在');
  if (play.prize_id === null) throw new BusinessError(PLAY_NO_PRIZE, '未中奖的记录无需核销');
  const [done] = rowsOf<{ id: number }>(
    await db.execute(sql`update lottery_plays set redeemed_at = ${new Date(now).toISOString()}::timestamptz,
        redeemed_by = ${operator}
      where tenant_id = ${tenantId} and id = ${playId} and redeemed_at is null returning id`),
  );
  if (!done) throw new BusinessError(PLAY_REDEEMED, '该奖品已核销');
  return null;
}

export async function listCheckIns(
  db: Database,
  tenantId: string,
  id: number,
  query: { page: number; page_size: number; customer?: string },
  now: number,
): Promise<ListData<CheckInRow>> {
  await ownGame(db, tenantId, id, now);
  const name = query.customer ? sql`and c.name ilike ${containsPattern(query.customer)}` : sql``;
  const base = sql`from (select e.customer_id, count(*)::int as days,
        max(e.total)::int as total, sum(e.reward_points)::int as points,
        to_char(max(e.day), 'YYYY-MM-DD') as last_day,
        (array_agg(e.streak order by e.day desc))[1] as streak
      from check_in_entries e where e.tenant_id = ${tenantId} and e.campaign_id = ${id}
      group by e.customer_id) s
    join customers c on c.tenant_id = ${tenantId} and c.id = s.customer_id
    where true ${name}`;
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${base}`));
  const rows = rowsOf<CheckInRow>(
    await db.execute(sql`select s.customer_id, c.name as customer_name, s.days, s.streak,
        s.last_day, s.points ${base} order by s.last_day desc, s.days desc, s.customer_id
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map((row) => ({
      ...row,
      customer_id: Number(row.customer_id),
      days: Number(row.days),
      streak: Number(row.streak),
      points: Number(row.points),
    })),
    total: Number(count?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

/** A landing-page link acting as the given customer, or a random eligible seeded one. */
export async function sandboxLink(
  db: Database,
  tenantId: string,
  id: number,
  customerId: number | undefined,
  secret: string,
  now: number,
) {
  const game = await ownGame(db, tenantId, id, now);
  const [token] = rowsOf<{ token: string }>(
    await db.execute(sql`select token from campaign_games where tenant_id = ${tenantId}
      and campaign_id = ${id}`),
  );
  let picked: { id: number; name: string } | undefined;
  if (customerId !== undefined) {
    [picked] = rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select id, name from customers where tenant_id = ${tenantId}
        and id = ${customerId}`),
    );
    if (!picked) throw new HttpError(404, '客户不存在');
  } else {
    const sample = rowsOf<{ id: number; name: string }>(
      await db.execute(sql`select id, name from customers where tenant_id = ${tenantId}
        order by random() limit 40`),
    );
    for (const each of sample)
      if (await mayPlay(db, game, Number(each.id))) {
        picked = each;
        break;
      }
    if (!picked) throw new BusinessError(PLAY_NO_PRIZE, '没有符合参与条件的客户');
  }
  const customer = Number(picked.id);
  return {
    url: `/s/l/${token!.token}?c=${ticketOf(secret, token!.token, customer)}`,
    customer_id: customer,
    customer_name: picked.name,
  };
}
