// issue #22: one archived message of the platform turned into what /chat-records stores and
// renders (contract/company/chat-records.ts MessageContent), with its searchable text.
import type { MessageContent } from '../../../../contract/company/chat-records';
import type { ArchivePayload } from '../../../platform/sandbox/sandbox-chat-archive';

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

/** The viewer's content and the search text of a message; null for a type not archived. */
export function readContent(
  payload: ArchivePayload,
): { content: MessageContent; text: string } | null {
  const body = (payload[payload.msgtype] ?? {}) as Body;
  switch (payload.msgtype) {
    case 'text':
      return { content: { type: 'text', text: text(body.content) }, text: text(body.content) };
    case 'image':
      return {
        content: {
          type: 'image',
          url: text(body.url),
          width: number(body.width),
          height: number(body.height),
        },
        text: '',
      };
    case 'voice':
      return { content: { type: 'voice', seconds: number(body.play_length) }, text: '' };
    case 'video':
      return {
        content: { type: 'video', seconds: number(body.play_length), size: number(body.filesize) },
        text: '',
      };
    case 'file':
      return {
        content: { type: 'file', name: text(body.filename), size: number(body.filesize) },
        text: text(body.filename),
      };
    case 'link':
      return {
        content: {
          type: 'link',
          title: text(body.title),
          description: text(body.description),
          url: text(body.link_url),
        },
        text: `${text(body.title)} ${text(body.description)}`,
      };
    case 'weapp':
      return {
        content: { type: 'weapp', title: text(body.title), app_name: text(body.displayname) },
        text: text(body.title),
      };
    case 'emotion':
      return { content: { type: 'emotion', url: text(body.url) }, text: '' };
    case 'location':
      return {
        content: { type: 'location', title: text(body.title), address: text(body.address) },
        text: `${text(body.title)} ${text(body.address)}`,
      };
    case 'card':
      return {
        content: { type: 'card', name: text(body.username), corp_name: text(body.corpname) },
        text: text(body.username),
      };
    default:
      return null;
  }
}

/** The one-line preview of a message in the conversation list. */
export function previewOf(content: MessageContent): string {
  switch (content.type) {
    case 'text':
      return content.text;
    case 'link':
      return `[链接] ${content.title}`;
    case 'file':
      return `[文件] ${content.name}`;
    case 'weapp':
      return `[小程序] ${content.title}`;
    case 'location':
      return `[位置] ${content.title}`;
    case 'card':
      return `[名片] ${content.name}`;
    case 'image':
      return '[图片]';
    case 'voice':
      return '[语音]';
    case 'video':
      return '[视频]';
    case 'emotion':
      return '[表情]';
  }
}
