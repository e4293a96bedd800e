import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/http/api-error';
import { errorAt, fieldErrorsOf, useContractForm } from './use-contract-form';

describe('fieldErrorsOf (forms use the contract’s messages)', () => {
  it('keeps the first Chinese message per field path, and a fallback for foreign ones', () => {
    const schema = z.object({
      name: z.string().min(1, { error: '名称不能为空' }),
      rows: z.array(z.object({ time: z.string().min(1, { error: '时间不能为空' }) })),
      count: z.number(),
    });
    const result = schema.safeParse({ name: '', rows: [{ time: '' }], count: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      name: '名称不能为空',
      'rows.0.time': '时间不能为空',
      count: '格式不正确',
    });
  });
});

describe('useContractForm shows the server’s field message in place (issue #38 item 4)', () => {
  const schema = z.object({
    name: z
      .string()
      .min(1, { error: '名称不能为空' })
      .max(24, { error: '名称长度不能超过24个字符' }),
  });

  it('a 400 naming a field puts its message beside that field, and it clears once the field is fixed', () => {
    const { result } = renderHook(() => useContractForm(schema, { name: '活码' }));
    act(() => {
      expect(result.current.validate()).toEqual({ name: '活码' });
    });
    const refused = new ApiError('名称已被停用', 400, 400, {
      kind: 'http',
      serverMessage: '名称已被停用',
      field: 'name',
    });
    act(() => {
      expect(result.current.showServerError(refused)).toBe(true);
    });
    expect(result.current.errors).toEqual({ name: '名称已被停用' });
    act(() => result.current.set('name', '新活码'));
    expect(result.current.errors).toEqual({});
  });

  it('a 400 naming a field the form does not show is still shown, as a toast with its message', () => {
    const { result } = renderHook(() => useContractForm(schema, { name: '活码' }));
    const other = new ApiError('编号格式不正确', 400, 400, {
      kind: 'http',
      serverMessage: '编号格式不正确',
      field: 'id',
    });
    act(() => {
      expect(result.current.showServerError(other)).toBe(true);
    });
    expect(result.current.errors).toEqual({});
  });

  it('an error the client already showed, or one naming no field, is not claimed', () => {
    const { result } = renderHook(() => useContractForm(schema, { name: '' }));
    const shown = new ApiError('请求失败！请您稍后重试', 400, 400, {
      notified: true,
      field: 'name',
    });
    const business = new ApiError('名称已存在', 109402, 200);
    act(() => {
      expect(result.current.showServerError(shown)).toBe(false);
      expect(result.current.showServerError(business)).toBe(false);
    });
    expect(result.current.errors).toEqual({});
  });

  it('a 300-character name is refused with the contract’s max before anything is sent', () => {
    const { result } = renderHook(() => useContractForm(schema, { name: 'x'.repeat(300) }));
    act(() => {
      expect(result.current.validate()).toBeUndefined();
    });
    expect(result.current.errors).toEqual({ name: '名称长度不能超过24个字符' });
  });
});

describe('errorAt', () => {
  it('answers a field’s own message, else the first message inside it', () => {
    expect(errorAt({ qrs: '请至少添加一个群' }, 'qrs')).toBe('请至少添加一个群');
    expect(errorAt({ 'qrs.0.member_cap': '群人数上限不能超过200' }, 'qrs')).toBe(
      '群人数上限不能超过200',
    );
    expect(errorAt({ 'qrsx.0': 'x' }, 'qrs')).toBeUndefined();
  });
});
