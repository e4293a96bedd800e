// spec §3 "Super form": the settings of a form and the body the editor saves. One schema for
// the editor and the server (docs/conventions.md); findFormIssues lists every problem so the editor
// can mark each item, validateFormInput answers the first one with a message naming it.
import { z } from 'zod';
import { bodyId } from '../../fields';
import type { ValidationResult } from '../../validation';
import { validate } from '../../validation';
import { componentListSchema, isSafeUrl } from './component-schema';
import type { FormComponent, OptionsConfig } from './component-types';
import { FIELD_TYPE_LABELS, OPTION_TYPES } from './component-types';
import type { ComponentIssue } from './component-rules';
import { componentName, findListIssues } from './component-rules';
import { isRealDateTime } from './date-rule';

/** spec §4 "Form status": 1 draft (a new form), 2 published, 3 ended. */
export const FORM_STATUS = { draft: 1, published: 2, ended: 3 } as const;
export type FormStatus = (typeof FORM_STATUS)[keyof typeof FORM_STATUS];
export const FORM_STATUS_LABELS: Readonly<Record<FormStatus, string>> = {
  1: '草稿',
  2: '已发布',
  3: '已结束',
};

/** spec §3: validity_type 1 = until end_time, 2 = no end (default). */
export const VALIDITY_TYPE = { untilEndTime: 1, noEnd: 2 } as const;
/** spec §4: skip type 1 link, 2 QR code. */
export const SKIP_TYPE = { link: 1, qrCode: 2 } as const;
/** spec §3/§9: commit_limit defaults to 1; 0 means no limit. */
export const DEFAULT_COMMIT_LIMIT = 1;
export const MAX_COMMIT_LIMIT = 1000;
export const DEFAULT_END_WORD = '该表单已结束，感谢您的关注';

const text = (label: string, max: number) =>
  z.string({ error: `${label}格式不正确` }).max(max, { error: `${label}不能超过${max}个字` });
const flag = (label: string) => z.boolean({ error: `${label}需为是或否` });

export const formSettingsSchema = z.object({
  commit_limit: z
    .number({ error: '每人提交次数需为数字' })
    .int({ error: '每人提交次数需为整数' })
    .min(0, { error: '每人提交次数不能小于0' })
    .max(MAX_COMMIT_LIMIT, { error: `每人提交次数不能大于${MAX_COMMIT_LIMIT}` }),
  validity_type: z.union([z.literal(1), z.literal(2)], { error: '有效期类型只能为1或2' }),
  end_time: text('截止时间', 19),
  end_word: text('结束语', 100),
  is_skip: flag('提交后跳转'),
  skip_type: z.union([z.literal(1), z.literal(2)], {
    error: '跳转方式只能为1（链接）或2（二维码）',
  }),
  skip_link: text('跳转地址', 500),
  open_action_notice: flag('通知负责员工'),
  public_member_id: text('负责员工', 64),
  public_member_name: text('负责员工姓名', 50),
  open_client_tag: flag('客户打标签'),
  open_track_record: flag('写入客户动态'),
});

export type FormSettings = z.output<typeof formSettingsSchema>;

export const DEFAULT_FORM_SETTINGS: FormSettings = {
  commit_limit: DEFAULT_COMMIT_LIMIT,
  validity_type: VALIDITY_TYPE.noEnd,
  end_time: '',
  end_word: DEFAULT_END_WORD,
  is_skip: false,
  skip_type: SKIP_TYPE.link,
  skip_link: '',
  open_action_notice: false,
  public_member_id: '',
  public_member_name: '',
  open_client_tag: false,
  open_track_record: false,
};

/** What the editor saves: the settings and the component list (id absent for a new form). */
export const formInputSchema = formSettingsSchema.extend({
  id: bodyId('表单编号').optional(),
  component_list: componentListSchema,
});

