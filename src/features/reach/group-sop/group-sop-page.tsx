import { GROUP_SOP } from '../sop/sop-config';
import { SopListPage } from '../sop/sop-list-page';

/** issue #18 /group-sop: the plans with today's due and completion. */
export function GroupSopPage() {
  return <SopListPage config={GROUP_SOP} />;
}
