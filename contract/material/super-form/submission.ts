// issue #7 "Public fill page": client and server validation of every answer. Plain functions
// (no zod) so the public page's small script bundles them too; the server runs the same
// code, so a tampered submission meets the rules the page showed.
import type {
  FormComponent,
  InputConfig,
  OptionsConfig,
  ScoreConfig,
  TextareaConfig,
} from './component-types';
import { isAnswerable } from './component-types';
import { isRealDateTime } from './date-rule';
import { containsMarkup } from './rich-text-policy';

export type AnswerValue = string | number | readonly string[];
export type Answers = Readonly<Record<string, AnswerValue>>;

export interface AnswerIssue {
  /** The component's field_name; '' for a problem with the whole submission. */
  readonly field_name: string;
  readonly message: string;
}

export type AnswersCheck =
  | { readonly ok: true; readonly answers: Answers }
  | { readonly ok: false; readonly issues: readonly AnswerIssue[] };

/** Chinese mainland mobile numbers: 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;
export const UNKNOWN_COMPONENT_MESSAGE = '表单内容已更新，请刷新页面后重新填写';

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const quoted = (component: FormComponent) => `「${component.field_title}」`;

function optionIds(component: FormComponent): Set<string> {
  return new Set((component.field_config as OptionsConfig).options.map((option) => option.id));
}

function checkText(component: FormComponent, value: unknown): string | undefined {
  if (typeof value !== 'string') return `${quoted(component)}格式不正确`;
  const config = component.field_config as InputConfig | TextareaConfig;
  const trimmed = value.trim();
  if (trimmed.length > config.max_length) {
    return `${quoted(component)}不能超过${config.max_length}个字`;
  }
  if (containsMarkup(trimmed)) return `${quoted(component)}不能包含网页代码或脚本`;
  if (component.field_type === 'phone' && !PHONE_PATTERN.test(trimmed)) {
    return `${quoted(component)}请填写11位手机号`;
  }
  if ('format_limit' in config && config.format_limit === 'number' && !/^\d+$/.test(trimmed)) {
    return `${quoted(component)}只能填写数字`;
  }
  return undefined;
}

function checkValue(component: FormComponent, value: unknown): string | undefined {
  switch (component.field_type) {
    case 'radio':
    case 'select':
      return typeof value === 'string' && optionIds(component).has(value)
        ? undefined
        : `${quoted(component)}的选项不存在，请刷新页面后重试`;
    case 'checkbox': {
      const ids = optionIds(component);
      const ok =
        Array.isArray(value) &&
        value.every((id) => typeof id === 'string' && ids.has(id)) &&
        new Set(value).size === value.length;
      return ok ? undefined : `${quoted(component)}的选项不存在，请刷新页面后重试`;
    }
    case 'score': {
      const max = (component.field_config as ScoreConfig).max_score;
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
        ? undefined
        : `${quoted(component)}需为1到${max}星`;
    }
    case 'date':
    case 'birthday':
      return isRealDateTime(value)
        ? undefined
        : `${quoted(component)}需为真实日期，格式 YYYY-MM-DD HH:mm:ss`;
    default:
      return checkText(component, value);
  }
}

function normalise(value: AnswerValue): AnswerValue {
  return typeof value === 'string' ? value.trim() : value;
}

/** Every answer against its component; unknown components and missing required ones fail. */
export function checkAnswers(components: readonly FormComponent[], input: unknown): AnswersCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ field_name: '', message: '提交内容格式不正确' }] };
  }
  const given = input as Record<string, unknown>;
  const answerable = new Map(
    components.filter((c) => isAnswerable(c.field_type)).map((c) => [c.field_name, c]),
  );
  const issues: AnswerIssue[] = [];
  for (const name of Object.keys(given)) {
    if (!answerable.has(name))
      issues.push({ field_name: name, message: UNKNOWN_COMPONENT_MESSAGE });
  }
  const answers: Record<string, AnswerValue> = {};
  for (const component of answerable.values()) {
    const value = given[component.field_name];
    if (isBlank(value)) {
      if (component.not_null) {
        const verb = ['radio', 'checkbox', 'select', 'score', 'date', 'birthday'].includes(
          component.field_type,
        )
          ? '请选择'
          : '请填写';
        issues.push({ field_name: component.field_name, message: `${verb}${quoted(component)}` });
      }
      continue;
    }
    const problem = checkValue(component, value);
    if (problem) issues.push({ field_name: component.field_name, message: problem });
    else answers[component.field_name] = normalise(value as AnswerValue);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answers };
}
