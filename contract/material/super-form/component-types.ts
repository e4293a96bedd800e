// spec §3 "Form component" and §5 "Required fields per super-form component type": the
// component types of the super-form editor, their Chinese names, and the typed field_config
// each one carries (spec §3 calls it JSON text; the API carries it as an object).

export const FIELD_TYPES = [
  'title',
  'text',
  'image',
  'radio',
  'checkbox',
  'select',
  'input',
  'phone',
  'order_no',
  'textarea',
  'score',
  'date',
  'birthday',
  'page_break',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Readonly<Record<FieldType, string>> = {
  title: '标题',
  text: '文本',
  image: '图片',
  radio: '单选',
  checkbox: '多选',
  select: '下拉选择',
  input: '单行输入',
  phone: '手机号',
  order_no: '订单号',
  textarea: '多行输入',
  score: '评分',
  date: '日期',
  birthday: '生日',
  page_break: '分页',
};

/** Components that only show something: the customer answers nothing there. */
export const DISPLAY_TYPES: ReadonlySet<FieldType> = new Set([
  'title',
  'text',
  'image',
  'page_break',
]);

/** Components whose answer is one or more of their options (tag rules, summary charts). */
export const OPTION_TYPES: ReadonlySet<FieldType> = new Set(['radio', 'checkbox', 'select']);

/** spec §3 sync_client_info: the components whose answer can update the customer profile. */
export const PROFILE_SYNC_TYPES: ReadonlySet<FieldType> = new Set(['phone', 'birthday']);

export function isAnswerable(type: FieldType): boolean {
  return !DISPLAY_TYPES.has(type);
}

/** §5 "Format limit is either unlimited or number". */
export const FORMAT_LIMITS = ['unlimited', 'number'] as const;
export type FormatLimit = (typeof FORMAT_LIMITS)[number];

export interface ChoiceOption {
  /** Stable id: tag rules (option_id) and answers point at it, so renaming keeps them. */
  readonly id: string;
  /** spec §5: options are valued 1, 2, 3, ... */
  readonly value: number;
  readonly label: string;
}

export interface RuleTag {
  /** The customer tag's id once tags exist (issue #9); the name is what the rule shows. */
  readonly tag_id: string;
  readonly tag_name: string;
}

/** spec §3 "Rule": when a customer chooses option_id, apply its tags (rule_type 1). */
export interface OptionRule {
  readonly option_id: string;
  readonly option_value: number;
  readonly rule_type: number;
  readonly component_rule_tag_list: readonly RuleTag[];
}

/** rule_type 1: tag the customer who chose the option (the only type the editor offers). */
export const RULE_TYPE_ADD_TAG = 1;

export interface TitleConfig {
  readonly title: string;
  readonly description: string;
  readonly cover_url: string;
  readonly buttons_word: string;
}
export interface TextConfig {
  readonly rich_text: string;
}
export interface ImageConfig {
  readonly img_url: string;
}
export interface OptionsConfig {
  readonly options: readonly ChoiceOption[];
}
export interface SelectConfig extends OptionsConfig {
  readonly select_text: string;
}
export interface InputConfig {
  readonly input_tips: string;
  readonly format_limit: FormatLimit;
  readonly max_length: number;
}
export interface TextareaConfig {
  readonly input_tips: string;
  readonly max_length: number;
  /** Rows of the text box (spec §5: height 3). */
  readonly height: number;
}
export interface ScoreConfig {
  readonly max_score: number;
  readonly left_tip: string;
  readonly middle_tip: string;
  readonly right_tip: string;
}
export type EmptyConfig = Readonly<Record<string, never>>;

export interface FieldConfigByType {
  title: TitleConfig;
  text: TextConfig;
  image: ImageConfig;
  radio: OptionsConfig;
  checkbox: OptionsConfig;
  select: SelectConfig;
  input: InputConfig;
  phone: InputConfig;
  order_no: InputConfig;
  textarea: TextareaConfig;
  score: ScoreConfig;
  date: EmptyConfig;
  birthday: EmptyConfig;
  page_break: EmptyConfig;
}

interface ComponentBase<T extends FieldType> {
  readonly field_type: T;
  /** Unique within the form; answers are keyed by it. */
  readonly field_name: string;
  readonly field_title: string;
  readonly field_desc: string;
  /** spec §3: required answer, default true (§5: birthday defaults to false). */
  readonly not_null: boolean;
  /** spec §4: position from 0, renumbered on every move and delete. */
  readonly serial_number: number;
  /** spec §3 sync_client_info: phone and birthday update the customer's profile. */
  readonly sync_client_info: boolean;
  /** spec §3: per-option tag rules (choice components only). */
  readonly component_rule_list: readonly OptionRule[];
  readonly field_config: FieldConfigByType[T];
}

export type FormComponentOf<T extends FieldType> = ComponentBase<T>;
export type FormComponent = { [T in FieldType]: ComponentBase<T> }[FieldType];
