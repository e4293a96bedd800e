// WeCom welcome messages: send_welcome_msg with the add event's welcome_code (usable once,
// within 20 s of the add) and the group welcome templates (group_welcome_template/add|edit|
// del). Images, videos and files go up first with media/upload; a mini program's cover is its
// pic_media_id. The message is the console's MessageContent (contract/message-content.ts).
import { z } from 'zod';
import type { MessageAttachment, MessageContent } from '../../../contract/message-content';
import type { MediaFile, MediaType } from './media';
import { uploadMedia } from './media';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

/** Reads the bytes behind an attachment's URL (our uploads or an outside http(s) file). */
export type MediaSource = (url: string, name: string) => Promise<MediaFile>;

async function mediaIdOf(
  api: WecomApi,
  tenantId: string,
  source: MediaSource,
  type: MediaType,
  url: string,
  name: string,
) {
  return uploadMedia(api, tenantId, type, await source(url, name));
}

/** One attachment in WeCom's `{ msgtype, <msgtype>: {...} }` shape. */
export async function attachmentOf(
  api: WecomApi,
  tenantId: string,
  source: MediaSource,
  attachment: MessageAttachment,
): Promise<Record<string, unknown>> {
  switch (attachment.type) {
    case 'image': {
      const mediaId = await mediaIdOf(
        api,
        tenantId,
        source,
        'image',
        attachment.url,
        attachment.name,
      );
      return { msgtype: 'image', image: { media_id: mediaId } };
    }
    case 'link':
      return {
        msgtype: 'link',
        link: {
          title: attachment.title,
          url: attachment.url,
          ...(attachment.desc ? { desc: attachment.desc } : {}),
          ...(attachment.cover ? { picurl: attachment.cover } : {}),
        },
      };
    case 'miniprogram': {
      const cover = await mediaIdOf(api, tenantId, source, 'image', attachment.cover, 'cover');
      return {
        msgtype: 'miniprogram',
        miniprogram: {
          title: attachment.title,
          pic_media_id: cover,
          appid: attachment.appid,
          page: attachment.page,
        },
      };
    }
    case 'video':
    case 'file': {
      const { type } = attachment;
      const mediaId = await mediaIdOf(api, tenantId, source, type, attachment.url, attachment.name);
      return { msgtype: type, [type]: { media_id: mediaId } };
    }
  }
}

/** send_welcome_msg: text (variables already filled) and at most 9 attachments. */
export async function sendWelcomeMessage(
  api: WecomApi,
  tenantId: string,
  source: MediaSource,
  welcomeCode: string,
  message: MessageContent,
): Promise<void> {
  const attachments = [];
  for (const attachment of message.attachments) {
    attachments.push(await attachmentOf(api, tenantId, source, attachment));
  }
  await api.post(tenantId, 'externalcontact/send_welcome_msg', {
    welcome_code: welcomeCode,
    ...(message.text ? { text: { content: message.text } } : {}),
    ...(attachments.length ? { attachments } : {}),
  });
}

/** A group welcome template holds text and one attachment: the message's first. */
async function templateBody(
  api: WecomApi,
  tenantId: string,
  source: MediaSource,
  message: MessageContent,
) {
  const body: Record<string, unknown> = message.text ? { text: { content: message.text } } : {};
  const first = message.attachments[0];
  if (first) {
    const attachment = await attachmentOf(api, tenantId, source, first);
    body[attachment.msgtype as string] = attachment[attachment.msgtype as string];
  }
  return body;
}

export async function addGroupWelcomeTemplate(
  api: WecomApi,
  tenantId: string,
  source: MediaSource,
  message: MessageContent,
): Promise<string> {
  const body = await templateBody(api, tenantId, source, message);
  const answer = await api.post(tenantId, 'externalcontact/group_welcome_template/add', body);
  return readAnswer(z.object({ template_id: z.string() }), answer, 'group_welcome_template/add')
    .template_id;
}

export async function editGroupWelcomeTemplate(
  api: WecomApi,
  tenantId: string,
  source: MediaSource,
  templateId: string,
  message: MessageContent,
): Promise<void> {
  const body = await templateBody(api, tenantId, source, message);
  await api.post(tenantId, 'externalcontact/group_welcome_template/edit', {
    template_id: templateId,
    ...body,
  });
}

export async function deleteGroupWelcomeTemplate(
  api: WecomApi,
  tenantId: string,
  templateId: string,
): Promise<void> {
  await api.post(tenantId, 'externalcontact/group_welcome_template/del', {
    template_id: templateId,
  });
}
