// /marketing: the campaign editor (a drawer) — validated by the contract's campaignBody on
// this side as on the server; errors shown by field in Chinese.
import { useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import {
  CAMPAIGN_GOALS,
  CAMPAIGN_STEPS_MAX,
  CAMPAIGN_TYPES,
  campaignBody,
  campaignList,
  campaignSave,
  type CampaignOptions,
  type CampaignRow,
  type CampaignStep,
} from '../../../../contract/marketing/marketing';
import { gameConfig, type GameBody } from '../../../../contract/marketing/marketing-game';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DateRangeInput } from '../../../ui/date-picker/date-range-input';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { SelectField } from '../../../ui/select-field/select-field';
import { StepFields } from './campaign-steps';
import { gameBodyOf, toPrizeBody, withType } from './game/game-draft';
import { DEFAULT_GAME, GameFormSection } from './game/game-form-section';
import {
  moveItem,
  RepeatableRows,
  withoutRowErrors,
} from '../../../ui/repeatable-rows/repeatable-rows';

const NEW_STEP: CampaignStep = { channel: 'mass_send', day_offset: 0, content: '' };

function initialDraft(campaign: CampaignRow | null, today: string) {
  return campaign
    ? {
        name: campaign.name,
        type: campaign.type,
        start_date: campaign.start_date,
        end_date: campaign.end_date,
        audience_id: campaign.audience_id,
        goal_metric: campaign.goal_metric,
        goal_value: String(campaign.goal_value),
        budget: campaign.budget,
        steps: [...campaign.steps],
        publish: campaign.status !== 'draft',
        game: DEFAULT_GAME as GameBody,
      }
    : {
        name: '',
        type: 'promotion' as const,
        start_date: today,
        end_date: today,
        audience_id: null as number | null,
        goal_metric: 'converted' as const,
        goal_value: '',
        budget: '0',
        steps: [NEW_STEP],
        publish: false,
        game: DEFAULT_GAME as GameBody,
      };
}

