// /marketing: the campaign's channel steps — channel, send day, content, goods or coupon.
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_SMS_MAX,
  type CampaignOptions,
  type CampaignStep,
} from '../../../../contract/marketing/marketing';
import { t } from '../../../lib/i18n/translate';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';

export function StepFields(props: {
  index: number;
  value: CampaignStep;
  goods: CampaignOptions['goods'];
  errors: Record<string, string>;
  onChange: (next: CampaignStep) => void;
}) {
  const { value, index, errors } = props;
  const set = (patch: Partial<CampaignStep>) => props.onChange({ ...value, ...patch });
  const error = (field: string) => errors[`steps.${index}.${field}`];
  return (
    <>
      <Box display="flex" flexDirection="column" gap="2">
        <FormField label={t('marketing.form.channel')} required>
          <SelectField
            value={value.channel}
            label={t('marketing.form.channel')}
            testId={`campaign-step-channel-${index}`}
            onChange={(channel) =>
              set({ channel: channel as CampaignStep['channel'], goods_id: undefined })
            }
            options={CAMPAIGN_CHANNELS.map((channel) => ({
              value: channel,
              label: t(`marketing.channel.${channel}`),
            }))}
          />
        </FormField>
        <FormField label={t('marketing.form.dayOffset')} required error={error('day_offset')}>
          <Input
            size="sm"
            type="number"
            min={0}
            max={365}
            value={value.day_offset}
            aria-label={t('marketing.form.dayOffset')}
            onChange={(event) => set({ day_offset: Number(event.currentTarget.value || 0) })}
          />
        </FormField>
      </Box>
      {value.channel === 'goods_card' && (
        <FormField label={t('marketing.form.goods')} required error={error('goods_id')}>
          <SelectField
            value={value.goods_id ?? ''}
            label={t('marketing.form.goods')}
            placeholder={t('marketing.form.pickGoods')}
            testId={`campaign-step-goods-${index}`}
            onChange={(id) => set({ goods_id: id ? Number(id) : undefined })}
            options={props.goods.map((goods) => ({
              value: goods.id,
              label: `${goods.name}（¥${goods.price}）`,
            }))}
          />
        </FormField>
      )}
      {value.channel === 'coupon' && (
        <FormField label={t('marketing.form.coupon')} required error={error('coupon_name')}>
          <Input
            size="sm"
            maxLength={30}
            value={value.coupon_name ?? ''}
            aria-label={t('marketing.form.coupon')}
            onChange={(event) => set({ coupon_name: event.currentTarget.value })}
          />
        </FormField>
      )}
      <FormField
        label={t('marketing.form.content')}
        required={['mass_send', 'moment', 'sms'].includes(value.channel)}
        error={error('content')}
        helper={value.channel === 'sms' ? `${value.content.length}/${CAMPAIGN_SMS_MAX}` : undefined}
      >
        <Textarea
          size="sm"
          rows={3}
          maxLength={value.channel === 'sms' ? CAMPAIGN_SMS_MAX + 10 : 1000}
          value={value.content}
          aria-label={t('marketing.form.content')}
          data-testid={`campaign-step-content-${index}`}
          onChange={(event) => set({ content: event.currentTarget.value })}
        />
      </FormField>
    </>
  );
}
