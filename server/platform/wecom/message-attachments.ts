// A console message (contract/message-content.ts) in WeCom's `text` + `attachments` shape for
// add_msg_template, add_moment_task, send_welcome_msg and the group welcome templates
// (welcome.ts), every image, video and file going through the one media service
// (media-service.ts: limits checked first, a live media id reused, an expiring one uploaded
// again). Moments take images, videos and links only.
import type { MessageContent } from '../../../contract/message-content';
import type { MediaSource, MediaType } from './media';
import type { MediaPurpose, MediaService } from './media-service';

export interface WecomMessage {
  readonly text?: { readonly content: string };
  readonly attachments: Record<string, unknown>[];
}

export async function wecomMessageOf(
  media: MediaService,
  read: MediaSource,
  tenantId: string,
  message: MessageContent,
  purpose: MediaPurpose,
): Promise<WecomMessage> {
  const upload = async (type: MediaType, url: string, name: string) =>
    media.mediaId(tenantId, type, await read(url, name), purpose);
  const attachments: Record<string, unknown>[] = [];
  for (const attachment of message.attachments) {
    switch (attachment.type) {
      case 'image':
        attachments.push({
          msgtype: 'image',
          image: { media_id: await upload('image', attachment.url, attachment.name) },
        });
        break;
      case 'link':
        attachments.push({
          msgtype: 'link',
          link: {
            title: attachment.title,
            url: attachment.url,
            ...(attachment.desc && purpose === 'message' ? { desc: attachment.desc } : {}),
            ...(attachment.cover && purpose === 'message' ? { picurl: attachment.cover } : {}),
          },
        });
        break;
      case 'miniprogram':
        attachments.push({
          msgtype: 'miniprogram',
          miniprogram: {
            title: attachment.title,
            pic_media_id: await upload('image', attachment.cover, 'cover'),
            appid: attachment.appid,
            page: attachment.page,
          },
        });
        break;
      case 'video':
      case 'file':
        attachments.push({
          msgtype: attachment.type,
          [attachment.type]: {
            media_id: await upload(attachment.type, attachment.url, attachment.name),
          },
        });
        break;
    }
  }
  return { ...(message.text ? { text: { content: message.text } } : {}), attachments };
}
