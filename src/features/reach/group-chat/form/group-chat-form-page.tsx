import { MassSendFormPage } from '../../mass-send/mass-send-form-page';
import { GROUP_CHAT } from '../../mass-send/mass-send-config';

/** issue #17 /group-chat/form: a new send (or a copy of one). */
export function GroupChatFormPage() {
  return <MassSendFormPage config={GROUP_CHAT} />;
}
