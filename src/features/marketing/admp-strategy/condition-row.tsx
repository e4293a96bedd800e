import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  AUDIENCE_BEHAVIOURS,
  type AudienceCondition,
} from '../../../../contract/marketing/admp-strategy';
import { t } from '../../../lib/i18n/translate';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import type { PickerTagGroup } from '../../../ui/pickers/picker-types';
import { SelectField } from '../../../ui/select-field/select-field';
import type { AudienceOptions } from './condition-summary';

export const CONDITION_KINDS = [
  'tag',
  'attribute',
  'custom_field',
  'behaviour',
  'audience',
  'group',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

/** A condition being edited: ids may still be 0 (not picked) until saved. */
export type ConditionDraft = AudienceCondition;

export function emptyCondition(kind: ConditionKind): ConditionDraft {
  switch (kind) {
    case 'tag':
      return { kind, tag_ids: [] };
    case 'attribute':
      return { kind, attribute: 'gender', value: 2 };
    case 'custom_field':
      return { kind, field_id: 0, value: '' };
    case 'behaviour':
      return { kind, behaviour: 'radar_opened', days: 30 };
    case 'audience':
      return { kind, audience_id: 0 };
    case 'group':
      return { kind, group_id: 0 };
  }
}

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 9);

/** One condition: its kind, then the inputs that kind needs. */
export function ConditionRow(props: {
  index: number;
  value: ConditionDraft;
  onChange: (next: ConditionDraft) => void;
  onRemove: () => void;
  options: AudienceOptions | undefined;
  tagGroups: readonly PickerTagGroup[];
  selfId?: number;
  error?: string;
}) {
  const { value, onChange, options } = props;
  const label = (text: string) => `${t('audience.form.conditions')} ${props.index + 1} ${text}`;
  return (
    <Box
      borderWidth="1px"
      borderColor={props.error ? 'red.500' : 'border'}
      borderRadius="md"
      p="3"
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="center"
      data-testid="audience-condition"
    >
      <Box width={{ base: 'full', sm: '36' }}>
        <SelectField
          value={value.kind}
          label={label(t('audience.form.kind'))}
          testId="condition-kind"
          onChange={(kind) => onChange(emptyCondition(kind as ConditionKind))}
          options={CONDITION_KINDS.map((kind) => ({
            value: kind,
            label: t(`audience.kind.${kind}`),
          }))}
        />
      </Box>
      <Box flex="1" minW="48" display="flex" gap="2" flexWrap="wrap">
        {value.kind === 'tag' ? (
          <Box flex="1" minW="48">
            <TagPicker
              groups={props.tagGroups}
              value={value.tag_ids}
              onChange={(tag_ids) => onChange({ ...value, tag_ids })}
              placeholder={t('audience.form.pickTags')}
              ariaLabel={label(t('audience.kind.tag'))}
              testId="condition-tags"
            />
          </Box>
        ) : null}
        {value.kind === 'attribute' ? (
          <>
            <SelectField
              width="32"
              value={value.attribute}
              label={label(t('audience.kind.attribute'))}
              onChange={(attribute) =>
                onChange({
                  ...value,
                  attribute: attribute === 'customer_type' ? 'customer_type' : 'gender',
                  value: attribute === 'customer_type' ? 1 : 2,
                })
              }
              options={[
                { value: 'gender', label: t('audience.attr.gender') },
                { value: 'customer_type', label: t('audience.attr.customer_type') },
              ]}
            />
            <SelectField
              width="36"
              value={value.value}
              label={label(t('audience.form.value'))}
              onChange={(next) => onChange({ ...value, value: Number(next) })}
              options={
                value.attribute === 'gender'
                  ? ([0, 1, 2] as const).map((each) => ({
                      value: each,
                      label: t(`audience.gender.${each}`),
                    }))
                  : ([1, 2] as const).map((each) => ({
                      value: each,
                      label: t(`audience.ctype.${each}`),
                    }))
              }
            />
          </>
        ) : null}
        {value.kind === 'custom_field' ? (
          <>
            <SelectField
              width="40"
              value={value.field_id || ''}
              label={label(t('audience.form.field'))}
              placeholder={t('audience.form.pickField')}
              onChange={(field) => onChange({ ...value, field_id: Number(field) })}
              options={(options?.fields ?? []).map((field) => ({
                value: field.id,
                label: field.name,
              }))}
            />
            <Input
              size="sm"
              width="40"
              value={value.value}
              placeholder={t('audience.form.value')}
              aria-label={label(t('audience.form.value'))}
              onChange={(event) => onChange({ ...value, value: event.currentTarget.value })}
            />
          </>
        ) : null}
        {value.kind === 'behaviour' ? (
          <>
            <SelectField
              width="44"
              value={value.behaviour}
              label={label(t('audience.kind.behaviour'))}
              testId="condition-behaviour"
              onChange={(behaviour) => {
                const next =
                  AUDIENCE_BEHAVIOURS.find((each) => each === behaviour) ?? 'radar_opened';
                onChange(
                  next === 'points'
                    ? { kind: 'behaviour', behaviour: next, min: 100 }
                    : { kind: 'behaviour', behaviour: next, days: 30 },
                );
              }}
              options={AUDIENCE_BEHAVIOURS.map((each) => ({
                value: each,
                label: t(`audience.behaviour.${each}`),
              }))}
            />
            {value.behaviour === 'points' ? (
              <Input
                size="sm"
                width="28"
                inputMode="numeric"
                value={String(value.min ?? '')}
                aria-label={label(t('audience.form.min'))}
                onChange={(event) =>
                  onChange({ ...value, min: Number(digits(event.currentTarget.value) || 0) })
                }
              />
            ) : (
              <SelectField
                width="32"
                value={value.days ?? ''}
                label={label(t('audience.form.days'))}
                placeholder={t('audience.form.daysAll')}
                onChange={(days) => onChange({ ...value, days: days ? Number(days) : undefined })}
                options={[7, 30, 90, 180].map((days) => ({
                  value: days,
                  label: t('audience.summary.days', { n: days }),
                }))}
              />
            )}
          </>
        ) : null}
        {value.kind === 'audience' ? (
          <SelectField
            width="48"
            value={value.audience_id || ''}
            label={label(t('audience.kind.audience'))}
            placeholder={t('audience.form.pickAudience')}
            onChange={(id) => onChange({ ...value, audience_id: Number(id) })}
            options={(options?.audiences ?? [])
              .filter((each) => each.id !== props.selfId)
              .map((each) => ({ value: each.id, label: each.name }))}
          />
        ) : null}
        {value.kind === 'group' ? (
          <SelectField
            width="48"
            value={value.group_id || ''}
            label={label(t('audience.kind.group'))}
            placeholder={t('audience.form.pickGroup')}
            onChange={(id) => onChange({ ...value, group_id: Number(id) })}
            options={(options?.groups ?? []).map((each) => ({ value: each.id, label: each.name }))}
          />
        ) : null}
      </Box>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        onClick={props.onRemove}
        aria-label={label(t('audience.form.remove'))}
      >
        {t('audience.form.remove')}
      </Button>
    </Box>
  );
}
