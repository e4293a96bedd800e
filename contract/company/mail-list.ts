// issue #9 /mail-list (docs/domain.md §7): departments and employees mirrored from the messaging
// platform, the list query, the pickers' options and the report of a sync.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { MAX_PAGE_SIZE } from '../envelope';
import { queryId, queryInt, textId } from '../fields';
import { optionalText } from '../validation';

export * from './mail-list-routes';

/** Business codes of the directory (1092xx), answered with HTTP 200. */
export const DIRECTORY_ERROR_CODES = {
  departmentNotFound: 109201,
} as const;

export const EMPLOYEE_ROLES = ['admin', 'leader', 'member'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** docs/domain.md §7: seat (interface licence) status. */
export const SEAT_STATUS = { active: 1, expired: 2, none: 3 } as const;
export type SeatStatus = (typeof SEAT_STATUS)[keyof typeof SEAT_STATUS];

export interface DepartmentRow {
  readonly id: number;
  readonly name: string;
  readonly parent_id: number | null;
  readonly order: number;
  /** Employees directly in this department. */
  readonly employee_count: number;
}

export interface EmployeeRow {
  readonly id: number;
  readonly platform_user_id: string;
  readonly name: string;
  readonly avatar: string;
  readonly department_id: number | null;
  readonly department_name: string;
  readonly position: string;
  readonly role: EmployeeRole;
  /** Customers with an active relation to this employee. */
  readonly customer_count: number;
  readonly seat_status: SeatStatus;
  readonly seat_expires_at: string | null;
  /** 1 active, 2 left. */
  readonly status: 1 | 2;
}

/** What pickers need: every active employee, small enough to send whole. */
export interface EmployeeOption {
  readonly id: number;
  readonly name: string;
  readonly department_id: number | null;
}

export interface DirectoryOptions {
  readonly departments: readonly Pick<DepartmentRow, 'id' | 'name' | 'parent_id'>[];
  readonly employees: readonly EmployeeOption[];
}

/** issue #9 "sync from platform": what changed, by kind, with names to show. */
export interface SyncChange {
  readonly added: readonly string[];
  readonly updated: readonly string[];
  readonly removed: readonly string[];
}

export interface DirectorySyncReport {
  readonly departments: SyncChange;
  readonly employees: SyncChange;
  readonly synced_at: string;
}

/** Query values arrive as strings; page and page_size default to 1 and 20. */
// issue #25 finding 5: coerced only from digit strings, within bounds (contract/fields.ts).
export const pageQuerySchema = z.object({
  page: queryInt('页码', 1, 100_000).default(1),
  page_size: queryInt('每页条数', 1, MAX_PAGE_SIZE).default(20),
});

/** A repeated query key (`a=1&a=2`) or a comma list, as ids (digits, ≤ 2^31−1). */
export function idListQuery(label: string) {
  return z
    .preprocess(
      (value) => {
        if (value === undefined || value === '') return undefined;
        const items = Array.isArray(value) ? value : String(value).split(',');
        return items.filter((item) => item !== '');
      },
      z.array(textId(label)).max(200, { error: `${label}数量过多` }),
    )
    .optional();
}

export const employeeListQuerySchema = pageQuerySchema.extend({
  name: optionalText('员工姓名', 50),
  department_id: queryId('部门'),
  /** Include the sub-departments of department_id (default yes). */
  include_children: z
    .enum(['true', 'false'], { error: '是否包含子部门格式不正确' })
    .optional()
    .transform((value) => value !== 'false'),
});
export type EmployeeListQuery = z.output<typeof employeeListQuerySchema>;

// issue #12: the endpoints of /mail-list, declared once (server and console both use these).
export const departmentList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/company/departments',
  permission: page('/mail-list'),
  response: responseOf<DepartmentRow[]>(),
});

export const employeeList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/company/employees',
  permission: page('/mail-list'),
  query: employeeListQuerySchema,
  response: responseOf<ListData<EmployeeRow>>(),
});

export const directorySync = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/company/directory/sync',
  permission: page('/mail-list'),
  response: responseOf<DirectorySyncReport>(),
});
