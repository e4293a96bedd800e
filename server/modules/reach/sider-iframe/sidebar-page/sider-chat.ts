// How the sidebar puts a message into the open chat (docs/wecom.md "The chat sidebar"). Inside
// WeCom: the JS-SDK's sendChatMessage — text, a link card as `news`, and an image, a video or a
// file by the WeCom media id the server uploads it as (`mediaid`). In the sandbox the
// simulation stays: the server records the send and nothing else is called.
import type { SiderMaterial } from '../../../../../contract/reach/sider-app';
import type {
  SiderChatMessage,
  SiderMaterialMedia,
} from '../../../../../contract/reach/sider-wecom';

/** WeCom's sendChatMessage body (contract/reach/sider-wecom.ts). */
export type ChatMessage = SiderChatMessage;

export interface ChatBridge {
  /** Inside WeCom: images, videos and files go by media id (the server uploads them first). */
  readonly sendsMedia: boolean;
  /** Hands `message` to the chat; rejects with WeCom's reason when it refuses. */
  send(message: ChatMessage): Promise<void>;
}

/** The sandbox's chat: the server's record of the send is the whole simulation. */
export const sandboxChat: ChatBridge = { sendsMedia: false, send: () => Promise.resolve() };

export const textMessage = (content: string): ChatMessage => ({
  msgtype: 'text',
  text: { content },
});

/** Material types that go to WeCom as media (a poster is an image). */
export const MEDIA_MATERIAL_TYPES: readonly string[] = ['image', 'poster', 'video', 'file'];

/** The server's upload of a material: its media type and WeCom media id. */
export type MaterialMediaOf = (materialId: number) => Promise<SiderMaterialMedia>;

function mediaMessage({ msgtype, media_id: mediaid }: SiderMaterialMedia): ChatMessage {
  switch (msgtype) {
    case 'image':
      return { msgtype, image: { mediaid } };
    case 'video':
      return { msgtype, video: { mediaid } };
    case 'file':
      return { msgtype, file: { mediaid } };
  }
}

/**
 * A material as WeCom's chat takes it: a link card for links, an image / video / file by its
 * media id when the chat sends media (`mediaOf` uploads it), else its text. A mini program
 * keeps no appid or page in the library, so it goes as its text.
 */
export async function materialMessage(
  material: SiderMaterial,
  mediaOf?: MaterialMediaOf,
): Promise<ChatMessage> {
  if (material.type === 'link' && /^https?:\/\//.test(material.url)) {
    return {
      msgtype: 'news',
      news: { link: material.url, title: material.title, desc: material.content, imgUrl: '' },
    };
  }
  if (mediaOf && MEDIA_MATERIAL_TYPES.includes(material.type) && material.url) {
    return mediaMessage(await mediaOf(material.id));
  }
  const text = [material.content || material.title, material.url].filter(Boolean).join('\n');
  return textMessage(text);
}
