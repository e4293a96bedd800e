// How the sidebar puts a message into the open chat (docs/wecom.md "The chat sidebar"). Inside
// WeCom: the JS-SDK's sendChatMessage (text, or a link card as `news`). In the sandbox the
// simulation stays: the server records the send and nothing else is called.
import type { SiderMaterial } from '../../../../../contract/reach/sider-app';

export type ChatMessage =
  | { readonly msgtype: 'text'; readonly text: { readonly content: string } }
  | {
      readonly msgtype: 'news';
      readonly news: {
        readonly link: string;
        readonly title: string;
        readonly desc: string;
        readonly imgUrl: string;
      };
    };

export interface ChatBridge {
  /** Hands `message` to the chat; rejects with WeCom's reason when it refuses. */
  send(message: ChatMessage): Promise<void>;
}

/** The sandbox's chat: the server's record of the send is the whole simulation. */
export const sandboxChat: ChatBridge = { send: () => Promise.resolve() };

export const textMessage = (content: string): ChatMessage => ({
  msgtype: 'text',
  text: { content },
});

/** A material as WeCom's chat takes it: a link card for links, else its text. */
export function materialMessage(material: SiderMaterial): ChatMessage {
  if (material.type === 'link' && /^https?:\/\//.test(material.url)) {
    return {
      msgtype: 'news',
      news: { link: material.url, title: material.title, desc: material.content, imgUrl: '' },
    };
  }
  const text = [material.content || material.title, material.url].filter(Boolean).join('\n');
  return textMessage(text);
}
