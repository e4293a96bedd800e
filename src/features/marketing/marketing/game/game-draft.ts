// /marketing: the editor's draft of a game campaign — switching to a lottery / check-in drops
// an untouched empty first step (a game needs none) and brings it back when switching away;
// the saved rules become a draft again; a prize sends only its kind's fields.
import type { CampaignStep, CampaignType } from '../../../../../contract/marketing/marketing';
import type { GameBody, GameConfig } from '../../../../../contract/marketing/marketing-game';

const GAME_TYPES: readonly string[] = ['lottery', 'check_in'];

export function withType<D extends { type: CampaignType; steps: CampaignStep[] }>(
  draft: D,
  type: CampaignType,
  newStep: CampaignStep,
): D {
  const untouched = draft.steps.every((step) => step.content === '' && !step.goods_id);
  if (GAME_TYPES.includes(type) && untouched) return { ...draft, type, steps: [] };
  if (!GAME_TYPES.includes(type) && draft.steps.length === 0)
    return { ...draft, type, steps: [newStep] };
  return { ...draft, type };
}

export const toPrizeBody = (prize: GameBody['prizes'][number]): GameBody['prizes'][number] => ({
  name: prize.name,
  kind: prize.kind,
  points: prize.kind === 'points' ? prize.points : 0,
  coupon_text: prize.kind === 'coupon' ? prize.coupon_text : '',
  odds: prize.odds,
  stock: prize.stock,
  image_url: prize.image_url,
});

export const gameBodyOf = (game: GameConfig): GameBody => ({
  eligibility: game.eligibility,
  tag_ids: [...game.tag_ids],
  play_limit: game.play_limit,
  play_period: game.play_period,
  prizes: game.prizes.map(toPrizeBody),
  check_in_mode: game.check_in_mode,
  tiers: game.tiers.map((tier) => ({ ...tier })),
});
