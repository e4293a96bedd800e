// issue #22 /performance-rule: who an order's performance goes to under one rule version.
// Pure: the facts are loaded by attribution-facts.ts. spec §3: attribution 110 after
// assignment / 120 after binding; responsible employee 10 first friend added / 20 first to
// bind e-commerce, then the fallback; a lock window in days (0 none); a departed employee's
// orders go to their department's first active employee, or to nobody.
import type { AttributionReason } from '../../../../contract/company/performance-order';
import type { PerformanceRuleBody } from '../../../../contract/company/performance-rule';

const DAY_MS = 86_400_000;

export interface EmployeeFact {
  readonly id: number;
  readonly departmentId: number | null;
  /** 1 active, 2 left. */
  readonly status: number;
}

export interface OrderFacts {
  readonly orderedAt: Date;
  /** The buyer's customer, when the buyer is bound to one. */
  readonly customerId: number | null;
  readonly firstFriend: { readonly employeeId: number; readonly addedAt: Date } | null;
  readonly binder: { readonly employeeId: number; readonly boundAt: Date } | null;
  readonly boundAt: Date | null;
}

export interface Attribution {
  readonly employeeId: number | null;
  readonly departmentId: number | null;
  readonly reason: AttributionReason;
}

export interface Directory {
  readonly employee: (id: number) => EmployeeFact | undefined;
  /** The first active employee of a department (lowest id), if any. */
  readonly firstActiveOf: (departmentId: number) => EmployeeFact | undefined;
}

const nobody = (reason: AttributionReason): Attribution => ({
  employeeId: null,
  departmentId: null,
  reason,
});

function responsible(rule: PerformanceRuleBody, facts: OrderFacts) {
  const order = [rule.assign_rule, rule.assign_fallback];
  for (const [index, code] of order.entries()) {
    const primary = index === 0;
    if (code === 10 && facts.firstFriend) {
      return {
        employeeId: facts.firstFriend.employeeId,
        since: facts.firstFriend.addedAt,
        reason: (primary ? 'first_friend' : 'fallback_friend') as AttributionReason,
      };
    }
    if (code === 20 && facts.binder) {
      return {
        employeeId: facts.binder.employeeId,
        since: facts.binder.boundAt,
        reason: (primary ? 'first_binder' : 'fallback_binder') as AttributionReason,
      };
    }
  }
  return null;
}

export function decideAttribution(
  rule: PerformanceRuleBody,
  facts: OrderFacts,
  directory: Directory,
): Attribution {
  if (facts.customerId === null) return nobody('no_member');
  const chosen = responsible(rule, facts);
  if (!chosen) return nobody('no_employee');
  const at = facts.orderedAt.getTime();
  if (rule.attribution_mode === 120) {
    if (!facts.boundAt || at < facts.boundAt.getTime()) return nobody('before_binding');
  } else if (at < chosen.since.getTime()) {
    return nobody('before_assignment');
  }
  if (rule.lock_days > 0 && at - chosen.since.getTime() > rule.lock_days * DAY_MS) {
    return nobody('outside_lock');
  }
  const employee = directory.employee(chosen.employeeId);
  if (employee && employee.status !== 1) {
    if (rule.on_leave === 'none' || employee.departmentId === null) return nobody('left_none');
    const heir = directory.firstActiveOf(employee.departmentId);
    if (!heir) return nobody('left_none');
    return { employeeId: heir.id, departmentId: heir.departmentId, reason: 'left_department' };
  }
  return {
    employeeId: chosen.employeeId,
    departmentId: employee?.departmentId ?? null,
    reason: chosen.reason,
  };
}
