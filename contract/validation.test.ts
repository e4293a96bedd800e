import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from './auth';
import { quickReplyBody } from './reach/enterprise-quick-response';
import { requiredText, validate } from './validation';

describe('validate', () => {
  it('answers the parsed data when valid', () => {
    expect(validate(loginBodySchema, { account: ' admin ', password: 'p' })).toEqual({
      ok: true,
      data: { account: 'admin', password: 'p' },
    });
  });

  it('names the field in Chinese when a required field is missing, empty or too long', () => {
    expect(validate(loginBodySchema, {})).toMatchObject({
      ok: false,
      message: '账号不能为空',
      field: 'account',
    });
    expect(validate(loginBodySchema, { account: 'a', password: '' })).toMatchObject({
      message: '密码不能为空',
      field: 'password',
    });
    expect(validate(loginBodySchema, { account: 'a', password: 'x'.repeat(65) })).toMatchObject({
      message: '密码长度不能超过64个字符',
    });
  });

  it('falls back to a Chinese message when a schema carries none', () => {
    const schema = z.object({ name: requiredText('名称', 24), age: z.number() });
    expect(validate(schema, { name: 'x', age: 'old' })).toEqual({
      ok: false,
      message: '请求参数格式不正确',
      field: 'age',
    });
    expect(validate(schema, { name: 'x'.repeat(25), age: 1 })).toMatchObject({
      message: '名称长度不能超过24个字符',
    });
  });
});

describe('a required id nothing was picked for (issue #38 "Smaller")', () => {
  it('says 请选择所属分组, not 所属分组格式不正确, when no group is picked; a wrong value is still 格式不正确', () => {
    const body = { title: '话术', message: { text: '您好', attachments: [] } };
    const none = validate(quickReplyBody, body);
    expect(none).toEqual({ ok: false, message: '请选择所属分组', field: 'group_id' });
    const wrong = validate(quickReplyBody, { ...body, group_id: 'x' });
    expect(wrong).toEqual({ ok: false, message: '所属分组格式不正确', field: 'group_id' });
  });
});
