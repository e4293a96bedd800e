// How an answer reads in the console, the CSV export and the summary: option labels instead
// of ids, stars for a score, the date part of a birthday. Stored with the submission so the
// collected data still reads right after the form is edited.
import type { FieldType, FormComponent, OptionsConfig } from './component-types';
import { OPTION_TYPES } from './component-types';
import { birthdayFromDateTime } from './date-rule';
import type { AnswerValue } from './submission';

export interface AnswerSnapshot {
  readonly field_name: string;
  readonly field_type: FieldType;
  readonly field_title: string;
  readonly value: AnswerValue;
  readonly display: string;
}

export function describeAnswer(component: FormComponent, value: AnswerValue): string {
  if (OPTION_TYPES.has(component.field_type)) {
    const labels = new Map(
      (component.field_config as OptionsConfig).options.map((option) => [option.id, option.label]),
    );
    const ids = Array.isArray(value) ? value : [String(value)];
    return ids.map((id) => labels.get(id) ?? id).join('、');
  }
  if (component.field_type === 'score') return `${String(value)}星`;
  if (component.field_type === 'birthday') return birthdayFromDateTime(String(value));
  return Array.isArray(value) ? value.join('、') : String(value);
}

/** Snapshots in form order, only for the components answered. */
export function snapshotAnswers(
  components: readonly FormComponent[],
  answers: Readonly<Record<string, AnswerValue>>,
): AnswerSnapshot[] {
  return components.flatMap((component) => {
    const value = answers[component.field_name];
    if (value === undefined) return [];
    return [
      {
        field_name: component.field_name,
        field_type: component.field_type,
        field_title: component.field_title,
        value,
        display: describeAnswer(component, value),
      },
    ];
  });
}
