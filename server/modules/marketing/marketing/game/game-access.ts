// issue #20 /marketing: who stands behind a landing page — the game found by its public token
// (any tenant), whether it is open now (a published campaign inside its period, not ended
// early), and whether a customer may play (all / any of the tags / the campaign's audience).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { rowsOf } from '../../../customer/shared/sql-rows';
import { statusSql } from '../campaign-sql';
import { chinaToday } from '../../../../../contract/china-time';

export interface GameAccess {
  readonly tenantId: string;
  readonly campaignId: number;
  readonly name: string;
  readonly type: 'lottery' | 'check_in';
  readonly status: 'draft' | 'pending' | 'running' | 'ended';
  readonly startDate: string;
  readonly endDate: string;
  readonly audienceId: number | null;
  readonly eligibility: 'all' | 'tags' | 'audience';
  readonly tagIds: number[];
  readonly playLimit: number;
  readonly playPeriod: 'day' | 'total';
  readonly checkInMode: 'consecutive' | 'cumulative';
  readonly tiers: Array<{ days: number; points: number }>;
}

const SELECT = (today: string) => sql`select g.tenant_id, g.campaign_id, c.name, c.type,
    ${statusSql(today)} as status, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
    to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.audience_id, g.eligibility, g.tag_ids,
    g.play_limit, g.play_period, g.check_in_mode, g.tiers
  from campaign_games g join marketing_campaigns c
    on c.tenant_id = g.tenant_id and c.id = g.campaign_id`;

type Row = {
  tenant_id: string;
  campaign_id: number;
  name: string;
  type: GameAccess['type'];
  status: GameAccess['status'];
  start_date: string;
  end_date: string;
  audience_id: number | null;
  eligibility: GameAccess['eligibility'];
  tag_ids: number[];
  play_limit: number;
  play_period: GameAccess['playPeriod'];
  check_in_mode: GameAccess['checkInMode'];
  tiers: GameAccess['tiers'];
};

const toAccess = (row: Row): GameAccess => ({
  tenantId: row.tenant_id,
  campaignId: Number(row.campaign_id),
  name: row.name,
  type: row.type,
  status: row.status,
  startDate: row.start_date,
  endDate: row.end_date,
  audienceId: row.audience_id === null ? null : Number(row.audience_id),
  eligibility: row.eligibility,
  tagIds: row.tag_ids,
  playLimit: Number(row.play_limit),
  playPeriod: row.play_period,
  checkInMode: row.check_in_mode,
  tiers: row.tiers,
});

export async function gameByToken(db: Database, token: string, now: number) {
  const [row] = rowsOf<Row>(
    await db.execute(sql`${SELECT(chinaToday(now))} where g.token = ${token}
    and c.type in ('lottery', 'check_in')`),
  );
  return row ? toAccess(row) : null;
}

export async function gameOfCampaign(db: Database, tenantId: string, id: number, now: number) {
  const [row] = rowsOf<Row>(
    await db.execute(sql`${SELECT(chinaToday(now))}
    where g.tenant_id = ${tenantId} and g.campaign_id = ${id}`),
  );
  return row ? toAccess(row) : null;
}

/** The customer is the game's tenant's and in its audience (all / any tag / the audience). */
export async function mayPlay(db: Database, game: GameAccess, customerId: number) {
  const { tenantId } = game;
  const rule =
    game.eligibility === 'tags'
      ? sql`and exists (select 1 from customer_tags t where t.tenant_id = ${tenantId}
          and t.customer_id = c.id
          and t.tag_id in (${sql.join(
            game.tagIds.map((id) => sql`${id}`),
            sql`, `,
          )}))`
      : game.eligibility === 'audience' && game.audienceId !== null
        ? sql`and exists (select 1 from audience_members a where a.tenant_id = ${tenantId}
          and a.audience_id = ${game.audienceId} and a.customer_id = c.id)`
        : sql``;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select c.id from customers c where c.tenant_id = ${tenantId}
      and c.id = ${customerId} ${rule}`),
  );
  return row !== undefined;
}

/**
 * The sandbox's ticket: acting as customer `customerId` on this landing page. Signed with the
 * server's secret, so a visitor cannot pose as another customer by editing the link.
 */
export function ticketOf(secret: string, token: string, customerId: number): string {
  const mac = createHmac('sha256', secret).update(`game:${token}:${customerId}`).digest('hex');
  return `${customerId}.${mac.slice(0, 32)}`;
}

export function customerOfTicket(secret: string, token: string, ticket: string): number | null {
  const match = /^(\d{1,15})\.([0-9a-f]{32})$/.exec(ticket);
  if (!match) return null;
  const customerId = Number(match[1]);
  const expected = Buffer.from(ticketOf(secret, token, customerId));
  const given = Buffer.from(ticket);
  return expected.length === given.length && timingSafeEqual(expected, given) ? customerId : null;
}
