import { describe, expect, it } from 'vitest';
import { createComponent } from './component-defaults';
import type { FormComponent } from './component-types';
import type { FormInput } from './form-schema';
import { DEFAULT_FORM_SETTINGS, findSettingsIssues, validateFormInput } from './form-schema';
import { counterIds, everyComponent } from './test-fixtures';

const input = (patch: Partial<FormInput> = {}): FormInput => ({
  ...DEFAULT_FORM_SETTINGS,
  component_list: everyComponent(),
  ...patch,
});

describe('form settings (spec §3)', () => {
  it('defaults: commit limit 1, no end, submit label on the title component, no skip', () => {
    expect(DEFAULT_FORM_SETTINGS).toMatchObject({
      commit_limit: 1,
      validity_type: 2,
      skip_type: 1,
      is_skip: false,
    });
  });

  it('a complete form validates', () => {
    expect(validateFormInput(input()).ok).toBe(true);
  });

  it('validity until end_time needs a real end time', () => {
    const result = validateFormInput(input({ validity_type: 1, end_time: '2023-02-30 10:00:00' }));
    expect(result).toMatchObject({
      ok: false,
      message: '截止时间需为真实日期，格式 YYYY-MM-DD HH:mm:ss',
    });
  });

  it('skip after submit needs a link (type 1, http) or a QR image (type 2)', () => {
    const components: FormComponent[] = [];
    expect(
      findSettingsIssues({ ...DEFAULT_FORM_SETTINGS, is_skip: true }, components)[0]?.message,
    ).toBe('请填写跳转链接');
    expect(
      findSettingsIssues(
        { ...DEFAULT_FORM_SETTINGS, is_skip: true, skip_link: 'javascript:alert(1)' },
        components,
      )[0]?.message,
    ).toBe('跳转链接需以 http:// 或 https:// 开头');
    expect(
      findSettingsIssues(
        { ...DEFAULT_FORM_SETTINGS, is_skip: true, skip_type: 2, skip_link: '/uploads/qr.png' },
        components,
      ),
    ).toEqual([]);
  });

  it('notice needs the responsible employee; tags need at least one tagged option', () => {
    expect(validateFormInput(input({ open_action_notice: true }))).toMatchObject({
      message: '已开启通知，请选择负责员工',
    });
    expect(validateFormInput(input({ open_client_tag: true }))).toMatchObject({
      message: '已开启客户打标签，请至少为一个选项设置标签',
    });
  });

  it('names the component in structural errors and refuses unknown types', () => {
    const list = everyComponent();
    const broken = { ...list[3], field_title: 'x'.repeat(101) } as FormComponent;
    expect(
      validateFormInput(input({ component_list: [...list.slice(0, 3), broken] })),
    ).toMatchObject({ ok: false, message: '第4项「单选」：标题不能超过100个字' });
    const unknown = { ...createComponent('input', counterIds()), field_type: 'video' };
    expect(validateFormInput({ ...input(), component_list: [...list, unknown] })).toMatchObject({
      ok: false,
      message: '第15项：未知的组件类型',
    });
  });

  it('only phone and birthday may sync the profile', () => {
    const list = everyComponent().map((component) =>
      component.field_type === 'input' ? { ...component, sync_client_info: true } : component,
    );
    expect(validateFormInput(input({ component_list: list }))).toMatchObject({
      message: '第7项「单行输入」：只有手机号和生日组件可以同步到客户资料',
    });
  });
});
