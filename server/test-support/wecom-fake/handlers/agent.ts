// agent/get: GET ?agentid → the app's name and visible range (allow_userinfos, allow_partys).
// A token of another app (or of the 客户联系 secret) may not read it: 301002.
import { z } from 'zod';
import { refusal } from '../fake-checks';
import type { FakeRoute } from '../fake-types';

export const routes: readonly FakeRoute[] = [
  {
    method: 'GET',
    api: 'agent/get',
    query: z.object({ agentid: z.string().regex(/^\d+$/) }),
    missingCodes: { agentid: 40056 },
    handle({ request, corp, app }) {
      const agentId = Number(request.query.agentid);
      const agent = corp.apps.find((candidate) => candidate.agentId === agentId);
      if (!agent) return refusal(40056, 'invalid agentid');
      if (agent !== app) return refusal(301002, 'not allow to operate another agent');
      return {
        agentid: agentId,
        name: agent.name,
        square_logo_url: '',
        description: '',
        allow_userinfos: { user: agent.visibleUserIds.map((userid) => ({ userid })) },
        allow_partys: { partyid: agent.visibleDepartmentIds },
        allow_tags: { tagid: [] },
        close: 0,
        redirect_domain: '',
        report_location_flag: 0,
        isreportenter: 0,
        home_url: '',
        customized_publish_status: 0,
      };
    },
  },
];
