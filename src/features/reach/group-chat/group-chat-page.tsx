import { MassSendListPage } from '../mass-send/mass-send-list-page';
import { GROUP_CHAT } from '../mass-send/mass-send-config';

/** issue #17 /group-chat: the sends with their live totals. */
export function GroupChatPage() {
  return <MassSendListPage config={GROUP_CHAT} />;
}
