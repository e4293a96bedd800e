import { describe, expect, it } from 'vitest';
import { customerSopSchema, groupSopSchema } from './sop';

// issue #38 "Smaller": a group SOP's executors field is labelled 执行群主; its message said
// 请选择执行员工 under it.
interface Checked {
  readonly error?: { readonly issues: readonly { path: PropertyKey[]; message: string }[] };
}
const messageAt = (result: Checked, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('SOP executors are named as their field is labelled', () => {
  it('a group SOP with no owner picked says 请选择执行群主; a customer SOP says 请选择执行员工', () => {
    expect(messageAt(groupSopSchema.safeParse({ executor_ids: [] }), 'executor_ids')).toBe(
      '请选择执行群主',
    );
    expect(messageAt(customerSopSchema.safeParse({ executor_ids: [] }), 'executor_ids')).toBe(
      '请选择执行员工',
    );
  });
});