export function CampaignForm(props: {
  open: boolean;
  campaign: CampaignRow | null;
  options: CampaignOptions | undefined;
  today: string;
  onClose: () => void;
}) {
  const { campaign } = props;
  const uid = useId();
  const [draft, setDraft] = useState(() => initialDraft(campaign, props.today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation(campaignSave, { invalidates: [campaignList] });
  const isGame = draft.type === 'lottery' || draft.type === 'check_in';
  const saved = useEndpointQuery(
    gameConfig,
    { params: { id: campaign?.id ?? 0 } },
    { enabled: campaign !== null && isGame },
  );
  const savedGame = saved.data;
  const [loadedGame, setLoadedGame] = useState<typeof savedGame>(null);
  if (savedGame && savedGame !== loadedGame) {
    // the editor takes the saved rules once they arrive
    setLoadedGame(savedGame);
    setDraft((old) => ({ ...old, game: gameBodyOf(savedGame) }));
  }
  const setStep = (index: number, next: CampaignStep | null) => {
    const steps = [...draft.steps];
    if (next) steps[index] = next;
    else steps.splice(index, 1);
    setDraft({ ...draft, steps });
    // a changed step's old messages no longer apply
    setErrors(withoutRowErrors(`steps.${index}.`));
  };
  const submit = () => {
    const parsed = campaignBody.safeParse({
      ...(campaign ? { id: campaign.id } : {}),
      ...draft,
      game: isGame
        ? {
            ...draft.game,
            prizes: draft.type === 'lottery' ? draft.game.prizes.map(toPrizeBody) : [],
            tiers: draft.type === 'check_in' ? draft.game.tiers : [],
            tag_ids: draft.game.eligibility === 'tags' ? draft.game.tag_ids : [],
          }
        : undefined,
      goal_value: draft.goal_value === '' ? Number.NaN : Number(draft.goal_value),
      budget: draft.budget === '' ? 0 : Number(draft.budget),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String);
        const key =
          (path[0] === 'steps' && path.length > 2) || path[0] === 'game'
            ? path.join('.')
            : path[0]!;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(parsed.data.publish ? t('marketing.published') : t('marketing.saved'));
          props.onClose();
        },
      },
    );
  };
  return (
    <FormDrawer
      open={props.open}
      onClose={props.onClose}
      title={campaign ? t('marketing.edit') : t('marketing.create')}
      onSubmit={submit}
      submitting={save.isPending}
      size="lg"
      testId="campaign-form"
    >
      <Box display="flex" flexDirection="column" gap="4">
        <FormField
          label={t('marketing.form.name')}
          required
          error={errors.name}
          htmlFor={`${uid}-name`}
        >
          <Input
            id={`${uid}-name`}
            size="sm"
            maxLength={30}
            value={draft.name}
            data-testid="campaign-name"
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('marketing.form.type')} required>
          <SelectField
            value={draft.type}
            label={t('marketing.form.type')}
            testId="campaign-type"
            onChange={(type) => setDraft(withType(draft, type as typeof draft.type, NEW_STEP))}
            options={CAMPAIGN_TYPES.map((type) => ({
              value: type,
              label: t(`marketing.type.${type}`),
            }))}
          />
        </FormField>
        <FormField
          label={t('marketing.form.period')}
          required
          error={errors.end_date ?? errors.start_date}
        >
          <DateRangeInput
            value={{ from: draft.start_date, to: draft.end_date }}
            ariaLabel={t('marketing.form.period')}
            testId="campaign-period"
            onChange={(range) => setDraft({ ...draft, start_date: range.from, end_date: range.to })}
          />
        </FormField>
        <FormField
          label={t('marketing.form.audience')}
          helper={t('marketing.form.audienceHelp')}
          error={errors.audience_id}
        >
          <SelectField
            value={draft.audience_id ?? ''}
            label={t('marketing.form.audience')}
            placeholder={t('marketing.allCustomers')}
            testId="campaign-audience"
            onChange={(id) => setDraft({ ...draft, audience_id: id ? Number(id) : null })}
            options={(props.options?.audiences ?? []).map((audience) => ({
              value: audience.id,
              label: `${audience.name}（${audience.size}人）`,
            }))}
          />
        </FormField>
        <Box display="flex" flexDirection="column" gap="2">
          <FormField label={t('marketing.form.goal')} required>
            <SelectField
              value={draft.goal_metric}
              label={t('marketing.form.goal')}
              testId="campaign-goal"
              onChange={(goal) =>
                setDraft({ ...draft, goal_metric: goal as typeof draft.goal_metric })
              }
              options={CAMPAIGN_GOALS.map((goal) => ({
                value: goal,
                label: t(`marketing.goal.${goal}`),
              }))}
            />
          </FormField>
          <FormField label={t('marketing.form.goalValue')} required error={errors.goal_value}>
            <Input
              size="sm"
              inputMode="decimal"
              value={draft.goal_value}
              aria-label={t('marketing.form.goalValue')}
              data-testid="campaign-goal-value"
              onChange={(event) => setDraft({ ...draft, goal_value: event.currentTarget.value })}
            />
          </FormField>
          <FormField label={t('marketing.form.budget')} error={errors.budget}>
            <Input
              size="sm"
              inputMode="decimal"
              value={draft.budget}
              aria-label={t('marketing.form.budget')}
              data-testid="campaign-budget"
              onChange={(event) => setDraft({ ...draft, budget: event.currentTarget.value })}
            />
          </FormField>
        </Box>
        {isGame && (
          <GameFormSection
            type={draft.type as 'lottery' | 'check_in'}
            value={draft.game}
            errors={errors}
            onChange={(game) => setDraft({ ...draft, game })}
          />
        )}
        <FormField label={t('marketing.form.steps')} required={!isGame} error={errors.steps}>
          <RepeatableRows
            items={draft.steps}
            title={(n) => t('marketing.form.stepTitle', { n })}
            addLabel={t('marketing.form.addStep')}
            removeLabel={t('marketing.form.removeStep')}
            testId="campaign-step"
            addTestId="campaign-add-step"
            max={CAMPAIGN_STEPS_MAX}
            canRemove={draft.steps.length > 1 || isGame}
            onAdd={() => setDraft({ ...draft, steps: [...draft.steps, NEW_STEP] })}
            onRemove={(index) => setStep(index, null)}
            onMove={(from, to) => {
              setDraft({ ...draft, steps: moveItem(draft.steps, from, to) });
              setErrors(withoutRowErrors('steps.'));
            }}
            renderRow={(step, index) => (
              <StepFields
                index={index}
                value={step}
                goods={props.options?.goods ?? []}
                errors={errors}
                onChange={(next) => setStep(index, next)}
              />
            )}
          />
        </FormField>
        <Toggle
          checked={draft.publish}
          label={t('marketing.form.publish')}
          testId="campaign-publish"
          onChange={(publish) => setDraft({ ...draft, publish })}
        />
      </Box>
    </FormDrawer>
  );
}
