// issue #17: the SMS provider behind its own adapter; the sandbox is the default. It reviews
// signatures and templates (a few seconds later) and delivers messages.
export interface SmsReview {
  readonly status: 1 | 2;
  readonly reason: string;
}

export interface SmsProvider {
  /** The provider's verdict on a signature (carried out after `reviewDelayMs`). */
  reviewSignature(name: string): SmsReview;
  reviewTemplate(content: string): SmsReview;
  readonly reviewDelayMs: number;
  /** Delivery of one message to one number: delivered, or failed with a reason. */
  deliver(phone: string): { delivered: boolean; reason: string };
}

/** The sandbox provider: rules a real provider applies, made visible and deterministic. */
export const sandboxSmsProvider: SmsProvider = {
  reviewDelayMs: 2000,
  reviewSignature(name) {
    if (/测试|test/i.test(name)) {
      return { status: 2, reason: '签名不能含“测试”，请使用企业或品牌全称/简称' };
    }
    return { status: 1, reason: '' };
  },
  reviewTemplate(content) {
    if (/加微信|稳赚|贷款/.test(content)) {
      return { status: 2, reason: '模板含有营销违禁词，请修改后重新提交' };
    }
    return { status: 1, reason: '' };
  },
  deliver(phone) {
    // Numbers of the sandbox's "empty number" range fail, as real ones would.
    return phone.endsWith('0000')
      ? { delivered: false, reason: '空号或停机' }
      : { delivered: true, reason: '' };
  },
};
