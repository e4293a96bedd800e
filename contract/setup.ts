// issue #36 "First tenant and its admin": what the setup page and `npm run tenant -- create`
// accept. The same schema checks both, so a scripted install and the page refuse alike.
import { z } from 'zod';
import { ACCOUNT_MAX } from './auth';
import { isStrongPassword, PASSWORD_RULE } from './password-rule';

// Written once in password-rule.ts (no zod there: the login page uses it too).
export { isStrongPassword, PASSWORD_MIN, PASSWORD_RULE } from './password-rule';
import { requiredText } from './validation';

export const TENANT_NAME_MAX = 64;

/** Lower-case letters, digits and hyphens; it shows in the tenant switch and in paths. */
export const TENANT_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
export const TENANT_ID_RULE = '企业ID需为 2 到 32 位小写字母、数字或连字符，并以字母开头';

const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{3,64}$/;
export const ACCOUNT_RULE = '管理员账号需为 3 到 64 位字母、数字或 _ . @ -';

export const createTenantSchema = z
  .object({
    company_name: requiredText('企业名称', TENANT_NAME_MAX),
    tenant_id: requiredText('企业ID', 32).regex(TENANT_ID_PATTERN, { error: TENANT_ID_RULE }),
    account: requiredText('管理员账号', ACCOUNT_MAX).regex(ACCOUNT_PATTERN, {
      error: ACCOUNT_RULE,
    }),
    admin_name: requiredText('管理员姓名', 32).optional(),
    password: z.string({ error: '密码不能为空' }).min(1, { error: '密码不能为空' }),
  })
  .superRefine((input, context) => {
    if (!isStrongPassword(input.password, input.account)) {
      context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_RULE });
    }
  });
export type CreateTenantInput = z.output<typeof createTenantSchema>;
