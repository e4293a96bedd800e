import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './use-contract-form';

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
