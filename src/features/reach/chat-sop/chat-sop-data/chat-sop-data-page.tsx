import { CHAT_SOP } from '../../sop/sop-config';
import { SopDataPage } from '../../sop/sop-data-page';

/** issue #18 /chat-sop/chat-sop-data: one plan's figures and task list (`?id=`). */
export function ChatSopDataPage() {
  return <SopDataPage config={CHAT_SOP} />;
}
