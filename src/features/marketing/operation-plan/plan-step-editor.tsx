// /operation-plan: one step of the journey — wait, condition (with its tag), action and its
// content, tag or coupon.
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  PLAN_ACTIONS,
  PLAN_CONDITIONS,
  type PlanOptions,
  type PlanStep,
} from '../../../../contract/marketing/operation-plan';
import { t } from '../../../lib/i18n/translate';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';

export function PlanStepFields(props: {
  index: number;
  value: PlanStep;
  tags: PlanOptions['tags'];
  errors: Record<string, string>;
  onChange: (next: PlanStep) => void;
}) {
  const { value, index, errors } = props;
  const set = (patch: Partial<PlanStep>) => props.onChange({ ...value, ...patch });
  const error = (field: string) => errors[`steps.${index}.${field}`];
  const tagOptions = props.tags.map((tag) => ({ value: tag.id, label: tag.name }));
  return (
    <>
      <Box display="flex" flexDirection="column" gap="2">
        <FormField label={t('operationPlan.form.wait')} required error={error('wait_days')}>
          <Input
            size="sm"
            type="number"
            min={0}
            max={90}
            value={value.wait_days}
            aria-label={t('operationPlan.form.wait')}
            data-testid={`plan-step-wait-${index}`}
            onChange={(event) => set({ wait_days: Number(event.currentTarget.value || 0) })}
          />
        </FormField>
        <FormField label={t('operationPlan.form.condition')} required>
          <SelectField
            value={value.condition}
            label={t('operationPlan.form.condition')}
            testId={`plan-step-condition-${index}`}
            onChange={(condition) => set({ condition: condition as PlanStep['condition'] })}
            options={PLAN_CONDITIONS.map((each) => ({
              value: each,
              label: t(`operationPlan.condition.${each}`),
            }))}
          />
        </FormField>
        <FormField label={t('operationPlan.form.action')} required>
          <SelectField
            value={value.action}
            label={t('operationPlan.form.action')}
            testId={`plan-step-action-${index}`}
            onChange={(action) => set({ action: action as PlanStep['action'] })}
            options={PLAN_ACTIONS.map((each) => ({
              value: each,
              label: t(`operationPlan.actionType.${each}`),
            }))}
          />
        </FormField>
      </Box>
      {value.condition === 'has_tag' && (
        <FormField
          label={t('operationPlan.form.conditionTag')}
          required
          error={error('condition_tag_id')}
        >
          <SelectField
            value={value.condition_tag_id ?? ''}
            label={t('operationPlan.form.conditionTag')}
            placeholder={t('operationPlan.form.pickTag')}
            onChange={(id) => set({ condition_tag_id: id ? Number(id) : undefined })}
            options={tagOptions}
          />
        </FormField>
      )}
      {value.action === 'add_tag' && (
        <FormField label={t('operationPlan.form.stepTag')} required error={error('tag_id')}>
          <SelectField
            value={value.tag_id ?? ''}
            label={t('operationPlan.form.stepTag')}
            placeholder={t('operationPlan.form.pickTag')}
            testId={`plan-step-tag-${index}`}
            onChange={(id) => set({ tag_id: id ? Number(id) : undefined })}
            options={tagOptions}
          />
        </FormField>
      )}
      {value.action === 'coupon' && (
        <FormField label={t('operationPlan.form.coupon')} required error={error('coupon_name')}>
          <Input
            size="sm"
            maxLength={30}
            value={value.coupon_name ?? ''}
            aria-label={t('operationPlan.form.coupon')}
            onChange={(event) => set({ coupon_name: event.currentTarget.value })}
          />
        </FormField>
      )}
      {(value.action === 'message' || value.action === 'sms') && (
        <FormField label={t('operationPlan.form.content')} required error={error('content')}>
          <Textarea
            size="sm"
            rows={2}
            maxLength={1000}
            value={value.content}
            aria-label={t('operationPlan.form.content')}
            data-testid={`plan-step-content-${index}`}
            onChange={(event) => set({ content: event.currentTarget.value })}
          />
        </FormField>
      )}
    </>
  );
}
