// issue #36 "First tenant and its admin": what the setup page and `npm run tenant -- create`
// accept. The same schema checks both, so a scripted install and the page refuse alike.
import { z } from 'zod';
import { ACCOUNT_MAX, PASSWORD_MAX } from './auth';
import { requiredText } from './validation';

export const TENANT_NAME_MAX = 64;

/** Lower-case letters, digits and hyphens; it shows in the tenant switch and in paths. */
export const TENANT_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
export const TENANT_ID_RULE = '企业ID需为 2 到 32 位小写字母、数字或连字符，并以字母开头';

export const PASSWORD_MIN = 10;
export const PASSWORD_RULE =
  `密码至少 ${PASSWORD_MIN} 位，需包含大写字母、小写字母、数字、符号中的至少三类，` +
  '且不能包含账号';

const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{3,64}$/;
export const ACCOUNT_RULE = '管理员账号需为 3 到 64 位字母、数字或 _ . @ -';

/** The strength rule of a new admin password (PASSWORD_RULE says it in words). */
export function isStrongPassword(password: string, account: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) =>
    re.test(password),
  ).length;
  if (classes < 3) return false;
  return account === '' || !password.toLowerCase().includes(account.toLowerCase());
}

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
