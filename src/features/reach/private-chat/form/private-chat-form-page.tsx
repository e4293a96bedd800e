import { MassSendFormPage } from '../../mass-send/mass-send-form-page';
import { PRIVATE_CHAT } from '../../mass-send/mass-send-config';

/** issue #17 /private-chat/form: a new send (or a copy of one). */
export function PrivateChatFormPage() {
  return <MassSendFormPage config={PRIVATE_CHAT} />;
}
