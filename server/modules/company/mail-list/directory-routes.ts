// issue #9 /mail-list: departments, employees, the pickers' options and "sync from platform".
// Every call reads only the tenant of the verified token (docs/conventions.md "Tenants never mix");
// the endpoints are declared in contract/company/mail-list.ts (issue #12).
import type { FastifyInstance } from 'fastify';
import {
  departmentList,
  directoryOptions,
  directorySync,
  employeeList,
} from '../../../../contract/company/mail-list';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { createPlatformAdapter } from '../../../platform/adapter';
import {
  directoryOptions as readDirectoryOptions,
  listDepartments,
  listEmployees,
} from './directory-queries';
import { syncDirectory } from './directory-sync';

export function registerCompanyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const adapter = createPlatformAdapter(deps.db);
  registerEndpoint(app, departmentList, ({ tenantId }) => listDepartments(deps.db, tenantId));
  registerEndpoint(app, employeeList, ({ tenantId, query }) =>
    listEmployees(deps.db, tenantId, query),
  );
  registerEndpoint(app, directorySync, ({ tenantId }) =>
    syncDirectory(deps.db, adapter, tenantId, new Date(deps.now())),
  );
  registerEndpoint(app, directoryOptions, ({ tenantId }) =>
    readDirectoryOptions(deps.db, tenantId),
  );
}
