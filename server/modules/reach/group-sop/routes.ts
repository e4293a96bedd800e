// issue #18 /group-sop 群SOP: the SOP handlers for groups, the owner executes (../sop).
import type { FastifyInstance } from 'fastify';
import { groupSopEndpoints } from '../../../../contract/reach/group-sop';
import { SOP_KIND_CODES } from '../../../../contract/reach/sop';
import type { RouteDeps } from '../../../http/app-deps';
import { registerSopRoutes } from '../sop/sop-routes';

export function registerGroupSopRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerSopRoutes(app, deps, SOP_KIND_CODES.group, groupSopEndpoints);
}
