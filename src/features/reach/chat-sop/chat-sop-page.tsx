import { CHAT_SOP } from '../sop/sop-config';
import { SopListPage } from '../sop/sop-list-page';

/** issue #18 /chat-sop: the plans with today's due and completion. */
export function ChatSopPage() {
  return <SopListPage config={CHAT_SOP} />;
}
