// issue #32 "an initial or reset password … must be changed at first sign-in": when an admin
// (or the operator) set a member's password, sign-in answers PASSWORD_CHANGE_REQUIRED with a
// one-time ticket instead of a session, and the login page posts the ticket with a new
// password here. docs/security.md "First sign-in".
import { z } from 'zod';
import { ACCOUNT_MAX, PASSWORD_MAX } from './auth';
import { defineEndpoint, publicAccess, responseOf } from './endpoint';
import { isStrongPassword, PASSWORD_CHANGE_PATH, PASSWORD_RULE } from './password-rule';
import { requiredText } from './validation';

export { PASSWORD_TICKET_TTL_SECONDS } from './password-rule';
export type { PasswordChangeTicket } from './password-rule';
export const PASSWORD_TICKET_MAX = 512;

export const changePasswordBodySchema = z
  .object({
    account: requiredText('账号', ACCOUNT_MAX),
    ticket: requiredText('修改密码凭证', PASSWORD_TICKET_MAX),
    new_password: z
      .string({ error: '新密码不能为空' })
      .min(1, { error: '新密码不能为空' })
      .max(PASSWORD_MAX, { error: `新密码长度不能超过${PASSWORD_MAX}个字符` }),
  })
  .superRefine((input, context) => {
    if (!isStrongPassword(input.new_password, input.account)) {
      context.addIssue({ code: 'custom', path: ['new_password'], message: PASSWORD_RULE });
    }
  });
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

/** Public: the ticket is the grant (a session is issued only after the change). */
export const changePasswordWithTicket = defineEndpoint({
  method: 'POST',
  path: PASSWORD_CHANGE_PATH,
  permission: publicAccess,
  body: changePasswordBodySchema,
  response: responseOf<{ account: string }>(),
});
