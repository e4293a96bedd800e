// docs/domain.md §0 (issue #16 shared composer, issue #17 reach): every message the console sends
// is text + at most 9 attachments (image, link, mini program, video, file), WeCom
// add_msg_template's `text` + `attachments[]` [WC 92135]. One schema validates the composer
// in the browser and every send on the server.
import { z } from 'zod';
import { safeText } from './fields';
import { UPLOAD_MAX_BYTES } from './upload';

/** WeCom text content limit is 4,000 bytes; 1,500 characters keep any Chinese text under it. */
export const MESSAGE_TEXT_MAX = 1500;
/** docs/domain.md §0: at most 9 attachments. */
export const MESSAGE_ATTACHMENTS_MAX = 9;
/** The variables a message may carry, written `{客户昵称}` in the text (issue #16). */
export const MESSAGE_VARIABLES = ['客户昵称', '员工姓名'] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];

/**
 * Who receives one copy of a message decides which variables can be filled (issue #38 item
 * 10, docs/domain.md "Variables by channel"): a message to one customer (private mass send,
 * welcome, customer SOP, quick reply) knows the customer and the employee; a message to a
 * customer group (group mass send, group SOP) goes to everyone in the group at once, so it
 * has no one customer's nickname; a moment is one public post, so it has no variable at all.
 */
export const MESSAGE_CHANNEL_VARIABLES = {
  customer: ['客户昵称', '员工姓名'],
  group: ['员工姓名'],
  moment: [],
} as const satisfies Record<string, readonly MessageVariable[]>;
export type MessageChannel = keyof typeof MESSAGE_CHANNEL_VARIABLES;

/** Why a variable cannot be used on a channel (the field message). */
const CHANNEL_REFUSAL: Record<MessageChannel, string> = {
  customer: '',
  group: '群消息发给群里的每个人，不支持变量',
  moment: '朋友圈是公开发表的内容，不支持变量',
};

/** The variables a message on `channel` may carry. */
export const variablesFor = (channel: MessageChannel): readonly MessageVariable[] =>
  MESSAGE_CHANNEL_VARIABLES[channel];

export const MESSAGE_ATTACHMENT_TYPES = ['image', 'link', 'miniprogram', 'video', 'file'] as const;
export type MessageAttachmentType = (typeof MESSAGE_ATTACHMENT_TYPES)[number];

/** Platform limits [WC 92135]: link title 128 bytes ≈ 64 chars, description 512 bytes. */
export const LINK_TITLE_MAX = 64;
export const LINK_DESC_MAX = 170;
export const MINIPROGRAM_TITLE_MAX = 64;
export const MINIPROGRAM_PAGE_MAX = 128;
/**
 * Image 10 MB, video 10 MB, file 20 MB (WeCom temporary media limits). A message's image is
 * uploaded through the console's upload host first (contract/upload.ts, 5 MB), so the image
 * limit an operator meets is the smaller one: every text about it says the same (issue #38
 * "one image size limit text": the composer said 10MB beside an upload saying 不超过 5 MB).
 */
export const IMAGE_MAX_BYTES = Math.min(10 * 1024 * 1024, UPLOAD_MAX_BYTES);
/** The limits in whole MB, for the texts that state them. */
export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const VIDEO_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
const URL_MAX = 1024;

const VARIABLE_TOKEN = /\{([^{}]{0,20})\}/g;

/** The `{…}` tokens of `text` that are not in MESSAGE_VARIABLES (empty: the text is fine). */
export function unknownVariables(text: string, allowed: readonly string[] = MESSAGE_VARIABLES) {
  const unknown = new Set<string>();
  for (const match of text.matchAll(VARIABLE_TOKEN)) {
    const name = match[1] ?? '';
    if (!allowed.includes(name)) unknown.add(name);
  }
  return [...unknown];
}

/** Fills the variables for one recipient (the sandbox delivers the filled text). */
export function fillVariables(
  text: string,
  values: Readonly<Partial<Record<MessageVariable, string>>>,
) {
  return text.replace(VARIABLE_TOKEN, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name as MessageVariable] ?? whole) : whole,
  );
}

const httpUrl = (label: string) =>
  safeText(label, URL_MAX, 1).refine((value) => /^(https?:\/\/|\/)/.test(value), {
    error: `${label}必须以 http(s):// 开头`,
  });

