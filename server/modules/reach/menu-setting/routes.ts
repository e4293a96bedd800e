// issue #18 /menu-setting 聊天工具栏: handlers registered against the declarations of
// contract/reach/menu-setting.ts. Reads are open to every member (special set, spec §2);
// writes need the page's own code (the declarations say which).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import {
  BUILTIN_TOOLS,
  TOOLBAR_ERROR_CODES,
  toolbarCreate,
  toolbarDelete,
  toolbarForEmployee,
  toolbarList,
  toolbarMove,
  toolbarToggle,
  toolbarUpdate,
} from '../../../../contract/reach/menu-setting';
import type { ToolKind } from '../../../../contract/reach/menu-setting';
import type { Database } from '../../../db/database';
import { wecomTenantById } from '../../../platform/wecom/corp-tenant';
import { employees } from '../../../db/schema/directory';
import { chatToolbarEntries } from '../../../db/schema/reach-chat-tools';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import {
  createEntry,
  deleteEntry,
  ensureBuiltins,
  listEntries,
  moveEntry,
  toggleEntry,
  updateEntry,
} from './toolbar-store';

const CODE = menuCodeForPath('/menu-setting');
const PATHS = new Map<string, string>(BUILTIN_TOOLS.map((tool) => [tool.kind, tool.path]));

/** The enabled entries an employee sees in the toolbar, in order (the sidebar's read). */
export async function entriesForEmployee(
  db: Database,
  tenantId: string,
  employeeId: number,
  now: Date,
) {
  const [employee] = await db
    .select({ departmentId: employees.departmentId, status: employees.status })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!employee || employee.status !== 1) {
    throw new BusinessError(TOOLBAR_ERROR_CODES.unknownReference, '员工不存在或已离职');
  }
  await ensureBuiltins(db, tenantId, now);
  const rows = await db
    .select()
    .from(chatToolbarEntries)
    .where(and(eq(chatToolbarEntries.tenantId, tenantId), eq(chatToolbarEntries.enabled, true)))
    .orderBy(asc(chatToolbarEntries.sortOrder), asc(chatToolbarEntries.id));
  return rows
    .filter(
      (row) =>
        row.departmentIds.length === 0 ||
        (employee.departmentId !== null && row.departmentIds.includes(employee.departmentId)),
    )
    .map((row) => ({
      id: row.id,
      kind: row.kind as ToolKind,
      name: row.name,
      url: row.kind === 'custom' ? row.url : (PATHS.get(row.kind) ?? ''),
    }));
}

export function registerMenuSettingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, toolbarList, async ({ tenantId, query, auth }) => ({
    ...(await listEntries(db, tenantId, query, now())),
    can_edit: CODE !== undefined && auth.codes.includes(CODE),
    // issue #40: a sidebar page opened from WeCom's toolbar knows its corp by this.
    wecom_corp_id: (await wecomTenantById(db, tenantId))?.corpId ?? null,
  }));
  registerEndpoint(app, toolbarCreate, ({ tenantId, body }) =>
    createEntry(db, tenantId, body, now()),
  );
  registerEndpoint(app, toolbarUpdate, ({ tenantId, params, body }) =>
    updateEntry(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, toolbarToggle, ({ tenantId, params, body }) =>
    toggleEntry(db, tenantId, params.id, body.enabled, now()),
  );
  registerEndpoint(app, toolbarMove, ({ tenantId, params, body }) =>
    moveEntry(db, tenantId, params.id, body.direction),
  );
  registerEndpoint(app, toolbarDelete, ({ tenantId, params }) =>
    deleteEntry(db, tenantId, params.id),
  );
  registerEndpoint(app, toolbarForEmployee, ({ tenantId, query }) =>
    entriesForEmployee(db, tenantId, query.employee_id, now()),
  );
}
