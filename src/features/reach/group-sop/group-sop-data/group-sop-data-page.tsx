import { GROUP_SOP } from '../../sop/sop-config';
import { SopDataPage } from '../../sop/sop-data-page';

/** issue #18 /group-sop/group-sop-data: one plan's figures and task list (`?id=`). */
export function GroupSopDataPage() {
  return <SopDataPage config={GROUP_SOP} />;
}
