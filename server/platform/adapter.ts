// docs/conventions.md: the server reaches the messaging platform (WeCom) through one adapter; the
// default is the built-in sandbox (server/platform/sandbox). A real WeCom adapter implements
// the same interface later: directory reads, corp tags, contact ways (live codes), marking
// tags, remarks and the welcome message. What the platform pushes back (its callbacks) is a
// PlatformEvent, applied to our mirror by server/modules/customer/customer-list/platform-events.ts.
import type { WelcomeAttachment } from '../../contract/acquiring/channel-code';
import type { MessageContent } from '../../contract/message-content';
import type { Database } from '../db/database';
import type { HandoverPlatform } from './handover-adapter';
import { routeByTenant } from './platform-router';
import { createSandboxPlatform } from './sandbox/sandbox-platform';

export interface PlatformDepartment {
  readonly platformId: string;
  readonly name: string;
  readonly parentPlatformId: string | null;
  readonly order: number;
}

export interface PlatformEmployee {
  readonly platformUserId: string;
  readonly name: string;
  readonly departmentPlatformId: string | null;
  readonly position: string;
  readonly role: 'admin' | 'leader' | 'member';
  readonly gender: 0 | 1 | 2;
  readonly avatar: string;
  /** docs/domain.md §7: 1 active, 2 expired, 3 none. */
  readonly seatStatus: 1 | 2 | 3;
  readonly seatExpiresAt: string | null;
}

export interface PlatformTag {
  readonly platformId: string;
  readonly name: string;
  readonly order: number;
}

export interface PlatformTagGroup extends PlatformTag {
  readonly tags: readonly PlatformTag[];
}

/** WeCom add_contact_way (docs/domain.md §1): who the code routes to, and its `state`. */
export interface ContactWayConfig {
  readonly state: string;
  readonly userIds: readonly string[];
  readonly skipVerify: boolean;
}

/** WeCom groupchat/add_join_way (「加入群聊」): ≤ 5 chats, and its `state`. */
export interface JoinWayConfig {
  readonly chatIds: readonly string[];
  readonly state: string;
  readonly remark?: string;
  /** Create a new chat when the ones listed are full, named `<baseName><n>`. */
  readonly autoCreateRoom?: { readonly baseName: string; readonly baseId: number };
}

export interface ExternalContact {
  readonly externalUserId: string;
  readonly name: string;
  readonly avatar: string;
  /** spec §4: 1 WeChat, 2 WeCom (enterprise). */
  readonly type: 1 | 2;
  readonly corpName: string;
  readonly gender: 0 | 1 | 2;
}

/** docs/domain.md §0 callbacks: what the platform tells us happened. */
export type PlatformEvent =
  | {
      readonly type: 'add_external_contact';
      readonly userId: string;
      readonly contact: ExternalContact;
      readonly state: string;
      readonly addWay: number;
      readonly welcomeCode: string;
      readonly at: Date;
    }
  | {
      /** The customer deleted the employee (del_follow_user). */
      readonly type: 'del_follow_user';
      readonly userId: string;
      readonly externalUserId: string;
      readonly at: Date;
    }
  | {
      /** The employee deleted the customer (del_external_contact). */
      readonly type: 'del_external_contact';
      readonly userId: string;
      readonly externalUserId: string;
      readonly at: Date;
    }
  | {
      readonly type: 'change_external_chat';
      readonly change: 'add_member' | 'del_member';
      readonly chatId: string;
      readonly externalUserId: string;
      readonly joinScene: 1 | 2 | 3;
      readonly at: Date;
    };

/** A channel code's welcome (contract/acquiring/channel-code.ts): text and its attachments. */
export interface WelcomeMessage {
  readonly text: string;
  readonly attachments: readonly WelcomeAttachment[];
}

export interface PlatformAdapter extends HandoverPlatform {
  readonly kind: 'sandbox' | 'wecom';
  listDepartments(tenantId: string): Promise<PlatformDepartment[]>;
  listEmployees(tenantId: string): Promise<PlatformEmployee[]>;
  listCorpTags(tenantId: string): Promise<PlatformTagGroup[]>;
  /** add_corp_tag: a new group with its tags, or tags in an existing group. */
  addCorpTags(
    tenantId: string,
    group: { platformId?: string; name: string },
    names: readonly string[],
  ): Promise<PlatformTagGroup>;
  /** edit_corp_tag: renames a tag or a group (both have a platform id). */
  editCorpTag(tenantId: string, platformId: string, name: string, order?: number): Promise<void>;
  /** del_corp_tag: deleting a group deletes its tags. */
  deleteCorpTags(tenantId: string, platformIds: readonly string[]): Promise<void>;
  /** mark_tag on one employee–customer pair. */
  markTags(
    tenantId: string,
    pair: { userId: string; externalUserId: string },
    add: readonly string[],
    remove: readonly string[],
  ): Promise<void>;
  /** externalcontact/remark. */
  remark(
    tenantId: string,
    pair: { userId: string; externalUserId: string },
    remark: string,
    description: string,
  ): Promise<void>;
  /** send_welcome_msg with the add event's welcome_code (valid 20 s on WeCom). */
  sendWelcome(tenantId: string, welcomeCode: string, message: WelcomeMessage): Promise<void>;
  /** add_contact_way: the config_id to keep and the platform's QR code ('' in the sandbox). */
  addContactWay(
    tenantId: string,
    config: ContactWayConfig,
  ): Promise<{ configId: string; qrCode: string }>;
  updateContactWay(tenantId: string, configId: string, config: ContactWayConfig): Promise<void>;
  deleteContactWay(tenantId: string, configId: string): Promise<void>;
  /** groupchat/add_join_way (+ get_join_way for its qr_code; '' in the sandbox). */
  addJoinWay(
    tenantId: string,
    config: JoinWayConfig,
  ): Promise<{ configId: string; qrCode: string }>;
  updateJoinWay(tenantId: string, configId: string, config: JoinWayConfig): Promise<void>;
  deleteJoinWay(tenantId: string, configId: string): Promise<void>;
  /** group_welcome_template/add: text and one attachment; answers the template_id. */
  addGroupWelcomeTemplate(tenantId: string, message: MessageContent): Promise<string>;
  editGroupWelcomeTemplate(
    tenantId: string,
    templateId: string,
    message: MessageContent,
  ): Promise<void>;
  deleteGroupWelcomeTemplate(tenantId: string, templateId: string): Promise<void>;
}

const wecomAdapters = new WeakMap<Database, PlatformAdapter>();

/** The running app's WeCom adapter over its database (server/http/app.ts sets it once). */
export function useWecomAdapter(db: Database, adapter: PlatformAdapter): void {
  wecomAdapters.set(db, adapter);
}

/**
 * The platform the server talks to, per tenant (docs/wecom.md): the sandbox by default, the
 * WeCom adapter for a tenant whose self-built app was saved and verified.
 */
export function createPlatformAdapter(db: Database): PlatformAdapter {
  return routeByTenant(db, createSandboxPlatform(db), () => wecomAdapters.get(db));
}
