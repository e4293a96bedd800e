// issue #16 /group-welcome 入群欢迎语 (docs/domain.md §1): templates of text + one attachment
// (image, link or mini program); which groups or group owners use each; the sandbox sends it
// when a customer joins such a group, and the log shows every join's outcome.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, calendarDate, pagingQuery, queryId, safeText } from '../fields';
import { messageContentSchema } from '../message-content';
import type { MessageAttachmentType, MessageContent } from '../message-content';
import { bodyIds, toolName } from './tool-fields';
import type { Ref } from './tool-fields';
import { recordEndpoints } from './tool-endpoints';

/** docs/domain.md §1: a group welcome carries at most one attachment of these types. */
export const GROUP_WELCOME_ATTACHMENT_TYPES: readonly MessageAttachmentType[] = [
  'image',
  'link',
  'miniprogram',
];
export const GROUP_WELCOME_ERROR_CODES = { notFound: 101115001, nameTaken: 101115002 } as const;

export const groupWelcomeMessage = messageContentSchema.superRefine((message, context) => {
  if (message.attachments.length > 1) {
    context.addIssue({ code: 'custom', path: ['attachments'], message: '入群欢迎语最多1个附件' });
  }
  const wrong = message.attachments.find(
    (item) => !GROUP_WELCOME_ATTACHMENT_TYPES.includes(item.type),
  );
  if (wrong) {
    context.addIssue({
      code: 'custom',
      path: ['attachments'],
      message: '入群欢迎语的附件只能是图片、链接或小程序',
    });
  }
});

export const groupWelcomeForm = z
  .object({
    name: toolName('模板名称'),
    message: groupWelcomeMessage,
    group_ids: bodyIds('适用客户群').default([]),
    owner_employee_ids: bodyIds('适用群主').default([]),
  })
  .superRefine((form, context) => {
    if (form.group_ids.length === 0 && form.owner_employee_ids.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['group_ids'],
        message: '请至少选择一个客户群或群主',
      });
    }
  });
export type GroupWelcomeForm = z.output<typeof groupWelcomeForm>;
export type GroupWelcomeFormInput = z.input<typeof groupWelcomeForm>;

export interface GroupWelcomeRow {
  readonly id: number;
  readonly name: string;
  readonly message: MessageContent;
  readonly groups: readonly Ref[];
  readonly owners: readonly Ref[];
  /** Groups using it: the named ones plus every group of a named owner. */
  readonly group_count: number;
  readonly sent_30d: number;
  readonly updated_at: string;
}
export interface GroupWelcomeDetail extends GroupWelcomeRow {
  readonly config: GroupWelcomeForm;
}

export const GROUP_WELCOME_REASONS = ['group', 'owner', 'no_template', 'platform_error'] as const;
export type GroupWelcomeReason = (typeof GROUP_WELCOME_REASONS)[number];

export interface GroupWelcomeLogRow {
  readonly id: number;
  readonly occurred_at: string;
  readonly group: Ref;
  readonly customer: Ref;
  readonly template: Ref | null;
  readonly outcome: 'sent' | 'skipped' | 'failed';
  readonly reason: GroupWelcomeReason;
  readonly detail: string;
}

export interface GroupOption extends Ref {
  readonly owner: Ref | null;
  readonly member_count: number;
}

const BASE = '/scrm/v1/acquiring/group-welcomes';
const permission = page('/group-welcome');

const groupWelcomeListQuery = z.object({
  ...pagingQuery,
  name: safeText('模板名称', 24).optional(),
});
const records = recordEndpoints<
  GroupWelcomeRow,
  GroupWelcomeDetail,
  typeof groupWelcomeForm,
  typeof groupWelcomeListQuery
>(BASE, permission, { query: groupWelcomeListQuery, form: groupWelcomeForm });
export const groupWelcomeList = records.list;
export const groupWelcomeDetail = records.detail;
export const groupWelcomeCreate = records.create;
export const groupWelcomeUpdate = records.update;
export const groupWelcomeDelete = records.remove;
export const groupWelcomeLogList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/group-welcome-logs',
  permission,
  query: z.object({
    ...pagingQuery,
    group_id: queryId('客户群').optional(),
    outcome: z.enum(['sent', 'skipped', 'failed'], { error: '发送结果不正确' }).optional(),
    from: calendarDate('开始日期').optional(),
    to: calendarDate('结束日期').optional(),
  }),
  response: responseOf<ListData<GroupWelcomeLogRow>>(),
});
/** The tenant's live groups with owner (the template's group picker and the log filter). */
export const groupWelcomeGroupOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/group-welcome-groups',
  permission,
  response: responseOf<readonly GroupOption[]>(),
});
/** Sandbox: a customer who is not a member joins the group (change_external_chat). */
export const groupWelcomeSimulateJoin = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/acquiring/group-welcome-simulate-join',
  permission,
  body: z.object({ group_id: bodyId('客户群') }),
  response: responseOf<{ customer: string; outcome: 'sent' | 'skipped' | 'failed' }>(),
});
