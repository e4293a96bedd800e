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
/** Template variables: written {name}, filled per recipient. */
export const SMS_VARIABLES = ['客户昵称', '员工姓名', '企业名称'] as const;

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

/** Cost in 厘 (0.001 yuan) of `recipients` messages of `parts` parts each. */
export function smsCostLi(recipients: number, parts: number, partPriceLi: number): number {
  return recipients * parts * partPriceLi;
}
