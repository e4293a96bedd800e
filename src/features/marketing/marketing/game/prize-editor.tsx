// /marketing: one prize of a lottery — name, kind (points / coupon / physical), odds in %,
// stock, and an optional image address.
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { PRIZE_KINDS, type PrizeBody } from '../../../../../contract/marketing/marketing-game';
import { t } from '../../../../lib/i18n/translate';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { SelectField } from '../../../../ui/select-field/select-field';

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const shown = (value: number) => (Number.isNaN(value) ? '' : String(value));

export function PrizeFields(props: {
  index: number;
  value: PrizeBody;
  errors: Record<string, string>;
  onChange: (next: PrizeBody) => void;
}) {
  const { value, index, errors } = props;
  const set = (patch: Partial<PrizeBody>) => props.onChange({ ...value, ...patch });
  const error = (field: string) => errors[`game.prizes.${index}.${field}`];
  return (
    <>
      <Box display="flex" flexDirection="column" gap="2">
        <FormField label={t('marketing.game.prizeName')} required error={error('name')}>
          <Input
            size="sm"
            maxLength={20}
            value={value.name}
            aria-label={t('marketing.game.prizeName')}
            data-testid={`prize-name-${index}`}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('marketing.game.prizeKind')} required>
          <SelectField
            value={value.kind}
            label={t('marketing.game.prizeKind')}
            testId={`prize-kind-${index}`}
            onChange={(kind) => set({ kind: kind as PrizeBody['kind'] })}
            options={PRIZE_KINDS.map((kind) => ({
              value: kind,
              label: t(`marketing.game.kind.${kind}`),
            }))}
          />
        </FormField>
        <FormField label={t('marketing.game.odds')} required error={error('odds')}>
          <Input
            size="sm"
            inputMode="decimal"
            value={shown(value.odds)}
            aria-label={t('marketing.game.odds')}
            data-testid={`prize-odds-${index}`}
            onChange={(event) => set({ odds: toNumber(event.currentTarget.value) })}
          />
        </FormField>
        <FormField label={t('marketing.game.stock')} required error={error('stock')}>
          <Input
            size="sm"
            inputMode="numeric"
            value={shown(value.stock)}
            aria-label={t('marketing.game.stock')}
            data-testid={`prize-stock-${index}`}
            onChange={(event) => set({ stock: toNumber(event.currentTarget.value) })}
          />
        </FormField>
        {value.kind === 'points' && (
          <FormField label={t('marketing.game.prizePoints')} required error={error('points')}>
            <Input
              size="sm"
              inputMode="numeric"
              value={shown(value.points)}
              aria-label={t('marketing.game.prizePoints')}
              data-testid={`prize-points-${index}`}
              onChange={(event) => set({ points: toNumber(event.currentTarget.value) })}
            />
          </FormField>
        )}
        {value.kind === 'coupon' && (
          <FormField label={t('marketing.game.coupon')} required error={error('coupon_text')}>
            <Input
              size="sm"
              maxLength={40}
              value={value.coupon_text}
              aria-label={t('marketing.game.coupon')}
              onChange={(event) => set({ coupon_text: event.currentTarget.value })}
            />
          </FormField>
        )}
        <FormField label={t('marketing.game.image')} error={error('image_url')}>
          <Input
            size="sm"
            maxLength={500}
            placeholder="https://"
            value={value.image_url}
            aria-label={t('marketing.game.image')}
            onChange={(event) => set({ image_url: event.currentTarget.value.trim() })}
          />
        </FormField>
      </Box>
    </>
  );
}
