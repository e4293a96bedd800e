// issue #19 /auto-tag endpoints, and the sandbox's recorded chat message.
import type { FastifyInstance } from 'fastify';
import {
  autoTagDetail,
  autoTagHits,
  autoTagList,
  createAutoTag,
  deleteAutoTag,
  sandboxChatMessage,
  toggleAutoTag,
  updateAutoTag,
} from '../../../../contract/customer/auto-tag';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { ownCustomerIds } from '../shared/own-ids';
import { ownEmployeeIds } from '../shared/alert-notices';
import { runAutoTag } from './auto-tag-engine';
import {
  deleteRule,
  listRules,
  ruleDetail,
  ruleHits,
  saveRule,
  toggleRule,
} from './auto-tag-rules';

export function registerAutoTagRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  registerEndpoint(app, autoTagList, ({ tenantId, query }) => listRules(db, tenantId, query));
  registerEndpoint(app, autoTagDetail, ({ tenantId, params }) =>
    ruleDetail(db, tenantId, params.id),
  );
  registerEndpoint(app, createAutoTag, ({ tenantId, body }) =>
    saveRule(db, tenantId, body, new Date(now())),
  );
  registerEndpoint(app, updateAutoTag, ({ tenantId, params, body }) =>
    saveRule(db, tenantId, body, new Date(now()), params.id),
  );
  registerEndpoint(app, toggleAutoTag, ({ tenantId, params, body }) =>
    toggleRule(db, tenantId, params.id, body.enabled),
  );
  registerEndpoint(app, deleteAutoTag, ({ tenantId, params }) =>
    deleteRule(db, tenantId, params.id),
  );
  registerEndpoint(app, autoTagHits, ({ tenantId, params, query }) =>
    ruleHits(db, tenantId, params.id, query),
  );
  registerEndpoint(app, sandboxChatMessage, async ({ tenantId, body }) => {
    const [customerId] = await ownCustomerIds(db, tenantId, [body.customer_id]);
    const [employeeId] = await ownEmployeeIds(db, tenantId, [body.employee_id]);
    if (customerId === undefined || employeeId === undefined) {
      throw new BusinessError(109101, '客户或员工不存在');
    }
    const at = new Date(now());
    const hits = await runAutoTag(db, tenantId, {
      kind: 'message',
      customerId,
      employeeId,
      text: body.text,
      eventKey: `chat:${customerId}:${employeeId}:${at.getTime()}`,
      at,
    });
    return { hits };
  });
}
