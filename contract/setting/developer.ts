// spec §3 "developer" + §4 "Developer audit": third-party development authorization. An
// application is in review (0, authorized) until the platform passes it (1).
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { requiredText } from '../validation';

export const DEVELOPER_CHECK_STATUS = { processing: 0, passed: 1 } as const;
export type DeveloperCheckStatus =
  (typeof DEVELOPER_CHECK_STATUS)[keyof typeof DEVELOPER_CHECK_STATUS];

export const DEVELOPER_CHECK_TITLES: Record<DeveloperCheckStatus, string> = {
  0: '审核中',
  1: '审核通过',
};

/** reporting_status: 0 not reported to the platform yet, 1 reported. */
export const DEVELOPER_REPORTING_TITLES: Record<0 | 1, string> = { 0: '未报备', 1: '已报备' };

/** type: what the developer builds on the tenant's data. */
export const DEVELOPER_TYPES = { 1: '数据对接', 2: '定制开发', 3: '系统集成' } as const;
export type DeveloperType = keyof typeof DEVELOPER_TYPES;

export interface DeveloperApplication {
  readonly check_status: DeveloperCheckStatus;
  readonly reporting_status: 0 | 1;
  readonly content: string;
  readonly create_time: string;
  readonly tenant_id: string;
  readonly title: string;
  readonly type: DeveloperType;
  /** The developer's code (issued once the review passes, empty before). */
  readonly code: string;
  /** When the platform's review will be done (sandbox: a fixed delay after applying). */
  readonly review_due_time: string | null;
}

export const DEVELOPER_TITLE_MAX = 40;
export const DEVELOPER_CONTENT_MAX = 500;

export const developerApplySchema = z.object({
  title: requiredText('开发者名称', DEVELOPER_TITLE_MAX),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: '授权类型只能是数据对接、定制开发或系统集成',
  }),
  content: requiredText('授权说明', DEVELOPER_CONTENT_MAX),
});
export type DeveloperApplyBody = z.output<typeof developerApplySchema>;

// issue #12: the endpoints of /developer, declared once (spec §3).
const DEVELOPER = '/scrm/v1/setting/developer';

export const developerGet = defineEndpoint({
  method: 'GET',
  path: `${DEVELOPER}/get`,
  permission: page('/developer'),
  response: responseOf<DeveloperApplication | null>(),
});

export const developerApply = defineEndpoint({
  method: 'POST',
  path: `${DEVELOPER}/apply`,
  permission: page('/developer'),
  action: 'settings',
  body: developerApplySchema,
  response: responseOf<DeveloperApplication>(),
});
