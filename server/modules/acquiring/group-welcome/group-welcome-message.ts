// The stored group welcome message read back through the contract's schema.
import { groupWelcomeMessage } from '../../../../contract/acquiring/group-welcome';
import type { MessageContent } from '../../../../contract/message-content';

export function groupMessageOf(stored: unknown): MessageContent {
  const parsed = groupWelcomeMessage.safeParse(stored);
  return parsed.success ? parsed.data : { text: '（欢迎语已损坏）', attachments: [] };
}
