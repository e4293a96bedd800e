// spec §3 "Notice" and §7 mini-initial-lead/*notice*: the platform's announcements, the
// popup's unread list and the read marks ([{id, status:1}]).
import { z } from 'zod';
import { bodyId, queryInt } from './fields';
import { MAX_PAGE_SIZE } from './envelope';
import { optionalText, requiredText } from './validation';

export interface Notice {
  readonly id: number;
  readonly title: string;
  readonly remark: string;
  readonly publish_time: string;
  readonly link: string;
}

export interface NoticeListItem extends Notice {
  readonly is_read: boolean;
}

export const NOTICE_TITLE_MAX = 60;
export const NOTICE_REMARK_MAX = 2000;
export const NOTICE_LINK_MAX = 500;
/** Read marks accepted in one call. */
export const NOTICE_STATUS_BATCH_MAX = 100;

// issue #25 finding 6: numbers (or digit strings), never coerced from true/[n]/null.
export const pageBodySchema = z.object({
  page: queryInt('页码', 1, 100_000).default(1),
  page_size: queryInt('每页条数', 1, MAX_PAGE_SIZE).default(20),
});
export type PageBody = z.output<typeof pageBodySchema>;

/** spec §7: update-notice-status takes a list of {id, status:1}. */
export const noticeStatusBodySchema = z
  .array(
    z.object({
      id: bodyId('公告ID'),
      status: z.literal(1, { error: '公告状态只能为1（已读）' }),
    }),
    { error: '公告已读列表格式不正确' },
  )
  .min(1, { error: '公告已读列表不能为空' })
  .max(NOTICE_STATUS_BATCH_MAX, { error: `一次最多标记${NOTICE_STATUS_BATCH_MAX}条公告` });
export type NoticeStatusBody = z.output<typeof noticeStatusBodySchema>;

/** A link is http(s) or a console path; never javascript: or data:. */
export const noticeLinkSchema = optionalText('公告链接', NOTICE_LINK_MAX).refine(
  (link) => !link || /^(https?:\/\/|\/(?!\/))/i.test(link),
  { error: '公告链接必须以 http://、https:// 或 / 开头' },
);

/** What the notice CLI publishes (server/notice-cli.ts). */
export const publishNoticeSchema = z.object({
  title: requiredText('公告标题', NOTICE_TITLE_MAX),
  remark: requiredText('公告内容', NOTICE_REMARK_MAX),
  link: noticeLinkSchema,
  /** Tenants that see it; absent means every tenant. */
  tenant_ids: z.array(requiredText('企业ID', 64)).optional(),
});
export type PublishNoticeInput = z.output<typeof publishNoticeSchema>;
