// issue #18 /group-sop 群SOP (docs/domain.md §2): endpoint declarations (the owner executes).
import { groupSopSchema } from './sop';
import { sopEndpoints } from './sop-endpoints';

export const groupSopEndpoints = sopEndpoints('/group-sop', 'group-sop', groupSopSchema);
