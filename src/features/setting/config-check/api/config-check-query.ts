// /config-check: the checks behind the health score, run by the server on request
// (contract/setting/config-check.ts, issue #12).
import { configCheckRun } from '../../../../../contract/setting/config-check';
import { endpointQuery } from '../../../../data/endpoint-hooks';

export const configCheckQueryOptions = endpointQuery(configCheckRun, {}, { staleTime: 0 });
