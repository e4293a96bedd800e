import { useEffect, useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  AUDIENCE_CONDITIONS_MAX,
  audienceBody,
  audienceList,
  audienceOptions,
  audiencePreview,
  audienceSave,
  type AudienceRow,
} from '../../../../contract/marketing/admp-strategy';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { useTagGroupOptions } from '../../../data/picker-options';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import { ConditionRow, emptyCondition, type ConditionDraft } from './condition-row';
import type { AudienceOptions } from './condition-summary';

interface Draft {
  name: string;
  logic: 'and' | 'or';
  refresh: 1 | 2;
  conditions: ConditionDraft[];
}

/** issue #20 the audience editor: conditions combined with AND/OR, a live size estimate. */
export function AudienceForm(props: {
  open: boolean;
  audience: AudienceRow | null;
  options: AudienceOptions | undefined;
  onClose: () => void;
}) {
  const { audience } = props;
  // ids unique per instance: a closing drawer may still be in the page while the next opens
  const uid = useId();
  const tagGroups = useTagGroupOptions();
  const [draft, setDraft] = useState<Draft>(() =>
    audience
      ? {
          name: audience.name,
          logic: audience.logic,
          refresh: audience.refresh,
          conditions: [...audience.conditions],
        }
      : { name: '', logic: 'and', refresh: 2, conditions: [emptyCondition('tag')] },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation(audienceSave, { invalidates: [audienceList, audienceOptions] });
  const preview = useEndpointMutation(audiencePreview, { request: {} });
  const previewConditions = JSON.stringify([draft.logic, draft.conditions]);
  const { mutate: runPreview } = preview;
  // the size estimate follows the conditions (debounced; only a complete set is counted)
  useEffect(() => {
    if (!props.open) return;
    const [logic, conditions] = JSON.parse(previewConditions) as [Draft['logic'], ConditionDraft[]];
    const parsed = audienceBody.shape.conditions.safeParse(conditions);
    if (!parsed.success) return;
    const timer = setTimeout(
      () =>
        runPreview({
          body: { logic, conditions: parsed.data, ...(audience ? { id: audience.id } : {}) },
        }),
      400,
    );
    return () => clearTimeout(timer);
  }, [previewConditions, props.open, runPreview, audience]);
  const setCondition = (index: number, next: ConditionDraft | null) => {
    const conditions = [...draft.conditions];
    if (next) conditions[index] = next;
    else conditions.splice(index, 1);
    setDraft({ ...draft, conditions });
  };
  const submit = () => {
    const parsed = audienceBody.safeParse({ ...(audience ? { id: audience.id } : {}), ...draft });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('audience.saved'));
          props.onClose();
        },
      },
    );
  };
  return (
    <FormDrawer
      open={props.open}
      onClose={props.onClose}
      title={audience ? t('audience.edit') : t('audience.create')}
      onSubmit={submit}
      submitting={save.isPending}
      size="lg"
      testId="audience-form"
    >
      <Box display="flex" flexDirection="column" gap="4">
        <FormField
          label={t('audience.form.name')}
          required
          error={errors.name}
          htmlFor={`${uid}-name`}
        >
          <Input
            id={`${uid}-name`}
            size="sm"
            maxLength={30}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('audience.form.logic')} required>
          <SelectField
            value={draft.logic}
            label={t('audience.form.logic')}
            testId="audience-logic"
            onChange={(logic) => setDraft({ ...draft, logic: logic === 'or' ? 'or' : 'and' })}
            options={[
              { value: 'and', label: t('audience.logic.and') },
              { value: 'or', label: t('audience.logic.or') },
            ]}
          />
        </FormField>
        <FormField label={t('audience.form.conditions')} required error={errors.conditions}>
          <Box display="flex" flexDirection="column" gap="2">
            {draft.conditions.map((condition, index) => (
              <ConditionRow
                key={index}
                index={index}
                value={condition}
                options={props.options}
                tagGroups={tagGroups.data ?? []}
                selfId={audience?.id}
                onChange={(next) => setCondition(index, next)}
                onRemove={() => setCondition(index, null)}
              />
            ))}
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              disabled={draft.conditions.length >= AUDIENCE_CONDITIONS_MAX}
              onClick={() =>
                setDraft({ ...draft, conditions: [...draft.conditions, emptyCondition('tag')] })
              }
              data-testid="audience-add-condition"
            >
              + {t('audience.form.add')}
            </Button>
          </Box>
        </FormField>
        <FormField label={t('audience.form.refresh')} required>
          <SelectField
            value={draft.refresh}
            label={t('audience.form.refresh')}
            onChange={(refresh) => setDraft({ ...draft, refresh: refresh === '1' ? 1 : 2 })}
            options={([1, 2] as const).map((each) => ({
              value: each,
              label: t(`audience.refresh.${each}`),
            }))}
          />
        </FormField>
        <FormField label={t('audience.form.preview')}>
          <Text
            fontSize="lg"
            fontWeight="semibold"
            color="blue.700"
            pt="1"
            data-testid="audience-preview"
            aria-live="polite"
          >
            {preview.isPending
              ? t('audience.form.previewing')
              : preview.data
                ? t('audience.form.previewValue', { n: preview.data.size })
                : '-'}
          </Text>
        </FormField>
      </Box>
    </FormDrawer>
  );
}
