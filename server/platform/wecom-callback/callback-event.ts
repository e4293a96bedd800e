// docs/wecom.md "Callbacks": the events of WeCom's 客户联系 and 通讯录 callbacks that we apply,
// read from the decrypted message. Anything else is kept as `unknown` (recorded, ignored).
import type { XmlFields } from './callback-xml';
import { itemsOf, textOf } from './callback-xml';

export const CONTACT_CHANGES = [
  'add_external_contact',
  'add_half_external_contact',
  'edit_external_contact',
  'del_external_contact',
  'del_follow_user',
  'transfer_fail',
] as const;
export const CHAT_CHANGES = ['create', 'update', 'dismiss'] as const;
export const TAG_CHANGES = ['create', 'update', 'delete', 'shuffle'] as const;
export const DIRECTORY_CHANGES = [
  'create_user',
  'update_user',
  'delete_user',
  'create_party',
  'update_party',
  'delete_party',
] as const;

export type CallbackEvent =
  | {
      readonly family: 'change_external_contact';
      readonly change: (typeof CONTACT_CHANGES)[number];
      readonly userId: string;
      readonly externalUserId: string;
      readonly state: string;
      readonly welcomeCode: string;
      /** del_external_contact: DELETE_BY_TRANSFER when a transfer ended the relation. */
      readonly source: string;
      /** transfer_fail: customer_refused or customer_limit_exceed. */
      readonly failReason: string;
      readonly at: Date;
    }
  | {
      readonly family: 'change_external_chat';
      readonly change: (typeof CHAT_CHANGES)[number];
      readonly chatId: string;
      /** update: add_member, del_member, change_owner, change_name, change_notice. */
      readonly updateDetail: string;
      /** WeCom: 0 invited by a member (directly or by link), 3 scanned the group's QR code. */
      readonly joinScene: number;
      readonly members: readonly string[];
      readonly at: Date;
    }
  | {
      readonly family: 'change_external_tag';
      readonly change: (typeof TAG_CHANGES)[number];
      readonly platformId: string;
      readonly tagType: string;
      readonly at: Date;
    }
  | {
      readonly family: 'change_contact';
      readonly change: (typeof DIRECTORY_CHANGES)[number];
      readonly at: Date;
    }
  | {
      readonly family: 'unknown';
      readonly event: string;
      readonly change: string;
      readonly at: Date;
    };

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((item) => item === value);
}

/** The event of a decrypted callback message; `receivedAt` when it carries no CreateTime. */
export function readCallbackEvent(fields: XmlFields, receivedAt: Date): CallbackEvent {
  const seconds = Number(textOf(fields, 'CreateTime'));
  const at = Number.isSafeInteger(seconds) && seconds > 0 ? new Date(seconds * 1000) : receivedAt;
  const event = textOf(fields, 'Event');
  const changeType = textOf(fields, 'ChangeType');
  const msgType = textOf(fields, 'MsgType');
  const unknown = { family: 'unknown', event: event || msgType, change: changeType, at } as const;
  if (msgType !== 'event') return unknown;
  switch (event) {
    case 'change_external_contact': {
      const change = oneOf(CONTACT_CHANGES, changeType);
      const userId = textOf(fields, 'UserID');
      const externalUserId = textOf(fields, 'ExternalUserID');
      if (!change || !userId || !externalUserId) return unknown;
      return {
        family: event,
        change,
        userId,
        externalUserId,
        state: textOf(fields, 'State'),
        welcomeCode: textOf(fields, 'WelcomeCode'),
        source: textOf(fields, 'Source'),
        failReason: textOf(fields, 'FailReason'),
        at,
      };
    }
    case 'change_external_chat': {
      const change = oneOf(CHAT_CHANGES, changeType);
      const chatId = textOf(fields, 'ChatId');
      if (!change || !chatId) return unknown;
      return {
        family: event,
        change,
        chatId,
        updateDetail: textOf(fields, 'UpdateDetail'),
        joinScene: Number(textOf(fields, 'JoinScene')) || 0,
        members: itemsOf(fields, 'MemChangeList'),
        at,
      };
    }
    case 'change_external_tag': {
      const change = oneOf(TAG_CHANGES, changeType);
      if (!change) return unknown;
      return {
        family: event,
        change,
        platformId: textOf(fields, 'Id'),
        tagType: textOf(fields, 'TagType'),
        at,
      };
    }
    case 'change_contact': {
      const change = oneOf(DIRECTORY_CHANGES, changeType);
      return change ? { family: event, change, at } : unknown;
    }
    default:
      return unknown;
  }
}
