import { chakraFreePage } from '../../../ui/theme/chakra-island';
import { MassSendListPage } from '../mass-send/mass-send-list-page';
import { GROUP_CHAT } from '../mass-send/mass-send-config';

/**
 * issue #17 /group-chat: the sends with their live totals. issue #39 (docs/architecture.md
 * "Styling" point 5): the list renders no Chakra outside its islands (the cancel step, 列设置).
 */
export const GroupChatPage = chakraFreePage(function GroupChatPage() {
  return <MassSendListPage config={GROUP_CHAT} />;
});
