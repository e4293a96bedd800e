// Pure helpers of the message composer (issue #16): insert a variable or emoji where the
// caret is, and the preview's filled text.
import type { MessageContent } from '../../../contract/message-content';
import { fillVariables } from '../../../contract/message-content';

/** Inserts `insert` into `text` at [start, end) and answers the new text and caret. */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end: number = start,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

/** A variable as it is written in the text. */
export const variableToken = (name: string) => `{${name}}`;

/** The preview shows the text as a sample customer would receive it. */
export function previewText(
  message: Pick<MessageContent, 'text'>,
  sample: { nickname: string; employee: string },
): string {
  return fillVariables(message.text, { 客户昵称: sample.nickname, 员工姓名: sample.employee });
}

/** A few common emoji (WeCom renders Unicode emoji in text messages). */
export const COMPOSER_EMOJI = [
  '😀',
  '😊',
  '😉',
  '😍',
  '🤝',
  '👍',
  '👏',
  '🙏',
  '🎉',
  '🎁',
  '🔥',
  '💰',
  '📣',
  '📦',
  '⏰',
  '✅',
  '❤️',
  '🌹',
  '☀️',
  '🧧',
] as const;
