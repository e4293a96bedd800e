// issue #17: what the reach forms pick from (employees, departments, tags, groups), readable
// by any reach page, so a reach operator needs no customer or company page to send.
import { defineEndpoint, anyOf, responseOf } from '../endpoint';
import type { DirectoryOptions } from '../company/mail-list';
import type { TagGroupRow } from '../customer/tag-manage';

export const REACH_PAGES = [
  '/reach-strategy',
  '/private-chat',
  '/group-chat',
  '/moment-dispatch',
  '/marketing-msg',
  // issue #18: the SOP forms pick executors, tags and groups from the same options.
  '/chat-sop',
  '/group-sop',
] as const;

export interface ReachGroupOption {
  readonly id: number;
  readonly name: string;
  readonly owner_id: number | null;
  readonly members: number;
}

export interface ReachOptions extends DirectoryOptions {
  readonly tag_groups: readonly TagGroupRow[];
  readonly groups: readonly ReachGroupOption[];
  /**
   * Where the tenant's sends go: the sandbox, or WeCom, whose mass send cannot fill
   * {客户昵称} (docs/wecom.md "No per-customer variables in a WeCom mass send").
   */
  readonly platform: 'sandbox' | 'wecom';
}

export const reachOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/options',
  permission: anyOf(...REACH_PAGES),
  response: responseOf<ReachOptions>(),
});
