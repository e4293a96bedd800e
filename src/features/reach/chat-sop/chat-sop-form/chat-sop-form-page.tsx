import { CHAT_SOP } from '../../sop/sop-config';
import { SopFormPage } from '../../sop/sop-form-page';

/** issue #18 /chat-sop/chat-sop-form: create or edit (`?id=`) a plan. */
export function ChatSopFormPage() {
  return <SopFormPage config={CHAT_SOP} />;
}
