// issue #20 /marketing: the game of a lottery / check-in campaign — saved with the campaign
// (its prizes replaced: only a 草稿 or 未开始 campaign is editable, so nothing was played yet),
// read back for the editor and the detail with stock left and winners per prize.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GameBody, GameConfig } from '../../../../../contract/marketing/marketing-game';
import type { Database } from '../../../../db/database';
import { tags } from '../../../../db/schema/customers';
import { campaignGames, lotteryPrizes } from '../../../../db/schema/marketing-lottery';
import { HttpError } from '../../../../http/http-errors';
import { rowsOf } from '../../../customer/shared/sql-rows';

/** Tag ids in the body must be the tenant's (another tenant's id is a 404, nothing written). */
export async function checkGameReferences(db: Database, tenantId: string, game: GameBody) {
  const ids = [...new Set(game.tag_ids)];
  if (ids.length === 0) return;
  const own = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)));
  if (own.length !== ids.length) throw new HttpError(404, '所选标签不存在或已被删除');
}

export async function saveGame(
  db: Database,
  tenantId: string,
  campaignId: number,
  game: GameBody | undefined,
) {
  const where = and(eq(campaignGames.tenantId, tenantId), eq(campaignGames.campaignId, campaignId));
  await db.transaction(async (tx) => {
    await tx
      .delete(lotteryPrizes)
      .where(and(eq(lotteryPrizes.tenantId, tenantId), eq(lotteryPrizes.campaignId, campaignId)));
    if (!game) {
      await tx.delete(campaignGames).where(where);
      return;
    }
    const values = {
      eligibility: game.eligibility,
      tagIds: game.eligibility === 'tags' ? [...game.tag_ids] : [],
      playLimit: game.play_limit,
      playPeriod: game.play_period,
      checkInMode: game.check_in_mode,
      tiers: [...game.tiers].sort((a, b) => a.days - b.days),
    };
    await tx
      .insert(campaignGames)
      .values({ tenantId, campaignId, token: randomBytes(12).toString('hex'), ...values })
      .onConflictDoUpdate({
        target: [campaignGames.tenantId, campaignGames.campaignId],
        set: values,
      });
    if (game.prizes.length > 0)
      await tx.insert(lotteryPrizes).values(
        game.prizes.map((prize, index) => ({
          tenantId,
          campaignId,
          name: prize.name,
          kind: prize.kind,
          points: prize.kind === 'points' ? prize.points : 0,
          couponText: prize.kind === 'coupon' ? prize.coupon_text : '',
          odds: prize.odds.toFixed(2),
          stock: prize.stock,
          initialStock: prize.stock,
          imageUrl: prize.image_url,
          sortOrder: index,
        })),
      );
  });
}

export async function deleteGame(db: Database, tenantId: string, campaignId: number) {
  await db.execute(sql`delete from lottery_plays where tenant_id = ${tenantId}
    and campaign_id = ${campaignId}`);
  await db.execute(sql`delete from check_in_entries where tenant_id = ${tenantId}
    and campaign_id = ${campaignId}`);
  await saveGame(db, tenantId, campaignId, undefined);
}

export async function readGame(
  db: Database,
  tenantId: string,
  campaignId: number,
): Promise<GameConfig | null> {
  const [game] = await db
    .select()
    .from(campaignGames)
    .where(and(eq(campaignGames.tenantId, tenantId), eq(campaignGames.campaignId, campaignId)));
  if (!game) return null;
  const prizes = rowsOf<{
    id: number;
    name: string;
    kind: 'points' | 'coupon' | 'physical';
    points: number;
    coupon_text: string;
    odds: string;
    stock: number;
    initial_stock: number;
    image_url: string;
    won: number;
  }>(
    await db.execute(sql`select p.id, p.name, p.kind, p.points, p.coupon_text, p.odds, p.stock,
        p.initial_stock, p.image_url,
        (select count(*)::int from lottery_plays l where l.tenant_id = p.tenant_id
          and l.prize_id = p.id) as won
      from lottery_prizes p where p.tenant_id = ${tenantId} and p.campaign_id = ${campaignId}
      order by p.sort_order, p.id`),
  );
  const [totals] = rowsOf<{ plays: number; players: number; winners: number }>(
    await db.execute(sql`select count(*)::int as plays,
        count(distinct customer_id)::int as players,
        (count(*) filter (where prize_id is not null))::int as winners
      from lottery_plays where tenant_id = ${tenantId} and campaign_id = ${campaignId}`),
  );
  const [checkIns] = rowsOf<{ plays: number; players: number; winners: number }>(
    await db.execute(sql`select count(*)::int as plays,
        count(distinct customer_id)::int as players,
        (count(*) filter (where reward_points > 0))::int as winners
      from check_in_entries where tenant_id = ${tenantId} and campaign_id = ${campaignId}`),
  );
  const counts = prizes.length > 0 ? totals : checkIns;
  return {
    token: game.token,
    eligibility: game.eligibility as GameConfig['eligibility'],
    tag_ids: game.tagIds,
    play_limit: game.playLimit,
    play_period: game.playPeriod as GameConfig['play_period'],
    check_in_mode: game.checkInMode as GameConfig['check_in_mode'],
    tiers: game.tiers,
    prizes: prizes.map((prize) => ({
      id: Number(prize.id),
      name: prize.name,
      kind: prize.kind,
      points: Number(prize.points),
      coupon_text: prize.coupon_text,
      odds: Number(prize.odds),
      stock: Number(prize.stock),
      initial_stock: Number(prize.initial_stock),
      image_url: prize.image_url,
      won: Number(prize.won),
    })),
    plays: Number(counts?.plays ?? 0),
    players: Number(counts?.players ?? 0),
    winners: Number(counts?.winners ?? 0),
  };
}
