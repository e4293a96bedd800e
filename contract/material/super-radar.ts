// issue #20 /super-radar 超级雷达 (+ edit-form, data-detail), docs/domain.md §5: [MC] mc_radar
// (type 1 link, 2 PDF, 3 article; action_notice; contact_tags; grade), [KJ] RadarLink +
// RadarLinkStatistic (open/leave time), [LW] trackMaterial detail (sends, views, viewers).
import { z } from 'zod';
import type { ListData } from '../envelope';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, idParams, pagingQuery, queryId, safeText, textId } from '../fields';

export const RADAR_TYPES = [1, 2, 3] as const;
export type RadarType = (typeof RADAR_TYPES)[number];
/** issue #20 "a PDF over 20 MB: refused". */
export const RADAR_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const RADAR_TITLE_MAX = 40;
export const RADAR_ARTICLE_MAX = 20_000;
export const RADAR_SCORE_MAX = 100;
/** Where a customer opens a wrapped link (outside the console, no session). */
export const RADAR_OPEN_PREFIX = '/rl/';

export const radarBody = z
  .object({
    id: bodyId('雷达').optional(),
    type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '雷达类型不正确' }),
    title: safeText('雷达标题', RADAR_TITLE_MAX, 1),
    url: safeText('链接地址', 500),
    file_name: safeText('PDF文件名', 100),
    file_size: z.number({ error: 'PDF大小格式不正确' }).int().min(0),
    article: safeText('文章内容', RADAR_ARTICLE_MAX),
    action_notice: z.boolean({ error: '行为通知格式不正确' }),
    tag_ids: z.array(bodyId('标签')).max(20, { error: '标签最多20个' }),
    score: z
      .number({ error: '客户评分格式不正确' })
      .int({ error: '客户评分须为整数' })
      .min(0, { error: '客户评分不能小于0' })
      .max(RADAR_SCORE_MAX, { error: `客户评分不能超过${RADAR_SCORE_MAX}` }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.type === 1 && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(body.url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: '雷达链接必须是http://或https://开头的网址',
      });
    }
    if (body.type === 2) {
      if (!body.file_name || !/^https?:\/\/\S+$/i.test(body.url)) {
        ctx.addIssue({ code: 'custom', path: ['url'], message: '请上传PDF文件' });
      } else if (!/\.pdf$/i.test(body.file_name)) {
        ctx.addIssue({ code: 'custom', path: ['file_name'], message: '只能上传PDF文件' });
      }
      if (body.file_size > RADAR_PDF_MAX_BYTES) {
        ctx.addIssue({ code: 'custom', path: ['file_size'], message: 'PDF文件不能超过20MB' });
      }
    }
    if (body.type === 3 && body.article.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['article'], message: '文章内容不能为空' });
    }
  });
export type RadarBody = z.output<typeof radarBody>;

export interface RadarRow {
  readonly id: number;
  readonly type: RadarType;
  readonly title: string;
  readonly url: string;
  readonly file_name: string;
  readonly file_size: number;
  readonly article: string;
  readonly action_notice: boolean;
  readonly tags: readonly { readonly id: number; readonly name: string }[];
  readonly score: number;
  readonly enabled: boolean;
  readonly sends: number;
  readonly opens: number;
  readonly viewers: number;
  readonly created_at: string;
}

export interface RadarDetail {
  readonly radar: RadarRow;
  readonly totals: {
    readonly sends: number;
    readonly opens: number;
    readonly viewers: number;
    readonly avg_seconds: number;
  };
  readonly trend: readonly {
    readonly day: string;
    readonly opens: number;
    readonly viewers: number;
  }[];
  readonly employees: readonly {
    readonly id: number;
    readonly name: string;
    readonly sends: number;
    readonly opens: number;
    readonly viewers: number;
  }[];
}

export interface RadarOpenRow {
  readonly id: number;
  readonly customer: { readonly id: number; readonly name: string };
  readonly employee: { readonly id: number; readonly name: string };
  readonly opened_at: string;
  readonly duration_seconds: number;
}

export interface RadarLinkResult {
  readonly id: number;
  readonly url: string;
  readonly customer_id: number;
  readonly employee_id: number;
}

export const radarList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/radars',
  permission: page('/super-radar'),
  query: z.object({
    ...pagingQuery,
    keyword: safeText('雷达标题', 30).optional(),
    type: z.enum(['1', '2', '3'], { error: '雷达类型不正确' }).optional(),
  }),
  response: responseOf<ListData<RadarRow>>(),
});
export const radarGet = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/radars/:id',
  permission: page('/super-radar'),
  params: idParams('雷达'),
  response: responseOf<RadarRow>(),
});
export const radarSave = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/material/radars',
  permission: page('/super-radar'),
  body: radarBody,
  response: responseOf<{ id: number }>(),
});
export const radarDelete = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/material/radars/:id',
  permission: page('/super-radar'),
  action: 'delete',
  params: idParams('雷达'),
  response: responseOf<null>(),
});
/** A send: one wrapped URL per (employee, customer), reused when sent again. */
export const radarLinks = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/material/radars/:id/links',
  permission: page('/super-radar'),
  params: idParams('雷达'),
  body: z
    .object({
      employee_id: bodyId('员工'),
      customer_ids: z.array(bodyId('客户')).min(1, { error: '请选择客户' }).max(200),
    })
    .strict(),
  response: responseOf<{ readonly list: readonly RadarLinkResult[] }>(),
});
export const radarDetail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/radars/:id/detail',
  permission: page('/super-radar'),
  params: idParams('雷达'),
  response: responseOf<RadarDetail>(),
});
export const radarOpens = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/radars/:id/opens',
  permission: page('/super-radar'),
  params: idParams('雷达'),
  query: z.object({ ...pagingQuery, customer_id: queryId('客户') }),
  response: responseOf<ListData<RadarOpenRow>>(),
});

/** The send dialog: an employee's current customers, searched by name (at most 50). */
export const radarRecipients = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/radar-recipients',
  permission: page('/super-radar'),
  query: z.object({
    employee_id: textId('员工'),
    keyword: safeText('客户名称', 30).optional(),
  }),
  response: responseOf<{
    readonly list: readonly { readonly id: number; readonly name: string }[];
  }>(),
});
