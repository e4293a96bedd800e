// /operation-plan: the plan editor — name, trigger (audience / tag / date) and steps,
// validated by the contract's planBody on this side as on the server.
import { useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import {
  PLAN_STEPS_MAX,
  planBody,
  planList,
  planSave,
  type PlanOptions,
  type PlanRow,
  type PlanStep,
  type PlanTrigger,
} from '../../../../contract/marketing/operation-plan';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DateInput } from '../../../ui/date-picker/date-input';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import { PlanStepFields } from './plan-step-editor';
import {
  moveItem,
  RepeatableRows,
  withoutRowErrors,
} from '../../../ui/repeatable-rows/repeatable-rows';

const NEW_STEP: PlanStep = { action: 'message', wait_days: 0, condition: 'all', content: '' };
type Kind = PlanTrigger['kind'];
interface TriggerDraft {
  kind: Kind;
  audience_id: number | null;
  tag_id: number | null;
  date: string;
}

function toTrigger(draft: TriggerDraft): unknown {
  if (draft.kind === 'audience') return { kind: 'audience', audience_id: draft.audience_id };
  if (draft.kind === 'tag') return { kind: 'tag', tag_id: draft.tag_id };
  return { kind: 'date', date: draft.date, audience_id: draft.audience_id };
}

export function PlanForm(props: {
  open: boolean;
  plan: PlanRow | null;
  options: PlanOptions | undefined;
  today: string;
  onClose: () => void;
}) {
  const { plan } = props;
  const uid = useId();
  const [name, setName] = useState(plan?.name ?? '');
  const [trigger, setTrigger] = useState<TriggerDraft>(() => ({
    kind: plan?.trigger.kind ?? 'audience',
    audience_id: plan && plan.trigger.kind !== 'tag' ? plan.trigger.audience_id : null,
    tag_id: plan?.trigger.kind === 'tag' ? plan.trigger.tag_id : null,
    date: plan?.trigger.kind === 'date' ? plan.trigger.date : props.today,
  }));
  const [steps, setSteps] = useState<PlanStep[]>(() => (plan ? [...plan.steps] : [NEW_STEP]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation(planSave, { invalidates: [planList] });
  const setStep = (index: number, next: PlanStep | null) => {
    const copy = [...steps];
    if (next) copy[index] = next;
    else copy.splice(index, 1);
    setSteps(copy);
    // a changed step's old messages no longer apply
    setErrors(withoutRowErrors(`steps.${index}.`));
  };
  const submit = () => {
    const parsed = planBody.safeParse({
      ...(plan ? { id: plan.id } : {}),
      name,
      trigger: toTrigger(trigger),
      steps,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String);
        next[path[0] === 'steps' && path.length > 2 ? path.join('.') : path[0]!] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('operationPlan.saved'));
          props.onClose();
        },
      },
    );
  };
  const audienceOptions = (props.options?.audiences ?? []).map((each) => ({
    value: each.id,
    label: `${each.name}（${each.size}人）`,
  }));
  return (
    <FormDrawer
      open={props.open}
      onClose={props.onClose}
      title={plan ? t('operationPlan.edit') : t('operationPlan.create')}
      onSubmit={submit}
      submitting={save.isPending}
      size="lg"
      testId="plan-form"
    >
      <Box display="flex" flexDirection="column" gap="4">
        <FormField
          label={t('operationPlan.form.name')}
          required
          error={errors.name}
          htmlFor={`${uid}-name`}
        >
          <Input
            id={`${uid}-name`}
            size="sm"
            maxLength={30}
            value={name}
            data-testid="plan-name"
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('operationPlan.form.trigger')} required error={errors.trigger}>
          <Box display="flex" flexDirection="column" gap="2">
            <SelectField
              value={trigger.kind}
              label={t('operationPlan.form.trigger')}
              testId="plan-trigger-kind"
              onChange={(kind) => setTrigger({ ...trigger, kind: kind as Kind })}
              options={(['audience', 'tag', 'date'] as const).map((kind) => ({
                value: kind,
                label: t(`operationPlan.trigger.${kind}`),
              }))}
            />
            {trigger.kind === 'date' && (
              <DateInput
                value={trigger.date}
                ariaLabel={t('operationPlan.form.date')}
                min={props.today}
                onChange={(date) => setTrigger({ ...trigger, date })}
              />
            )}
            {trigger.kind === 'tag' ? (
              <SelectField
                value={trigger.tag_id ?? ''}
                label={t('operationPlan.form.tag')}
                placeholder={t('operationPlan.form.tag')}
                testId="plan-trigger-tag"
                onChange={(id) => setTrigger({ ...trigger, tag_id: id ? Number(id) : null })}
                options={(props.options?.tags ?? []).map((tag) => ({
                  value: tag.id,
                  label: tag.name,
                }))}
              />
            ) : (
              <SelectField
                value={trigger.audience_id ?? ''}
                label={t('operationPlan.form.audience')}
                placeholder={
                  trigger.kind === 'date'
                    ? t('operationPlan.form.allCustomers')
                    : t('operationPlan.form.audience')
                }
                testId="plan-trigger-audience"
                onChange={(id) => setTrigger({ ...trigger, audience_id: id ? Number(id) : null })}
                options={audienceOptions}
              />
            )}
          </Box>
        </FormField>
        <FormField label={t('operationPlan.form.steps')} required error={errors.steps}>
          <RepeatableRows
            items={steps}
            title={(n) => t('operationPlan.form.step', { n })}
            addLabel={t('operationPlan.form.addStep')}
            removeLabel={t('operationPlan.form.removeStep')}
            testId="plan-step"
            addTestId="plan-add-step"
            max={PLAN_STEPS_MAX}
            canRemove={steps.length > 1}
            onAdd={() => setSteps([...steps, { ...NEW_STEP, wait_days: 1 }])}
            onRemove={(index) => setStep(index, null)}
            onMove={(from, to) => {
              setSteps(moveItem(steps, from, to));
              setErrors(withoutRowErrors('steps.'));
            }}
            renderRow={(step, index) => (
              <PlanStepFields
                index={index}
                value={step}
                tags={props.options?.tags ?? []}
                errors={errors}
                onChange={(next) => setStep(index, next)}
              />
            )}
          />
        </FormField>
      </Box>
    </FormDrawer>
  );
}
