import { MassSendDetailPage } from '../../mass-send/mass-send-detail-page';
import { GROUP_CHAT } from '../../mass-send/mass-send-config';

/** issue #17 /group-chat/detail: totals, per employee and per recipient. */
export function GroupChatDetailPage() {
  return <MassSendDetailPage config={GROUP_CHAT} />;
}
