// issue #40 /role-manage 成员 → 关联企业微信成员 (docs/wecom.md "Sign in with 企业微信"): which
// synced WeCom member (its userid) signs in as a console account. One account per userid and
// one userid per account in a tenant (wecom_accounts); a link is set or removed by whoever
// manages members, under the same rules as a role change.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import { idParams, safeText } from '../fields';

export const WECOM_LINK_ERRORS = {
  /** The userid names no active synced member of the tenant. */
  memberNotFound: {
    code: 114214,
    msg: '企业微信成员不存在或已离职，请先在通讯录同步企业微信成员',
  },
  /** The userid already signs in as another account. */
  memberTaken: { code: 114215, msg: '该企业微信成员已关联其他控制台账号，请先解除原关联' },
  /** Unlinking an account that has no link. */
  notLinked: { code: 114216, msg: '该账号尚未关联企业微信成员' },
} as const;

/** WeCom: a member's UserID is 1–64 bytes of letters, digits and `_-@.`. */
export const WECOM_USER_ID_PATTERN = /^[A-Za-z0-9_\-@.]{1,64}$/;

export const linkWecomBody = z.strictObject({
  wecom_user_id: z
    .string({ error: '请选择企业微信成员' })
    .trim()
    .min(1, { error: '请选择企业微信成员' })
    .regex(WECOM_USER_ID_PATTERN, { error: '企业微信成员账号格式不正确' }),
});

/** A console account's link (the 成员 tab shows it beside the account). */
export interface WecomLinkRow {
  readonly user_id: number;
  readonly wecom_user_id: string;
  /** The member's name in the synced directory ('' when no longer listed). */
  readonly member_name: string;
}

/** A synced WeCom member to pick, with the account it is linked to already, if any. */
export interface WecomMemberOption {
  readonly wecom_user_id: string;
  readonly name: string;
  readonly linked_user_id: number | null;
}

const base = '/scrm/v1/setting/role-manage';
const permission = page('/role-manage');

export const wecomLinkList = defineEndpoint({
  method: 'GET',
  path: `${base}/wecom-links`,
  permission,
  response: responseOf<{ list: WecomLinkRow[] }>(),
});

/** The tenant's active synced members (≤ 200 a keyword), for the picker. */
export const wecomMemberOptions = defineEndpoint({
  method: 'GET',
  path: `${base}/wecom-members`,
  permission,
  query: z.object({ keyword: safeText('关键词', 32).optional() }),
  response: responseOf<{ list: WecomMemberOption[] }>(),
});

export const linkUserWecom = defineEndpoint({
  method: 'POST',
  path: `${base}/users/:id/wecom`,
  permission,
  params: idParams('编号'),
  body: linkWecomBody,
  response: responseOf<WecomLinkRow>(),
});

export const unlinkUserWecom = defineEndpoint({
  method: 'DELETE',
  path: `${base}/users/:id/wecom`,
  permission,
  params: idParams('编号'),
  response: responseOf<{ id: number }>(),
});
