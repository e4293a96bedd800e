import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { PointsRule } from '../../../../../contract/marketing/order-points';
import { validate } from '../../../../../contract/validation';
import {
  pointsForAmount,
  pointsRuleSchema,
} from '../../../../../contract/marketing/order-points/member-rules';
import type { PointsRuleInput } from '../../../../../contract/marketing/order-points/member-rules';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { FormDrawer } from '../../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { useContractForm } from '../../../../ui/form-drawer/use-contract-form';
import { usePointsRule } from '../api/points-rule-query';
import { useSaveRule } from '../api/save-rule-mutation';
import { SelectInput } from '../shared/form-controls';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import {
  assignOptions,
  earnStatusOptions,
  label,
  roundingOptions,
  validityOptions,
} from '../shared/member-labels';
import '../../../../lib/i18n/messages/member-messages';

const EXAMPLE_AMOUNT = '128.80';

function toInput(rule: PointsRule): PointsRuleInput {
  return {
    platform_type: rule.platform_type,
    status: rule.status,
    amount_per_point: rule.amount_per_point,
    earn_status: rule.earn_status,
    rounding: rule.rounding,
    validity_type: rule.validity_type,
    validity_days: rule.validity_days ?? '',
    assign_rule: rule.assign_rule,
    assign_fallback: rule.assign_fallback,
  };
}

/** What the example order would earn under the rule being edited, when the rule is valid. */
function preview(values: PointsRuleInput): string | null {
  const checked = validate(pointsRuleSchema, values);
  if (!checked.ok) return null;
  return pointsForAmount(EXAMPLE_AMOUNT, checked.data);
}

/** issue #8 rule form: amount per point (> 0, 2 decimals), earning status, rounding, validity
 * and the responsible-employee rule with its fallback (spec §3 10/20). */
export function RuleDrawer(props: { platformType: number | null; onClose: () => void }) {
  const rule = usePointsRule(props.platformType);
  const save = useSaveRule();
  const form = useContractForm(pointsRuleSchema, { platform_type: 0 } as PointsRuleInput);
  const [loaded, setLoaded] = useState<PointsRule | undefined>(undefined);
  const data = rule.data?.platform_type === props.platformType ? rule.data : undefined;
  if (data && data !== loaded) {
    setLoaded(data);
    form.reset(toInput(data));
  }
  const ready = data !== undefined && loaded === data;
  const values = form.values;
  const number = (value: string) => Number(value);
  const example = ready ? preview(values) : null;

  const close = () => {
    setLoaded(undefined); // reopening starts from the saved rule, not an abandoned edit
    props.onClose();
  };

  const submit = () => {
    const body = form.validate();
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('member.rules.saved'));
        close();
      },
      onError: form.showServerError,
    });
  };

  return (
    <FormDrawer
      open={props.platformType !== null}
      onClose={close}
      title={t('member.rules.formTitle', { platform: label('platform', props.platformType ?? 0) })}
      onSubmit={ready ? submit : undefined}
      submitting={save.isPending}
      testId="rule-drawer"
    >
      {!ready ? (
        rule.isError ? (
          <Text color="fg.muted">{t('member.rules.loadFailed')}</Text>
        ) : (
          <Spinner />
        )
      ) : (
        <Box display="flex" flexDirection="column" gap="5">
          <FormField label={t('member.rules.status')} helper={t('member.rules.statusHint')}>
            <Toggle
              checked={values.status === 1}
              onChange={(on) => form.set('status', on ? 1 : 0)}
              label={on(values.status)}
              testId="rule-status"
            />
          </FormField>
          <FormField
            label={t('member.rules.amount')}
            required
            htmlFor="rule-amount"
            error={form.errors.amount_per_point}
            helper={
              example
                ? t('member.rules.preview', { amount: EXAMPLE_AMOUNT, points: example })
                : t('member.rules.amountHint')
            }
          >
            <Input
              id="rule-amount"
              size="sm"
              maxW="48"
              inputMode="decimal"
              value={String(values.amount_per_point ?? '')}
              onChange={(event) => form.set('amount_per_point', event.currentTarget.value)}
              data-testid="rule-amount"
            />
          </FormField>
          <FormField label={t('member.rules.earnStatus')} htmlFor="rule-earn">
            <SelectInput
              id="rule-earn"
              value={String(values.earn_status)}
              onChange={(value) => form.set('earn_status', number(value))}
              options={earnStatusOptions()}
              testId="rule-earn-status"
            />
          </FormField>
          <FormField label={t('member.rules.rounding')} htmlFor="rule-rounding">
            <SelectInput
              id="rule-rounding"
              value={String(values.rounding)}
              onChange={(value) => form.set('rounding', number(value))}
              options={roundingOptions()}
              testId="rule-rounding"
            />
          </FormField>
          <FormField label={t('member.rules.validity')} htmlFor="rule-validity">
            <SelectInput
              id="rule-validity"
              value={String(values.validity_type)}
              onChange={(value) => form.set('validity_type', number(value))}
              options={validityOptions()}
              testId="rule-validity"
            />
          </FormField>
          {Number(values.validity_type) === 2 ? (
            <FormField
              label={t('member.rules.days')}
              required
              htmlFor="rule-days"
              error={form.errors.validity_days}
            >
              <Input
                id="rule-days"
                size="sm"
                maxW="32"
                inputMode="numeric"
                value={String(values.validity_days ?? '')}
                onChange={(event) => form.set('validity_days', event.currentTarget.value)}
                data-testid="rule-days"
              />
            </FormField>
          ) : null}
          <FormField label={t('member.rules.assignRule')} htmlFor="rule-assign">
            <SelectInput
              id="rule-assign"
              value={String(values.assign_rule)}
              onChange={(value) => form.set('assign_rule', number(value))}
              options={assignOptions()}
            />
          </FormField>
          <FormField label={t('member.rules.assignFallback')} htmlFor="rule-fallback">
            <SelectInput
              id="rule-fallback"
              value={String(values.assign_fallback)}
              onChange={(value) => form.set('assign_fallback', number(value))}
              options={assignOptions()}
            />
          </FormField>
        </Box>
      )}
    </FormDrawer>
  );
}

const on = (status: unknown) =>
  status === 1 ? t('member.rules.enabled') : t('member.rules.disabled');
