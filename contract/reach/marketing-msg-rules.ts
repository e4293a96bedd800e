// issue #17 /marketing-msg rules shared by the form and the server: the text as sent
// (【signature】content + opt-out words), its length and parts, and the cost.
import { unknownVariables } from '../message-content';

/** A single SMS carries 70 characters (Chinese or not). */
export const SMS_SINGLE_PART_CHARS = 70;
/** A long SMS is split into parts of 67 characters (3 go to the concatenation header). */
export const SMS_LONG_PART_CHARS = 67;
export const SMS_TEMPLATE_MAX = 500;
/** The opt-out words appended to every marketing SMS (issue #17). */
export const SMS_OPT_OUT = '拒收请回复R';
/**
 * Template variables: none (issue #38 item 10). A send goes to pasted phone numbers, so
 * nothing is known of the recipient (no nickname, no employee) and the signature already
 * names the company: a variable could only be guessed ("您您好") or dropped.
 */
export const SMS_VARIABLES = [] as const;

/** Characters as the carrier counts them (code points; an emoji is one). */
export function smsLength(text: string): number {
  return [...text].length;
}

/** How many parts a text is billed as: 70 → 1, 71 → 2, 134 → 2, 135 → 3. */
export function smsParts(text: string): number {
  const length = smsLength(text);
  if (length === 0) return 0;
  if (length <= SMS_SINGLE_PART_CHARS) return 1;
  return Math.ceil(length / SMS_LONG_PART_CHARS);
}

/** The text a recipient receives: 【signature】content, then the opt-out words. */
export function smsText(signature: string, content: string): string {
  return `【${signature}】${content}${SMS_OPT_OUT}`;
}

/** Variables of a template that are not in SMS_VARIABLES. */
export function unknownSmsVariables(content: string): string[] {
  return unknownVariables(content, SMS_VARIABLES);
}

/** Why a template cannot be sent to pasted numbers as written, or null when it can. */
export function smsTemplateRefusal(content: string): string | null {
  const found = unknownSmsVariables(content);
  if (found.length === 0) return null;
  const tokens = found.map((name) => `{${name}}`).join('、');
  return `短信发送到填写的手机号，无法得知收件人的昵称或对应员工，模板不能含变量：请删除${tokens}`;
}

/** Cost in 厘 (0.001 yuan) of `recipients` messages of `parts` parts each. */
export function smsCostLi(recipients: number, parts: number, partPriceLi: number): number {
  return recipients * parts * partPriceLi;
}
