import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from './auth';
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
