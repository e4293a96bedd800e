import { GROUP_SOP } from '../../sop/sop-config';
import { SopFormPage } from '../../sop/sop-form-page';

/** issue #18 /group-sop/group-sop-form: create or edit (`?id=`) a plan. */
export function GroupSopFormPage() {
  return <SopFormPage config={GROUP_SOP} />;
}
