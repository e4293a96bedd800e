// /marketing: the lottery / check-in rules inside the campaign editor — who may play, plays
// per person, the prizes (odds, stock) or the check-in reward tiers. Validated by the
// contract's gameBody (through campaignBody) on this side as on the server.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  CHECK_IN_MODES,
  GAME_ELIGIBILITY,
  PLAY_PERIODS,
  PRIZES_MAX,
  TIERS_MAX,
  type GameBody,
  type PrizeBody,
} from '../../../../../contract/marketing/marketing-game';
import { useTagGroupOptions } from '../../../../data/picker-options';
import { t } from '../../../../lib/i18n/translate';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { TagPicker } from '../../../../ui/pickers/tag-picker';
import { SelectField } from '../../../../ui/select-field/select-field';
import { PrizeFields } from './prize-editor';
import { RepeatableRows } from '../../../../ui/repeatable-rows/repeatable-rows';

export const NEW_PRIZE: PrizeBody = {
  name: '',
  kind: 'points',
  points: 10,
  coupon_text: '',
  odds: 10,
  stock: 100,
  image_url: '',
};

export const DEFAULT_GAME: GameBody = {
  eligibility: 'all',
  tag_ids: [],
  play_limit: 1,
  play_period: 'day',
  prizes: [NEW_PRIZE],
  check_in_mode: 'consecutive',
  tiers: [
    { days: 3, points: 10 },
    { days: 7, points: 30 },
  ],
};

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function GameFormSection(props: {
  type: 'lottery' | 'check_in';
  value: GameBody;
  errors: Record<string, string>;
  onChange: (next: GameBody) => void;
}) {
  const { value, errors, type } = props;
  const tagGroups = useTagGroupOptions();
  const set = (patch: Partial<GameBody>) => props.onChange({ ...value, ...patch });
  const setPrize = (index: number, next: PrizeBody | null) => {
    const prizes = [...value.prizes];
    if (next) prizes[index] = next;
    else prizes.splice(index, 1);
    set({ prizes });
  };
  const oddsTotal = value.prizes.reduce((sum, prize) => sum + (Number(prize.odds) || 0), 0);
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="game-section">
      <Text fontWeight="semibold">{t('marketing.game.rules')}</Text>
      <FormField label={t('marketing.game.eligibility')} required error={errors['game.tag_ids']}>
        <SelectField
          value={value.eligibility}
          label={t('marketing.game.eligibility')}
          testId="game-eligibility"
          onChange={(eligibility) => set({ eligibility: eligibility as GameBody['eligibility'] })}
          options={GAME_ELIGIBILITY.map((each) => ({
            value: each,
            label: t(`marketing.game.eligibility.${each}`),
          }))}
        />
      </FormField>
      {value.eligibility === 'tags' && (
        <TagPicker
          groups={tagGroups.data ?? []}
          value={value.tag_ids}
          onChange={(tag_ids) => set({ tag_ids })}
          ariaLabel={t('marketing.game.tags')}
          invalid={Boolean(errors['game.tag_ids'])}
        />
      )}
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="2">
        <FormField
          label={t('marketing.game.playLimit')}
          required
          error={errors['game.play_limit']}
          helper={type === 'check_in' ? t('marketing.game.checkInOnce') : undefined}
        >
          <Input
            size="sm"
            inputMode="numeric"
            value={Number.isNaN(value.play_limit) ? '' : String(value.play_limit)}
            aria-label={t('marketing.game.playLimit')}
            data-testid="game-play-limit"
            onChange={(event) => set({ play_limit: toNumber(event.currentTarget.value) })}
          />
        </FormField>
        <FormField label={t('marketing.game.playPeriod')} required>
          <SelectField
            value={value.play_period}
            label={t('marketing.game.playPeriod')}
            testId="game-play-period"
            onChange={(period) => set({ play_period: period as GameBody['play_period'] })}
            options={PLAY_PERIODS.map((each) => ({
              value: each,
              label: t(`marketing.game.period.${each}`),
            }))}
          />
        </FormField>
      </Box>
      {type === 'lottery' ? (
        <FormField
          label={t('marketing.game.prizes')}
          required
          error={errors['game.prizes']}
          helper={t('marketing.game.oddsTotal', {
            total: oddsTotal.toFixed(2),
            rest: Math.max(0, 100 - oddsTotal).toFixed(2),
          })}
        >
          <RepeatableRows
            items={value.prizes}
            title={(n) => t('marketing.game.prizeTitle', { n })}
            addLabel={t('marketing.game.addPrize')}
            removeLabel={t('marketing.game.removePrize')}
            testId="game-prize"
            addTestId="game-add-prize"
            max={PRIZES_MAX}
            canRemove={value.prizes.length > 1}
            onAdd={() => set({ prizes: [...value.prizes, { ...NEW_PRIZE, odds: 0 }] })}
            onRemove={(index) => setPrize(index, null)}
            renderRow={(prize, index) => (
              <PrizeFields
                index={index}
                value={prize}
                errors={errors}
                onChange={(next) => setPrize(index, next)}
              />
            )}
          />
        </FormField>
      ) : (
        <TierFields {...props} />
      )}
    </Box>
  );
}

