// docs/wecom.md "Callbacks": a callback names what changed, not all of it. What the job needs
// beyond the event is read through the platform: externalcontact/get for a customer and its
// follow_user entry, groupchat/get for a customer group; the rest (tags, directory, mark_tag,
// remark, send_welcome_msg) is the tenant's PlatformAdapter.
import type { Database } from '../../db/database';
import type { ExternalContact, PlatformAdapter } from '../adapter';
import { createPlatformAdapter } from '../adapter';

/** externalcontact/get: the customer and the employee's follow_user entry. */
export interface ExternalContactDetail {
  readonly contact: ExternalContact;
  readonly follower: {
    readonly userId: string;
    readonly remark: string;
    readonly description: string;
    /** WeCom add_way (1 scanned a QR code, …). */
    readonly addWay: number;
    readonly state: string;
  } | null;
}

/** groupchat/get: the group and its members (type 1 employee, 2 customer). */
export interface GroupChatDetail {
  readonly chatId: string;
  readonly name: string;
  readonly ownerUserId: string;
  readonly notice: string;
  readonly createdAt: Date;
  readonly members: readonly {
    readonly id: string;
    readonly type: 1 | 2;
    readonly joinScene: number;
    readonly joinedAt: Date;
  }[];
}

export interface CallbackDetails {
  /** null: the platform does not know the customer (any more). */
  externalContact(
    tenantId: string,
    externalUserId: string,
    userId: string,
  ): Promise<ExternalContactDetail | null>;
  groupChat(tenantId: string, chatId: string): Promise<GroupChatDetail | null>;
}

export interface CallbackPlatform {
  readonly adapter: PlatformAdapter;
  readonly details: CallbackDetails;
}

/** Answers the tenant's callback platform (tests pass their own). */
export type CallbackPlatformFor = (tenantId: string) => Promise<CallbackPlatform>;

/**
 * The default: the tenant's adapter. Only a WeCom tenant receives callbacks; until its adapter
 * reads details, an event that needs them is recorded and failed loudly (not guessed).
 */
export function defaultCallbackPlatform(db: Database): CallbackPlatformFor {
  const adapter = createPlatformAdapter(db);
  const unavailable = async (): Promise<never> => {
    throw new Error('平台适配器不支持读取回调详情');
  };
  return async () => ({
    adapter,
    details: { externalContact: unavailable, groupChat: unavailable },
  });
}
