import { MassSendDetailPage } from '../../mass-send/mass-send-detail-page';
import { PRIVATE_CHAT } from '../../mass-send/mass-send-config';

/** issue #17 /private-chat/detail: totals, per employee and per recipient. */
export function PrivateChatDetailPage() {
  return <MassSendDetailPage config={PRIVATE_CHAT} />;
}