function TierFields(props: {
  value: GameBody;
  errors: Record<string, string>;
  onChange: (next: GameBody) => void;
}) {
  const { value, errors } = props;
  const set = (patch: Partial<GameBody>) => props.onChange({ ...value, ...patch });
  const setTier = (index: number, patch: Partial<GameBody['tiers'][number]> | null) => {
    const tiers = [...value.tiers];
    if (patch) tiers[index] = { ...tiers[index]!, ...patch };
    else tiers.splice(index, 1);
    set({ tiers });
  };
  return (
    <>
      <FormField label={t('marketing.game.checkInMode')} required>
        <SelectField
          value={value.check_in_mode}
          label={t('marketing.game.checkInMode')}
          testId="game-check-in-mode"
          onChange={(mode) => set({ check_in_mode: mode as GameBody['check_in_mode'] })}
          options={CHECK_IN_MODES.map((each) => ({
            value: each,
            label: t(`marketing.game.mode.${each}`),
          }))}
        />
      </FormField>
      <FormField label={t('marketing.game.tiers')} required error={errors['game.tiers']}>
        <Box display="flex" flexDirection="column" gap="2">
          {value.tiers.map((tier, index) => (
            <Box key={index} display="flex" gap="2" alignItems="center" flexWrap="wrap">
              <Input
                size="sm"
                width="24"
                inputMode="numeric"
                value={Number.isNaN(tier.days) ? '' : String(tier.days)}
                aria-label={t('marketing.game.tierDays', { n: index + 1 })}
                onChange={(event) => setTier(index, { days: toNumber(event.currentTarget.value) })}
              />
              <Text fontSize="sm">{t('marketing.game.daysGet')}</Text>
              <Input
                size="sm"
                width="24"
                inputMode="numeric"
                value={Number.isNaN(tier.points) ? '' : String(tier.points)}
                aria-label={t('marketing.game.tierPoints', { n: index + 1 })}
                onChange={(event) =>
                  setTier(index, { points: toNumber(event.currentTarget.value) })
                }
              />
              <Text fontSize="sm">{t('marketing.game.points')}</Text>
              {value.tiers.length > 1 && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setTier(index, null)}
                >
                  {t('marketing.game.removeTier')}
                </Button>
              )}
            </Box>
          ))}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={value.tiers.length >= TIERS_MAX}
            onClick={() => set({ tiers: [...value.tiers, { days: 1, points: 1 }] })}
          >
            + {t('marketing.game.addTier')}
          </Button>
        </Box>
      </FormField>
    </>
  );
}