export interface FormInput extends FormSettings {
  readonly id?: number;
  readonly component_list: readonly FormComponent[];
}

export interface SettingsIssue {
  readonly field: keyof FormSettings;
  readonly message: string;
}

function ruleIssues(components: readonly FormComponent[]): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  let tagged = 0;
  components.forEach((component, index) => {
    if (!OPTION_TYPES.has(component.field_type)) return;
    const options = (component.field_config as OptionsConfig).options;
    for (const rule of component.component_rule_list) {
      if (!options.some((option) => option.id === rule.option_id)) {
        issues.push({
          field: 'open_client_tag',
          message: `${componentName(index, component.field_type)}：标签规则对应的选项已被删除`,
        });
      }
      if (rule.component_rule_tag_list.length > 0) tagged += 1;
    }
  });
  if (tagged === 0) {
    issues.push({
      field: 'open_client_tag',
      message: '已开启客户打标签，请至少为一个选项设置标签',
    });
  }
  return issues;
}

/** Cross-field rules of the settings (§3): what each switch needs once it is on. */
export function findSettingsIssues(
  settings: FormSettings,
  components: readonly FormComponent[],
): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  if (settings.validity_type === VALIDITY_TYPE.untilEndTime && !isRealDateTime(settings.end_time)) {
    issues.push({
      field: 'end_time',
      message: '截止时间需为真实日期，格式 YYYY-MM-DD HH:mm:ss',
    });
  }
  if (settings.is_skip) {
    const link = settings.skip_link.trim();
    if (link === '') {
      issues.push({
        field: 'skip_link',
        message: settings.skip_type === SKIP_TYPE.link ? '请填写跳转链接' : '请上传二维码图片',
      });
    } else if (settings.skip_type === SKIP_TYPE.link && !/^https?:\/\//i.test(link)) {
      issues.push({ field: 'skip_link', message: '跳转链接需以 http:// 或 https:// 开头' });
    } else if (!isSafeUrl(link)) {
      issues.push({ field: 'skip_link', message: '二维码图片需为 http(s) 地址或本站路径' });
    }
  }
  if (settings.open_action_notice && settings.public_member_name.trim() === '') {
    issues.push({ field: 'public_member_name', message: '已开启通知，请选择负责员工' });
  }
  if (settings.open_client_tag) issues.push(...ruleIssues(components));
  return issues;
}

export interface FormIssues {
  readonly components: readonly ComponentIssue[];
  readonly settings: readonly SettingsIssue[];
}

/** Everything to fix before save or publish (spec §5 table + §3 settings). */
export function findFormIssues(input: FormInput): FormIssues {
  return {
    components: findListIssues(input.component_list),
    settings: findSettingsIssues(input, input.component_list),
  };
}

export function firstIssueMessage(issues: FormIssues): string | undefined {
  return issues.components[0]?.message ?? issues.settings[0]?.message;
}

/** Parse + every rule; the message names the component ("第3项「单选」：…"). */
export function validateFormInput(input: unknown): ValidationResult<FormInput> {
  const parsed = validate(formInputSchema, input);
  if (!parsed.ok) {
    const match = /^component_list\.(\d+)/.exec(parsed.field);
    const list = (input as { component_list?: unknown[] } | null)?.component_list;
    const item = match && Array.isArray(list) ? list[Number(match[1])] : undefined;
    const type = (item as { field_type?: unknown } | undefined)?.field_type;
    if (!match) return parsed;
    const index = Number(match[1]);
    const name =
      typeof type === 'string' && type in FIELD_TYPE_LABELS
        ? componentName(index, type as keyof typeof FIELD_TYPE_LABELS)
        : `第${index + 1}项`;
    return { ...parsed, message: `${name}：${parsed.message}` };
  }
  const data: FormInput = parsed.data;
  const message = firstIssueMessage(findFormIssues(data));
  return message ? { ok: false, message, field: 'component_list' } : { ok: true, data };
}
