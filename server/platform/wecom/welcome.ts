// WeCom welcome messages: send_welcome_msg with the add event's welcome_code (usable once,
// within 20 s of the add) and the group welcome templates (group_welcome_template/add|edit|
// del). The message is the console's MessageContent (contract/message-content.ts), put in
// WeCom's shape by the one path every reach message takes (message-attachments.ts): images,
// videos and files (and a mini program's cover) through the media service, so a welcome sent
// many times a day uploads its image once per media id's life (docs/wecom.md "Media").
import { z } from 'zod';
import type { MessageContent } from '../../../contract/message-content';
import type { MediaSource } from './media';
import type { MediaService } from './media-service';
import { wecomMessageOf } from './message-attachments';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

/** Where a welcome's media comes from and goes through. */
export interface WelcomeMedia {
  readonly media: MediaService;
  readonly read: MediaSource;
}

/** send_welcome_msg: text (variables already filled) and at most 9 attachments. */
export async function sendWelcomeMessage(
  api: WecomApi,
  tenantId: string,
  { media, read }: WelcomeMedia,
  welcomeCode: string,
  message: MessageContent,
): Promise<void> {
  const { text, attachments } = await wecomMessageOf(media, read, tenantId, message, 'message');
  await api.post(tenantId, 'externalcontact/send_welcome_msg', {
    welcome_code: welcomeCode,
    ...(text ? { text } : {}),
    ...(attachments.length ? { attachments } : {}),
  });
}

/** A group welcome template holds text and one attachment: the message's first. */
async function templateBody(
  { media, read }: WelcomeMedia,
  tenantId: string,
  message: MessageContent,
) {
  const first = { ...message, attachments: message.attachments.slice(0, 1) };
  const { text, attachments } = await wecomMessageOf(media, read, tenantId, first, 'message');
  const body: Record<string, unknown> = text ? { text } : {};
  const [attachment] = attachments;
  if (attachment) {
    const type = attachment.msgtype as string;
    body[type] = attachment[type];
  }
  return body;
}

export async function addGroupWelcomeTemplate(
  api: WecomApi,
  tenantId: string,
  media: WelcomeMedia,
  message: MessageContent,
): Promise<string> {
  const body = await templateBody(media, tenantId, message);
  const answer = await api.post(tenantId, 'externalcontact/group_welcome_template/add', body);
  return readAnswer(z.object({ template_id: z.string() }), answer, 'group_welcome_template/add')
    .template_id;
}

export async function editGroupWelcomeTemplate(
  api: WecomApi,
  tenantId: string,
  media: WelcomeMedia,
  templateId: string,
  message: MessageContent,
): Promise<void> {
  const body = await templateBody(media, tenantId, message);
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
