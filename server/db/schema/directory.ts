// Directory (issue #9): the tenant's departments and employees as mirrored from the
// messaging platform (docs/domain.md §7 /mail-list), and the sandbox platform's own store.
// docs/conventions.md "Tenants never mix": every key leads with tenant_id.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, tenantId } from './columns';

export const departments = pgTable(
  'departments',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** The platform's department id (WeCom `department.id`). */
    platformId: text('platform_id').notNull(),
    name: text('name').notNull(),
    /** Our id of the parent department; null for the root. */
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('departments_tenant_platform_unique').on(table.tenantId, table.platformId),
  ],
);

export const employees = pgTable(
  'employees',
  {
    tenantId: tenantId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    /** The platform's userid. */
    platformUserId: text('platform_user_id').notNull(),
    name: text('name').notNull(),
    departmentId: integer('department_id'),
    position: text('position').notNull().default(''),
    /** contract/company/mail-list.ts EMPLOYEE_ROLES: admin, leader, member. */
    role: text('role').notNull().default('member'),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    avatar: text('avatar').notNull().default(''),
    /** docs/domain.md §7: seat (interface licence) 1 active, 2 expired, 3 none. */
    seatStatus: smallint('seat_status').notNull().default(1),
    seatExpiresAt: at('seat_expires_at'),
    /** 1 active, 2 left the company (kept so history still names them). */
    status: smallint('status').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique('employees_tenant_platform_unique').on(table.tenantId, table.platformUserId),
    index('employees_tenant_department_idx').on(table.tenantId, table.departmentId),
  ],
);

/**
 * The sandbox platform's own truth (server/platform/sandbox): what the platform holds for a
 * tenant, before our mirror syncs it. kind = department | employee | tag_group | tag.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    platformId: text('platform_id').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.kind, table.platformId] })],
);