const imageAttachment = z.object({
  type: z.literal('image'),
  url: httpUrl('图片地址'),
  name: safeText('图片名称', 128).default(''),
  size: z
    .number()
    .int()
    .min(0)
    .max(IMAGE_MAX_BYTES, { error: `图片不能超过${megabytes(IMAGE_MAX_BYTES)}MB` })
    .default(0),
});
const linkAttachment = z.object({
  type: z.literal('link'),
  title: safeText('链接标题', LINK_TITLE_MAX, 1),
  desc: safeText('链接描述', LINK_DESC_MAX).default(''),
  url: httpUrl('链接地址'),
  cover: z.union([httpUrl('链接封面'), z.literal('')]).default(''),
});
const miniprogramAttachment = z.object({
  type: z.literal('miniprogram'),
  appid: z
    .string({ error: '小程序AppID不能为空' })
    .trim()
    .regex(/^wx[0-9a-f]{16}$/, { error: '小程序AppID格式不正确（wx开头的18位）' }),
  page: safeText('小程序页面路径', MINIPROGRAM_PAGE_MAX, 1),
  title: safeText('小程序标题', MINIPROGRAM_TITLE_MAX, 1),
  cover: httpUrl('小程序封面'),
});
const videoAttachment = z.object({
  type: z.literal('video'),
  url: httpUrl('视频地址'),
  name: safeText('视频名称', 128, 1),
  size: z
    .number()
    .int()
    .min(0)
    .max(VIDEO_MAX_BYTES, { error: `视频不能超过${megabytes(VIDEO_MAX_BYTES)}MB` }),
});
const fileAttachment = z.object({
  type: z.literal('file'),
  url: httpUrl('文件地址'),
  name: safeText('文件名称', 128, 1),
  size: z.number().int().min(0).max(FILE_MAX_BYTES, { error: '文件不能超过20MB' }),
});

export const messageAttachmentSchema = z.discriminatedUnion(
  'type',
  [imageAttachment, linkAttachment, miniprogramAttachment, videoAttachment, fileAttachment],
  { error: '附件类型不正确' },
);
export type MessageAttachment = z.output<typeof messageAttachmentSchema>;
export type MessageAttachmentInput = z.input<typeof messageAttachmentSchema>;

const tokens = (names: readonly string[]) => names.map((name) => `{${name}}`).join('、');

/** Why `text` (known variables only) cannot go out on `channel`, or null when it can. */
export function channelRefusal(text: string, channel: MessageChannel): string | null {
  const refused = unknownVariables(text, variablesFor(channel)).filter((name) =>
    (MESSAGE_VARIABLES as readonly string[]).includes(name),
  );
  return refused.length > 0 ? `${CHANNEL_REFUSAL[channel]}：请删除${tokens(refused)}` : null;
}

/**
 * The variables a private-chat mass send may carry on a tenant connected to WeCom
 * (docs/wecom.md "No per-customer variables in a WeCom mass send"): add_msg_template takes one
 * text for every customer of the task and fills nothing in it, so only what is the same for the
 * whole task ({员工姓名}: one sender per task) can be filled; {客户昵称} would reach every
 * customer raw.
 */
export const WECOM_MASS_VARIABLES = ['员工姓名'] as const satisfies readonly MessageVariable[];

/** Why `text` cannot go out as a WeCom mass send (null: it can). */
export function wecomMassRefusal(text: string): string | null {
  const refused = unknownVariables(text, WECOM_MASS_VARIABLES).filter((name) =>
    (MESSAGE_VARIABLES as readonly string[]).includes(name),
  );
  return refused.length > 0
    ? `企业微信群发给每位客户的是同一条消息，无法替换为各自的昵称：请删除${tokens(refused)}`
    : null;
}

/**
 * The message body on `channel`: text with the channel's variables only, ≤ 9 attachments,
 * never both empty. A known variable the channel cannot fill is refused with the reason.
 */
export function messageContentFor(channel: MessageChannel) {
  return z
    .object({
      text: safeText('消息内容', MESSAGE_TEXT_MAX).default(''),
      attachments: z
        .array(messageAttachmentSchema, { error: '附件格式不正确' })
        .max(MESSAGE_ATTACHMENTS_MAX, { error: `附件最多${MESSAGE_ATTACHMENTS_MAX}个` })
        .default([]),
    })
    .superRefine((message, context) => {
      if (!message.text && message.attachments.length === 0) {
        context.addIssue({ code: 'custom', path: ['text'], message: '消息内容不能为空' });
      }
      const unknown = unknownVariables(message.text);
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['text'],
          message: `消息内容含有未知变量：${tokens(unknown)}`,
        });
        return;
      }
      const refused = channelRefusal(message.text, channel);
      if (refused) context.addIssue({ code: 'custom', path: ['text'], message: refused });
    });
}

/** A message to one customer (the default channel of the shared schema). */
export const messageContentSchema = messageContentFor('customer');
export type MessageContent = z.output<typeof messageContentSchema>;
export type MessageContentInput = z.input<typeof messageContentSchema>;

export const EMPTY_MESSAGE: MessageContent = { text: '', attachments: [] };

/** A new attachment of `type` with empty fields (the composer's "add" buttons). */
export function blankAttachment(type: MessageAttachmentType): MessageAttachment {
  switch (type) {
    case 'image':
      return { type, url: '', name: '', size: 0 };
    case 'link':
      return { type, title: '', desc: '', url: '', cover: '' };
    case 'miniprogram':
      return { type, appid: '', page: '', title: '', cover: '' };
    case 'video':
      return { type, url: '', name: '', size: 0 };
    case 'file':
      return { type, url: '', name: '', size: 0 };
  }
}
