import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import {
  ATTRIBUTION_MODE_TITLES,
  LOCK_DAYS_MAX,
  ON_LEAVE,
  ON_LEAVE_TITLES,
  RESPONSIBLE_RULE_TITLES,
} from '../../../../contract/company/performance-rule';
import type {
  AttributionMode,
  ResponsibleRule,
} from '../../../../contract/company/performance-rule';
import { t } from '../../../lib/i18n/translate';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import '../../../lib/i18n/messages/company-performance-messages';

/** The form's draft: the lock window stays text while typed (digits only). */
export interface RuleDraft {
  attribution_mode: AttributionMode;
  assign_rule: ResponsibleRule;
  assign_fallback: ResponsibleRule;
  lock_days: string;
  on_leave: (typeof ON_LEAVE)[number];
}

const modes = ([110, 120] as const).map((value) => ({
  value,
  label: ATTRIBUTION_MODE_TITLES[value],
}));
const rules = ([10, 20] as const).map((value) => ({
  value,
  label: RESPONSIBLE_RULE_TITLES[value],
}));
const leaves = ON_LEAVE.map((value) => ({ value, label: ON_LEAVE_TITLES[value] }));

/** issue #22 /performance-rule: the five choices of a rule (default or a shop's override). */
export function RuleFields(props: {
  value: RuleDraft;
  onChange: (next: RuleDraft) => void;
  errors: Record<string, string>;
  idPrefix: string;
}) {
  const { value, onChange, errors, idPrefix } = props;
  const other = (rule: ResponsibleRule): ResponsibleRule => (rule === 10 ? 20 : 10);
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <FormField label={t('perf.field.mode')} helper={t('perf.field.modeHelp')} required>
        <SelectField
          label={t('perf.field.mode')}
          value={value.attribution_mode}
          options={modes}
          testId={`${idPrefix}-mode`}
          onChange={(next) =>
            onChange({ ...value, attribution_mode: Number(next) as AttributionMode })
          }
        />
      </FormField>
      <FormField label={t('perf.field.assign')} required>
        <SelectField
          label={t('perf.field.assign')}
          value={value.assign_rule}
          options={rules}
          testId={`${idPrefix}-assign`}
          onChange={(next) => {
            const rule = Number(next) as ResponsibleRule;
            onChange({ ...value, assign_rule: rule, assign_fallback: other(rule) });
          }}
        />
      </FormField>
      <FormField
        label={t('perf.field.fallback')}
        helper={t('perf.field.fallbackHelp')}
        error={errors.assign_fallback}
        required
      >
        <SelectField
          label={t('perf.field.fallback')}
          value={value.assign_fallback}
          options={rules}
          testId={`${idPrefix}-fallback`}
          onChange={(next) =>
            onChange({ ...value, assign_fallback: Number(next) as ResponsibleRule })
          }
        />
      </FormField>
      <FormField
        label={t('perf.field.lockDays')}
        helper={t('perf.field.lockHelp')}
        error={errors.lock_days}
        htmlFor={`${idPrefix}-lock`}
        required
      >
        <Input
          id={`${idPrefix}-lock`}
          size="sm"
          maxW="40"
          inputMode="numeric"
          maxLength={4}
          placeholder={`0-${LOCK_DAYS_MAX}`}
          value={value.lock_days}
          data-testid={`${idPrefix}-lock`}
          onChange={(event) =>
            onChange({ ...value, lock_days: event.currentTarget.value.replace(/\D/g, '') })
          }
        />
      </FormField>
      <FormField label={t('perf.field.onLeave')} required>
        <SelectField
          label={t('perf.field.onLeave')}
          value={value.on_leave}
          options={leaves}
          testId={`${idPrefix}-leave`}
          onChange={(next) =>
            onChange({ ...value, on_leave: next === 'none' ? 'none' : 'department' })
          }
        />
      </FormField>
    </Box>
  );
}

export function draftOf(rule: {
  attribution_mode: AttributionMode;
  assign_rule: ResponsibleRule;
  assign_fallback: ResponsibleRule;
  lock_days: number;
  on_leave: (typeof ON_LEAVE)[number];
}): RuleDraft {
  return { ...rule, lock_days: String(rule.lock_days) };
}

/** The body to validate: an empty lock window is sent as NaN so the contract names it. */
export function bodyOf(draft: RuleDraft) {
  return { ...draft, lock_days: draft.lock_days === '' ? Number.NaN : Number(draft.lock_days) };
}
