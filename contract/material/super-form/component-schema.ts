// The shape of a component on the wire (spec §3 "Form component"): types and lengths, with
// Chinese messages. The §5 required fields are checked by component-rules.ts, so an editor
// draft with empty fields still parses and every missing field can be marked at once.
import { z } from 'zod';
import { FORMAT_LIMITS, OPTION_TYPES, PROFILE_SYNC_TYPES } from './component-types';
import { RICH_TEXT_MAX_LENGTH } from './rich-text-policy';

export const MAX_COMPONENTS = 100;
export const MAX_OPTIONS = 50;
export const MAX_RULE_TAGS = 20;

/** An address safe to put in src/href: http(s) or a path on this server; '' when unset. */
export function isSafeUrl(value: string): boolean {
  return value === '' || /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>/][^\s"'<>]*)$/i.test(value);
}

const text = (label: string, max: number) =>
  z.string({ error: `${label}格式不正确` }).max(max, { error: `${label}不能超过${max}个字` });

const url = (label: string) =>
  text(label, 500).refine(isSafeUrl, { error: `${label}需为 http(s) 地址或本站路径` });

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}需为数字` })
    .int({ error: `${label}需为整数` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能大于${max}` });

const optionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: '选项标识格式不正确' }),
  value: int('选项值', 1, 10_000),
  label: text('选项内容', 50),
});
const options = z.array(optionSchema).max(MAX_OPTIONS, { error: `选项不能超过${MAX_OPTIONS}个` });

const ruleSchema = z.object({
  option_id: z.string().max(40, { error: '标签规则的选项不正确' }),
  option_value: int('标签规则的选项值', 1, 10_000),
  rule_type: z.literal(1, { error: '标签规则类型只能为1（选中即打标签）' }),
  component_rule_tag_list: z
    .array(
      z.object({
        tag_id: text('标签标识', 64),
        tag_name: text('标签名称', 30).refine((name) => name.trim() !== '', {
          error: '标签名称不能为空',
        }),
      }),
    )
    .max(MAX_RULE_TAGS, { error: `每个选项最多设置${MAX_RULE_TAGS}个标签` }),
});

const base = {
  field_name: z.string().regex(/^f_[A-Za-z0-9_-]{1,40}$/, { error: '组件标识格式不正确' }),
  field_title: text('标题', 100),
  field_desc: text('说明', 200),
  not_null: z.boolean({ error: '是否必填需为是或否' }),
  serial_number: int('序号', 0, MAX_COMPONENTS),
  sync_client_info: z.boolean({ error: '同步客户资料需为是或否' }),
  component_rule_list: z.array(ruleSchema).max(MAX_OPTIONS, { error: '标签规则过多' }),
};

const inputConfig = (maxLength: number) =>
  z.object({
    input_tips: text('输入提示', 50),
    format_limit: z.enum(FORMAT_LIMITS, { error: '格式限制只能是不限或数字' }),
    max_length: int('最大字数', 1, maxLength),
  });
const empty = z.object({}).strict();

const component = <T extends string, C extends z.ZodType>(type: T, config: C) =>
  z.object({ ...base, field_type: z.literal(type), field_config: config });

export const formComponentSchema = z
  .discriminatedUnion(
    'field_type',
    [
      component(
        'title',
        z.object({
          title: text('表单标题', 50),
          description: text('表单描述', 500),
          cover_url: url('封面图片'),
          buttons_word: text('按钮文字', 10),
        }),
      ),
      component('text', z.object({ rich_text: text('文本内容', RICH_TEXT_MAX_LENGTH) })),
      component('image', z.object({ img_url: url('图片地址') })),
      component('radio', z.object({ options })),
      component('checkbox', z.object({ options })),
      component('select', z.object({ options, select_text: text('提示文字', 20) })),
      component('input', inputConfig(1000)),
      component('phone', inputConfig(20)),
      component('order_no', inputConfig(200)),
      component(
        'textarea',
        z.object({
          input_tips: text('输入提示', 50),
          max_length: int('最大字数', 1, 5000),
          height: int('输入框高度', 1, 20),
        }),
      ),
      component(
        'score',
        z.object({
          max_score: int('评分星数', 3, 10),
          left_tip: text('左侧提示', 10),
          middle_tip: text('中间提示', 10),
          right_tip: text('右侧提示', 10),
        }),
      ),
      component('date', empty),
      component('birthday', empty),
      component('page_break', empty),
    ],
    { error: '未知的组件类型' },
  )
  .superRefine((value, context) => {
    if (value.sync_client_info && !PROFILE_SYNC_TYPES.has(value.field_type)) {
      context.addIssue({
        code: 'custom',
        path: ['sync_client_info'],
        message: '只有手机号和生日组件可以同步到客户资料',
      });
    }
    if (value.component_rule_list.length > 0 && !OPTION_TYPES.has(value.field_type)) {
      context.addIssue({
        code: 'custom',
        path: ['component_rule_list'],
        message: '只有单选、多选和下拉选择组件可以设置标签规则',
      });
    }
  });

export const componentListSchema = z
  .array(formComponentSchema, { error: '组件列表格式不正确' })
  .max(MAX_COMPONENTS, { error: `组件不能超过${MAX_COMPONENTS}个` });
