import { describe, expect, it } from 'vitest';
import type { FormComponent, OptionsConfig } from './component-types';
import { checkAnswers, UNKNOWN_COMPONENT_MESSAGE } from './submission';
import { everyComponent } from './test-fixtures';

const form = everyComponent();
const byType = (type: string) => form.find((c) => c.field_type === type) as FormComponent;
const firstOption = (type: string) =>
  (byType(type).field_config as OptionsConfig).options[0]?.id ?? '';

function validAnswers(): Record<string, unknown> {
  return {
    [byType('radio').field_name]: firstOption('radio'),
    [byType('checkbox').field_name]: [firstOption('checkbox')],
    [byType('select').field_name]: firstOption('select'),
    [byType('input').field_name]: '张三',
    [byType('phone').field_name]: '13800138000',
    [byType('order_no').field_name]: 'TB2024-001',
    [byType('textarea').field_name]: '服务很好',
    [byType('score').field_name]: 5,
    [byType('date').field_name]: '2024-05-01 10:00:00',
  };
}

const messages = (input: unknown) => {
  const result = checkAnswers(form, input);
  return result.ok ? [] : result.issues.map((issue) => issue.message);
};

describe('answers of the public page (client and server)', () => {
  it('accepts a complete submission and leaves the optional birthday out', () => {
    const result = checkAnswers(form, validAnswers());
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.answers)).toHaveLength(9);
  });

  it('refuses an unknown component', () => {
    expect(messages({ ...validAnswers(), f_forged: 'x' })).toEqual([UNKNOWN_COMPONENT_MESSAGE]);
  });

  it('refuses a missing required answer, naming the question', () => {
    const answers = validAnswers();
    delete answers[byType('input').field_name];
    expect(messages(answers)).toEqual(['请填写「input 题目」']);
  });

  it('refuses a date that does not exist', () => {
    expect(
      messages({ ...validAnswers(), [byType('date').field_name]: '2023-02-30 10:00:00' }),
    ).toEqual(['「date 题目」需为真实日期，格式 YYYY-MM-DD HH:mm:ss']);
  });

  it('refuses a 1 MB string with the length limit', () => {
    const huge = 'a'.repeat(1024 * 1024);
    expect(messages({ ...validAnswers(), [byType('input').field_name]: huge })).toEqual([
      '「input 题目」不能超过120个字',
    ]);
  });

  it('refuses script in a text answer', () => {
    const script = '<script>alert(1)</script>';
    expect(messages({ ...validAnswers(), [byType('textarea').field_name]: script })).toEqual([
      '「textarea 题目」不能包含网页代码或脚本',
    ]);
    expect(
      messages({ ...validAnswers(), [byType('input').field_name]: 'javascript:alert(1)' }),
    ).toEqual(['「input 题目」不能包含网页代码或脚本']);
  });

  it('refuses options that are not in the form and a score out of range', () => {
    expect(messages({ ...validAnswers(), [byType('radio').field_name]: 'nope' })[0]).toContain(
      '选项不存在',
    );
    expect(messages({ ...validAnswers(), [byType('score').field_name]: 6 })).toEqual([
      '「score 题目」需为1到5星',
    ]);
  });

  it('checks the phone number and number-only inputs', () => {
    expect(messages({ ...validAnswers(), [byType('phone').field_name]: '12345' })).toEqual([
      '「请填写您的手机号」请填写11位手机号',
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(messages('x')).toEqual(['提交内容格式不正确']);
    expect(messages([])).toEqual(['提交内容格式不正确']);
  });
});
