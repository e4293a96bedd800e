// issue #17 /marketing-msg 营销短信: signatures and templates under the SMS provider's review,
// sends to typed numbers now, the account (price per part, balance).
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, safeText } from '../fields';
import { SMS_TEMPLATE_MAX, smsTemplateRefusal } from './marketing-msg-rules';

const permission = page('/marketing-msg');
const base = '/scrm/v1/reach/marketing-msg';
export const PHONE = /^1[3-9]\d{9}$/;
export const SMS_NUMBERS_MAX = 10_000;

export const signatureSchema = z.object({ name: safeText('短信签名', 12, 2) });
export const templateSchema = z.object({
  name: safeText('模板名称', 30, 1),
  content: safeText('模板内容', SMS_TEMPLATE_MAX, 1).superRefine((content, context) => {
    const refused = smsTemplateRefusal(content);
    if (refused) context.addIssue({ code: 'custom', message: refused });
  }),
});
export const smsSendSchema = z.object({
  name: safeText('发送名称', 30, 1),
  signature_id: bodyId('短信签名'),
  template_id: bodyId('短信模板'),
  phones: z
    .array(z.string().trim().regex(PHONE, { error: '手机号格式不正确' }), { error: '请填写手机号' })
    .min(1, { error: '请至少填写一个手机号' })
    .max(SMS_NUMBERS_MAX, { error: `一次最多发送${SMS_NUMBERS_MAX}个号码` }),
});

export interface SmsReviewRow {
  readonly id: number;
  readonly name: string;
  readonly content?: string;
  /** 0 审核中, 1 通过, 2 驳回. */
  readonly status: 0 | 1 | 2;
  readonly reason: string;
  readonly submitted_at: string;
}
export interface SmsAccount {
  readonly part_price_li: number;
  readonly balance_li: number;
}
export interface SmsSendRow {
  readonly id: number;
  readonly name: string;
  readonly content: string;
  readonly parts: number;
  readonly recipients: number;
  readonly delivered: number;
  readonly failed: number;
  readonly cost_li: number;
  readonly created_at: string;
}

export const smsAccount = defineEndpoint({
  method: 'GET',
  path: `${base}/account`,
  permission,
  response: responseOf<SmsAccount>(),
});
export const smsSignatures = defineEndpoint({
  method: 'GET',
  path: `${base}/signatures`,
  permission,
  response: responseOf<SmsReviewRow[]>(),
});
export const saveSignature = defineEndpoint({
  method: 'POST',
  path: `${base}/signatures`,
  permission,
  body: signatureSchema,
  response: responseOf<{ id: number }>(),
});
export const resubmitSignature = defineEndpoint({
  method: 'POST',
  path: `${base}/signatures/:id`,
  permission,
  params: idParams(),
  body: signatureSchema,
  response: responseOf<{ id: number }>(),
});
export const smsTemplates = defineEndpoint({
  method: 'GET',
  path: `${base}/templates`,
  permission,
  response: responseOf<SmsReviewRow[]>(),
});
export const saveTemplate = defineEndpoint({
  method: 'POST',
  path: `${base}/templates`,
  permission,
  body: templateSchema,
  response: responseOf<{ id: number }>(),
});
export const smsSends = defineEndpoint({
  method: 'GET',
  path: `${base}/sends`,
  permission,
  scoped: true,
  query: z.object(pagingQuery),
  response: responseOf<ListData<SmsSendRow>>(),
});
export const createSmsSend = defineEndpoint({
  method: 'POST',
  path: `${base}/sends`,
  permission,
  action: 'send',
  body: smsSendSchema,
  response: responseOf<{ id: number; cost_li: number }>(),
});
