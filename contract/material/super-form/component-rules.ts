// spec §5 "Required fields per super-form component type": the table, as data, and the check
// the editor runs to mark failing items on the canvas and the server runs before saving.
import type { FieldType, FormComponent } from './component-types';
import { FIELD_TYPE_LABELS, FORMAT_LIMITS, isAnswerable } from './component-types';
import { richTextIsEmpty } from './rich-text-policy';

export type RequiredField =
  | 'title'
  | 'buttons_word'
  | 'rich_text'
  | 'img_url'
  | 'field_title'
  | 'option'
  | 'select_text'
  | 'input_tips'
  | 'format_limit';

/** spec §5 table, row by row. */
export const REQUIRED_FIELDS: Readonly<Record<FieldType, readonly RequiredField[]>> = {
  title: ['title', 'buttons_word'],
  text: ['rich_text'],
  image: ['img_url'],
  radio: ['field_title', 'option'],
  checkbox: ['field_title', 'option'],
  select: ['field_title', 'select_text', 'option'],
  input: ['field_title', 'input_tips', 'format_limit'],
  phone: ['field_title', 'input_tips', 'format_limit'],
  order_no: ['field_title', 'input_tips', 'format_limit'],
  textarea: ['field_title', 'input_tips'],
  score: ['field_title'],
  date: ['field_title'],
  birthday: ['field_title'],
  page_break: [],
};

export const REQUIRED_FIELD_LABELS: Readonly<Record<RequiredField, string>> = {
  title: '表单标题',
  buttons_word: '按钮文字',
  rich_text: '文本内容',
  img_url: '图片',
  field_title: '标题',
  option: '选项',
  select_text: '提示文字',
  input_tips: '输入提示',
  format_limit: '格式限制',
};

export interface ComponentIssue {
  /** Position in the list; −1 for an issue of the whole list. */
  readonly index: number;
  readonly field: RequiredField | 'component_list';
  readonly message: string;
}

/** "第3项「单选」" — how a message names the component (docs/conventions.md: name the field). */
export function componentName(index: number, type: FieldType): string {
  return `第${index + 1}项「${FIELD_TYPE_LABELS[type]}」`;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function optionProblem(component: FormComponent): string | undefined {
  if (!('options' in component.field_config)) return '至少需要一个选项';
  const options = component.field_config.options;
  if (options.length === 0) return '至少需要一个选项';
  const emptyAt = options.findIndex((option) => blank(option.label));
  if (emptyAt !== -1) return `第${emptyAt + 1}个选项不能为空`;
  const labels = options.map((option) => option.label.trim());
  if (new Set(labels).size !== labels.length) return '选项内容不能重复';
  return undefined;
}

/** The message for one required field, or undefined when it is filled in. */
function fieldProblem(component: FormComponent, field: RequiredField): string | undefined {
  const config = component.field_config as Record<string, unknown>;
  const label = REQUIRED_FIELD_LABELS[field];
  switch (field) {
    case 'field_title':
      return blank(component.field_title) ? `${label}不能为空` : undefined;
    case 'option':
      return optionProblem(component);
    case 'rich_text':
      return richTextIsEmpty(typeof config.rich_text === 'string' ? config.rich_text : '')
        ? `${label}不能为空`
        : undefined;
    case 'format_limit':
      return FORMAT_LIMITS.includes(config.format_limit as never)
        ? undefined
        : `${label}只能是不限或数字`;
    case 'img_url':
      return blank(config.img_url) ? '请上传图片' : undefined;
    default:
      return blank(config[field]) ? `${label}不能为空` : undefined;
  }
}

/** spec §5: every required field of one component that is missing, in table order. */
export function findComponentIssues(component: FormComponent, index: number): ComponentIssue[] {
  const issues: ComponentIssue[] = [];
  for (const field of REQUIRED_FIELDS[component.field_type]) {
    const problem = fieldProblem(component, field);
    if (problem) {
      issues.push({
        index,
        field,
        message: `${componentName(index, component.field_type)}：${problem}`,
      });
    }
  }
  return issues;
}

/**
 * The whole list: every component's §5 issues, plus the list rules (one title component,
 * which names the form and its submit button; at least one question; unique field names).
 */
export function findListIssues(components: readonly FormComponent[]): ComponentIssue[] {
  const issues: ComponentIssue[] = [];
  const titles = components.filter((component) => component.field_type === 'title').length;
  if (titles === 0) {
    issues.push({
      index: -1,
      field: 'component_list',
      message: '请添加「标题」组件，填写表单标题',
    });
  } else if (titles > 1) {
    issues.push({ index: -1, field: 'component_list', message: '「标题」组件只能添加一个' });
  }
  if (!components.some((component) => isAnswerable(component.field_type))) {
    issues.push({ index: -1, field: 'component_list', message: '表单至少需要一个填写项' });
  }
  const names = components.map((component) => component.field_name);
  if (new Set(names).size !== names.length) {
    issues.push({ index: -1, field: 'component_list', message: '组件标识重复，请刷新后重试' });
  }
  components.forEach((component, index) => issues.push(...findComponentIssues(component, index)));
  return issues;
}
