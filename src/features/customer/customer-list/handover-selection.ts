import type { CustomerRow, EmployeeRef } from '../../../../contract/customer/customer-list';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/customer-handover-messages';

export interface HandoverSelection {
  /** Members who follow at least one selected customer: the 原跟进成员 choices. */
  readonly owners: readonly EmployeeRef[];
  /** The customers sent for the chosen member (none before one is chosen). */
  readonly ids: readonly number[];
  /** Selected customers nobody follows any more (已流失): they cannot be handed over. */
  readonly withoutEmployee: number;
  /** True when no selected customer has an employee: there is nothing to hand over. */
  readonly nothingToHandOver: boolean;
  /** What the dialog says about the customers left out, in the console's language. */
  readonly notices: readonly string[];
}

/**
 * Which of the selected customers a hand-over from `handoverId` sends, and what the dialog
 * says about the others (docs/handover.md "Skipped customers"): a customer without an
 * employee (已流失) has nobody to hand over from, one followed only by other members is not
 * the chosen member's to give.
 */
export function handoverSelection(
  customers: readonly CustomerRow[],
  handoverId: number | null,
): HandoverSelection {
  const owners = new Map<number, EmployeeRef>();
  for (const row of customers)
    for (const employee of row.employees) owners.set(employee.id, employee);
  const followed = customers.filter((row) => row.employees.length > 0);
  const withoutEmployee = customers.length - followed.length;
  const ids =
    handoverId === null
      ? []
      : followed
          .filter((row) => row.employees.some((employee) => employee.id === handoverId))
          .map((row) => row.id);
  const notices: string[] = [];
  if (withoutEmployee > 0 && followed.length === 0) {
    notices.push(t('handover.allWithoutEmployee', { count: withoutEmployee }));
  } else if (withoutEmployee > 0) {
    notices.push(t('handover.withoutEmployee', { count: withoutEmployee }));
  }
  const chosen = handoverId === null ? undefined : owners.get(handoverId);
  if (chosen && ids.length < followed.length) {
    notices.push(
      t('handover.notTheirs', { count: followed.length - ids.length, name: chosen.name }),
    );
  }
  return {
    owners: [...owners.values()],
    ids,
    withoutEmployee,
    nothingToHandOver: followed.length === 0,
    notices,
  };
}
