// A channel code's welcome (text + attachments of {type, title, url}) as the message
// send_welcome_msg takes (contract/message-content.ts). docs/wecom.md "Welcome messages": an
// image, video or file is read from its URL and uploaded as temporary media; a link goes as
// is. A mini program needs its appid and page, which a channel code's attachment does not
// keep, so it is left out rather than sent wrong.
import type { MessageAttachment, MessageContent } from '../../../contract/message-content';
import type { WelcomeMessage } from '../adapter';

/** The upload's file name: the title when it names a file, else the URL's own name. */
const fileName = (title: string) => (/\.[a-z0-9]{2,5}$/i.test(title) ? title : '');

export function welcomeContent(message: WelcomeMessage): MessageContent {
  const attachments: MessageAttachment[] = [];
  for (const item of message.attachments) {
    switch (item.type) {
      case 'image':
      case 'video':
      case 'file':
        attachments.push({ type: item.type, url: item.url, name: fileName(item.title), size: 0 });
        break;
      case 'link':
        attachments.push({ type: 'link', title: item.title, url: item.url, desc: '', cover: '' });
        break;
      case 'miniprogram':
        break;
    }
  }
  return { text: message.text, attachments };
}
