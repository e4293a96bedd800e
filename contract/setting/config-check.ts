// issue #12: /config-check's one endpoint (issue #6): the checks behind the health score,
// run by the server on request. Every member may run it (/config-check is a special page).
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { HealthScore } from '../platform';

export const configCheckRun = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/setting/config-check/run',
  permission: page('/config-check'),
  response: responseOf<HealthScore>(),
});
