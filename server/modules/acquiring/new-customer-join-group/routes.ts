// /new-customer-join-group 新客拉群: handlers registered against the declarations of
// contract/acquiring/new-customer-join-group.ts (the guard checks each one's permission first).
import type { FastifyInstance } from 'fastify';
import {
  newCustomerJoinGroupList,
  newCustomerRuleCreate,
  newCustomerRuleDelete,
  newCustomerRuleDetail,
  newCustomerRuleOptions,
  newCustomerRuleRecords,
  newCustomerRuleSimulate,
  newCustomerRuleToggle,
  newCustomerRuleUpdate,
} from '../../../../contract/acquiring/new-customer-join-group';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { ruleRecords, simulateNewFriend } from './rule-records';
import { deleteRule, listRules, ruleDetail, ruleOptions, saveRule, toggleRule } from './rule-store';

export function registerNewCustomerJoinGroupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  registerEndpoint(app, newCustomerJoinGroupList, ({ tenantId, query }) =>
    listRules(db, tenantId, query),
  );
  registerEndpoint(app, newCustomerRuleOptions, ({ tenantId }) => ruleOptions(db, tenantId));
  registerEndpoint(app, newCustomerRuleDetail, ({ tenantId, params }) =>
    ruleDetail(db, tenantId, params.id),
  );
  registerEndpoint(app, newCustomerRuleCreate, ({ tenantId, body }) =>
    saveRule(db, tenantId, null, body, now()),
  );
  registerEndpoint(app, newCustomerRuleUpdate, ({ tenantId, params, body }) =>
    saveRule(db, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, newCustomerRuleToggle, ({ tenantId, params, body }) =>
    toggleRule(db, tenantId, params.id, body.enabled),
  );
  registerEndpoint(app, newCustomerRuleDelete, ({ tenantId, params }) =>
    deleteRule(db, tenantId, params.id),
  );
  registerEndpoint(app, newCustomerRuleRecords, ({ tenantId, params, query }) =>
    ruleRecords(db, tenantId, params.id, query),
  );
  registerEndpoint(app, newCustomerRuleSimulate, ({ tenantId, params, body }) =>
    simulateNewFriend(db, tenantId, params.id, body, now()),
  );
}
