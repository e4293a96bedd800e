// Pure helpers of the message composer (issue #16): insert a variable or emoji where the
// caret is, and the preview's filled text.
import type {
  MessageChannel,
  MessageContent,
  MessageVariable,
} from '../../../contract/message-content';
import {
  FILE_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MESSAGE_ATTACHMENTS_MAX,
  VIDEO_MAX_BYTES,
  fillVariables,
  variablesFor,
} from '../../../contract/message-content';
import { formatSize } from '../../lib/format/format-size';

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

/** A sample recipient's values, as the preview fills them. */
export interface PreviewSample {
  readonly nickname: string;
  readonly employee: string;
}

/**
 * The preview shows the text as its recipient receives it (issue #38 item 10): only the
 * variables the channel fills are filled; one it cannot fill stays as written (the schema
 * refuses it on save, so a wrong token is visible, never disguised as a name).
 */
export function previewText(
  message: Pick<MessageContent, 'text'>,
  channel: MessageChannel,
  sample: PreviewSample,
): string {
  const all: Record<MessageVariable, string> = {
    客户昵称: sample.nickname,
    员工姓名: sample.employee,
  };
  const values: Partial<Record<MessageVariable, string>> = {};
  for (const name of variablesFor(channel)) values[name] = all[name];
  return fillVariables(message.text, values);
}

/**
 * The limits the composer states, from the constants the schema and the image upload enforce
 * (issue #38: the composer said 10MB beside an image upload saying 不超过 5 MB).
 */
export const attachmentLimits = () => ({
  image: formatSize(IMAGE_MAX_BYTES),
  video: formatSize(VIDEO_MAX_BYTES),
  file: formatSize(FILE_MAX_BYTES),
  max: MESSAGE_ATTACHMENTS_MAX,
});

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
