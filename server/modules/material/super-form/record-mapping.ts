// Records for the console (form-data list, detail drawer, summary charts) and the export center.
import type {
  Behaviour,
  ComponentSummary,
  CustomerType,
  EffectStatus,
  EffectType,
  RecordDetail,
  RecordListItem,
  SubmissionEffect,
} from '../../../../contract/material/super-form/api-types';
import {
  BEHAVIOUR_LABELS,
  CUSTOMER_TYPE_LABELS,
} from '../../../../contract/material/super-form/api-types';
import type {
  FormComponent,
  OptionsConfig,
} from '../../../../contract/material/super-form/component-types';
import {
  isAnswerable,
  OPTION_TYPES,
} from '../../../../contract/material/super-form/component-types';
import { msToChinaDateTime } from '../../../../contract/material/super-form/date-rule';
import type { superformEffects } from '../../../db/schema/superform';
import type { AnswerCount, RecordRow } from './record-queries';

type EffectRow = typeof superformEffects.$inferSelect;

export function rowToRecord(row: RecordRow): RecordListItem {
  return {
    id: row.id,
    behaviour: row.behaviour as Behaviour,
    customer_type: row.customerType as CustomerType,
    customer_name: row.customerName,
    phone: row.phone,
    created_at: msToChinaDateTime(row.createdAt.getTime()),
    answers: row.answers,
  };
}

export function rowToEffect(row: EffectRow): SubmissionEffect {
  return {
    id: row.id,
    effect_type: row.effectType as EffectType,
    status: row.status as EffectStatus,
    summary: row.summary,
    created_at: msToChinaDateTime(row.createdAt.getTime()),
  };
}

export function toRecordDetail(row: RecordRow, effects: readonly EffectRow[]): RecordDetail {
  return { ...rowToRecord(row), form_id: row.formId, effects: effects.map(rowToEffect) };
}

/** Chart data per choice and score component, in form order, every option listed. */
export function buildSummary(
  components: readonly FormComponent[],
  counts: {
    choices: readonly AnswerCount[];
    answered: readonly { field_name: string; count: number }[];
  },
): ComponentSummary[] {
  const byField = new Map<string, Map<string, number>>();
  for (const row of counts.choices) {
    const perAnswer = byField.get(row.field_name) ?? new Map<string, number>();
    perAnswer.set(row.answer, row.count);
    byField.set(row.field_name, perAnswer);
  }
  const answered = new Map(counts.answered.map((row) => [row.field_name, row.count]));
  return components.flatMap((component): ComponentSummary[] => {
    const perAnswer = byField.get(component.field_name) ?? new Map<string, number>();
    let items: { label: string; count: number }[];
    if (OPTION_TYPES.has(component.field_type)) {
      items = (component.field_config as OptionsConfig).options.map((option) => ({
        label: option.label,
        count: perAnswer.get(option.id) ?? 0,
      }));
    } else if (component.field_type === 'score') {
      items = Array.from({ length: component.field_config.max_score }, (_, index) => ({
        label: `${index + 1}星`,
        count: perAnswer.get(String(index + 1)) ?? 0,
      }));
    } else {
      return [];
    }
    return [
      {
        field_name: component.field_name,
        field_title: component.field_title,
        field_type: component.field_type,
        answered: answered.get(component.field_name) ?? 0,
        items,
      },
    ];
  });
}

/** The export's column of a question: after the fixed columns (export center, issue #7). */
export const questionKey = (fieldName: string) => `q_${fieldName}`;

/** One column per question of the form, in form order, titled as the form asks it. */
export function questionColumns(components: readonly FormComponent[]) {
  return components
    .filter((component) => isAnswerable(component.field_type))
    .map((question) => ({ key: questionKey(question.field_name), label: question.field_title }));
}

/** A record as a file row: the fixed columns, then each answer under its question's key. */
export function recordExportRow(row: RecordRow): Record<string, string | number> {
  return {
    id: row.id,
    behaviour: BEHAVIOUR_LABELS[row.behaviour as Behaviour] ?? String(row.behaviour),
    customer_type:
      CUSTOMER_TYPE_LABELS[row.customerType as CustomerType] ?? String(row.customerType),
    customer: row.customerName || '访客',
    phone: row.phone,
    created_at: msToChinaDateTime(row.createdAt.getTime()),
    ...Object.fromEntries(
      row.answers.map((answer) => [questionKey(answer.field_name), answer.display]),
    ),
  };
}
