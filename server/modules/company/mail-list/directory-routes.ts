// issue #9 /mail-list: departments, employees, the pickers' options and "sync from platform".
// Every call reads only the tenant of the verified token (design.md "Tenants never mix").
import type { FastifyInstance } from 'fastify';
import { employeeListQuerySchema } from '../../../../contract/company/mail-list';
import { success } from '../../../../contract/envelope';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { parseBody } from '../../../http/parse-body';
import { createPlatformAdapter } from '../../../platform/adapter';
import { DIRECTORY_READER_CODES, MAIL_LIST_CODE } from './company-codes';
import { directoryOptions, listDepartments, listEmployees } from './directory-queries';
import { syncDirectory } from './directory-sync';
import { requireAnyCode } from './require-any-code';

export function registerCompanyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const adapter = createPlatformAdapter(deps.db);
  const guarded = { config: { permission: MAIL_LIST_CODE } };

  app.get('/scrm/v1/company/departments', guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return success(await listDepartments(deps.db, tenantId));
  });

  app.get('/scrm/v1/company/employees', guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    const query = parseBody(employeeListQuerySchema, request.query);
    return success(await listEmployees(deps.db, tenantId, query));
  });

  app.post('/scrm/v1/company/directory/sync', guarded, async (request) => {
    const { tenantId } = requireAuth(request);
    return success(await syncDirectory(deps.db, adapter, tenantId, new Date(deps.now())));
  });

  // The employee and department pickers of /customer-list, /channel-code, ... (spec §6).
  app.get('/scrm/v1/company/directory/options', async (request) => {
    const { tenantId } = requireAnyCode(request, DIRECTORY_READER_CODES);
    return success(await directoryOptions(deps.db, tenantId));
  });
}
