// A fake of what WeCom callbacks read through the platform (externalcontact/get,
// groupchat/get) and of send_welcome_msg, for the callback tests; directory and corp tags
// come from the sandbox platform underneath. Records every welcome it was asked to send.
import type { Database } from '../../db/database';
import type { WelcomeMessage } from '../../platform/adapter';
import { createSandboxPlatform } from '../../platform/sandbox/sandbox-platform';
import type {
  CallbackPlatform,
  ExternalContactDetail,
  GroupChatDetail,
} from '../../platform/wecom-callback/callback-platform';

export interface CallbackPlatformFake extends CallbackPlatform {
  readonly contacts: Map<string, ExternalContactDetail>;
  readonly chats: Map<string, GroupChatDetail>;
  readonly welcomes: { tenantId: string; welcomeCode: string; message: WelcomeMessage }[];
  /** Calls answered by externalcontact/get and groupchat/get. */
  readonly reads: string[];
}

export function createCallbackPlatformFake(db: Database): CallbackPlatformFake {
  const sandbox = createSandboxPlatform(db);
  const contacts = new Map<string, ExternalContactDetail>();
  const chats = new Map<string, GroupChatDetail>();
  const welcomes: CallbackPlatformFake['welcomes'] = [];
  const reads: string[] = [];
  return {
    contacts,
    chats,
    welcomes,
    reads,
    adapter: {
      ...sandbox,
      kind: 'wecom',
      async sendWelcome(tenantId, welcomeCode, message) {
        welcomes.push({ tenantId, welcomeCode, message });
      },
    },
    details: {
      async externalContact(_tenantId, externalUserId, userId) {
        reads.push(`externalcontact/get ${externalUserId}`);
        const detail = contacts.get(externalUserId);
        if (!detail) return null;
        return detail.follower?.userId === userId ? detail : { ...detail, follower: null };
      },
      async groupChat(_tenantId, chatId) {
        reads.push(`groupchat/get ${chatId}`);
        return chats.get(chatId) ?? null;
      },
    },
  };
}
