import { MassSendListPage } from '../mass-send/mass-send-list-page';
import { PRIVATE_CHAT } from '../mass-send/mass-send-config';

/** issue #17 /private-chat: the sends with their live totals. */
export function PrivateChatPage() {
  return <MassSendListPage config={PRIVATE_CHAT} />;
}
