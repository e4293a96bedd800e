// spec §5 "Defaults on adding a component" and §9 "Form defaults: input max 120, text area
// max 500": what a component looks like the moment the editor adds it.
import type { ChoiceOption, FieldConfigByType, FieldType, FormComponent } from './component-types';

export const DEFAULT_OPTION_COUNT = 3;
export const DEFAULT_SELECT_TEXT = '请选择';
export const DEFAULT_INPUT_TIPS = '请输入';
export const INPUT_MAX_LENGTH = 120;
export const TEXTAREA_MAX_LENGTH = 500;
export const TEXTAREA_HEIGHT = 3;
export const PHONE_MAX_LENGTH = 11;
export const DEFAULT_MAX_SCORE = 5;
export const DEFAULT_BUTTONS_WORD = '提交';
export const PHONE_TITLE = '请填写您的手机号';
export const ORDER_NO_TITLE = '请填写您的订单号';
export const SCORE_TIPS = {
  left_tip: '不满意',
  middle_tip: '一般',
  right_tip: '非常满意',
} as const;

/** spec §5: options default to 3 empty options valued 1 to 3. */
export function defaultOptions(newId: () => string): ChoiceOption[] {
  return Array.from({ length: DEFAULT_OPTION_COUNT }, (_, index) => ({
    id: newId(),
    value: index + 1,
    label: '',
  }));
}

function defaultConfig<T extends FieldType>(type: T, newId: () => string): FieldConfigByType[T] {
  const configs: { [K in FieldType]: () => FieldConfigByType[K] } = {
    title: () => ({
      title: '',
      description: '',
      cover_url: '',
      buttons_word: DEFAULT_BUTTONS_WORD,
    }),
    text: () => ({ rich_text: '' }),
    image: () => ({ img_url: '' }),
    radio: () => ({ options: defaultOptions(newId) }),
    checkbox: () => ({ options: defaultOptions(newId) }),
    select: () => ({ options: defaultOptions(newId), select_text: DEFAULT_SELECT_TEXT }),
    input: () => ({
      input_tips: DEFAULT_INPUT_TIPS,
      format_limit: 'unlimited',
      max_length: INPUT_MAX_LENGTH,
    }),
    // spec §5: phone is number-only.
    phone: () => ({
      input_tips: DEFAULT_INPUT_TIPS,
      format_limit: 'number',
      max_length: PHONE_MAX_LENGTH,
    }),
    // spec §5: order number is unlimited.
    order_no: () => ({
      input_tips: DEFAULT_INPUT_TIPS,
      format_limit: 'unlimited',
      max_length: INPUT_MAX_LENGTH,
    }),
    textarea: () => ({
      input_tips: DEFAULT_INPUT_TIPS,
      max_length: TEXTAREA_MAX_LENGTH,
      height: TEXTAREA_HEIGHT,
    }),
    score: () => ({ max_score: DEFAULT_MAX_SCORE, ...SCORE_TIPS }),
    date: () => ({}),
    birthday: () => ({}),
    page_break: () => ({}),
  };
  return configs[type]() as FieldConfigByType[T];
}

function defaultTitle(type: FieldType): string {
  if (type === 'phone') return PHONE_TITLE;
  if (type === 'order_no') return ORDER_NO_TITLE;
  return '';
}

/** A fresh component of `type`; `newId` makes field names and option ids unique. */
export function createComponent(
  type: FieldType,
  newId: () => string,
  serialNumber = 0,
): FormComponent {
  return {
    field_type: type,
    field_name: `f_${newId()}`,
    field_title: defaultTitle(type),
    field_desc: '',
    // spec §5: birthday is not required by default; not_null defaults to true otherwise.
    not_null: type !== 'birthday',
    serial_number: serialNumber,
    sync_client_info: false,
    component_rule_list: [],
    field_config: defaultConfig(type, newId),
  } as FormComponent;
}

/** Next value for an added option: one more than the largest (values stay unique). */
export function nextOptionValue(options: readonly ChoiceOption[]): number {
  return options.reduce((max, option) => Math.max(max, option.value), 0) + 1;
}
