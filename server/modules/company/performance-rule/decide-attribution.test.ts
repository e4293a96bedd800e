import { describe, expect, it } from 'vitest';
import { DEFAULT_PERFORMANCE_RULE } from '../../../../contract/company/performance-rule';
import type { PerformanceRuleBody } from '../../../../contract/company/performance-rule';
import { decideAttribution } from './decide-attribution';
import type { Directory, EmployeeFact, OrderFacts } from './decide-attribution';

const DAY = 86_400_000;
const t0 = new Date('2026-06-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);

const staff: EmployeeFact[] = [
  { id: 1, departmentId: 10, status: 1 },
  { id: 2, departmentId: 10, status: 1 },
  { id: 3, departmentId: 20, status: 2 },
  { id: 4, departmentId: 20, status: 1 },
  { id: 5, departmentId: 30, status: 2 },
];
const directory: Directory = {
  employee: (id) => staff.find((row) => row.id === id),
  firstActiveOf: (department) =>
    staff.find((row) => row.departmentId === department && row.status === 1),
};
const facts = (patch: Partial<OrderFacts> = {}): OrderFacts => ({
  orderedAt: at(10),
  customerId: 100,
  firstFriend: { employeeId: 1, addedAt: at(0) },
  binder: { employeeId: 2, boundAt: at(5) },
  boundAt: at(5),
  ...patch,
});
const rule = (patch: Partial<PerformanceRuleBody> = {}): PerformanceRuleBody => ({
  ...DEFAULT_PERFORMANCE_RULE,
  ...patch,
});

describe('decide attribution (issue #22 /performance-rule, spec §3)', () => {
  it('rule 10 gives the order to the first employee who added the customer', () => {
    expect(decideAttribution(rule(), facts(), directory)).toEqual({
      employeeId: 1,
      departmentId: 10,
      reason: 'first_friend',
    });
  });

  it('rule 20 gives the order to the first employee who bound the e-commerce buyer', () => {
    const decided = decideAttribution(
      rule({ assign_rule: 20, assign_fallback: 10 }),
      facts(),
      directory,
    );
    expect(decided).toMatchObject({ employeeId: 2, reason: 'first_binder' });
  });

  it('falls back to the other rule when the first names nobody', () => {
    const noFriend = facts({ firstFriend: null });
    expect(decideAttribution(rule(), noFriend, directory)).toMatchObject({
      employeeId: 2,
      reason: 'fallback_binder',
    });
    const noBinder = facts({ binder: null });
    expect(
      decideAttribution(rule({ assign_rule: 20, assign_fallback: 10 }), noBinder, directory),
    ).toMatchObject({ employeeId: 1, reason: 'fallback_friend' });
  });

  it('an unbound buyer counts for nobody', () => {
    expect(decideAttribution(rule(), facts({ customerId: null }), directory).reason).toBe(
      'no_member',
    );
  });

  it('110 after assignment: an order placed before the employee was assigned counts for nobody', () => {
    const early = facts({ firstFriend: { employeeId: 1, addedAt: at(20) } });
    expect(decideAttribution(rule(), early, directory)).toMatchObject({
      employeeId: null,
      reason: 'before_assignment',
    });
  });

  it('120 after binding: an order placed before the binding counts for nobody, after it counts', () => {
    const mode = rule({ attribution_mode: 120 });
    expect(decideAttribution(mode, facts({ orderedAt: at(3) }), directory).reason).toBe(
      'before_binding',
    );
    expect(decideAttribution(mode, facts({ orderedAt: at(6) }), directory)).toMatchObject({
      employeeId: 1,
      reason: 'first_friend',
    });
  });

  it('an order after the lock window counts for nobody; 0 days means no window', () => {
    expect(decideAttribution(rule({ lock_days: 7 }), facts(), directory).reason).toBe(
      'outside_lock',
    );
    expect(decideAttribution(rule({ lock_days: 10 }), facts(), directory).reason).toBe(
      'first_friend',
    );
    expect(
      decideAttribution(rule({ lock_days: 0 }), facts({ orderedAt: at(900) }), directory)
        .employeeId,
    ).toBe(1);
  });

  it('a departed employee hands the order to the department’s first active employee, or to nobody', () => {
    const left = facts({ firstFriend: { employeeId: 3, addedAt: at(0) } });
    expect(decideAttribution(rule(), left, directory)).toEqual({
      employeeId: 4,
      departmentId: 20,
      reason: 'left_department',
    });
    expect(decideAttribution(rule({ on_leave: 'none' }), left, directory)).toMatchObject({
      employeeId: null,
      reason: 'left_none',
    });
    const alone = facts({ firstFriend: { employeeId: 5, addedAt: at(0) } });
    expect(decideAttribution(rule(), alone, directory).reason).toBe('left_none');
  });
});
