// The sidebar opened from WeCom's chat toolbar (docs/wecom.md "The chat sidebar"): its address
// carries only `corp_id`. 1) WeCom's web authorization names the employee (the server trades
// the code; the page drops code and state from its address at once); 2) ww.register with the
// corp id, the agent id and the server's two signatures; 3) getContext says which chat tool
// opened the page, getCurExternalContact / getCurExternalChat whose chat it is; 4) the external
// contact becomes the chat's ticket. The SDK (@wecom/jssdk) loads only here, as its own file.
import type { SiderJsConfig, SiderWecomTicket } from '../../../../../contract/reach/sider-wecom';
import type { ChatBridge, ChatMessage } from './sider-chat';
import { createApi, SiderApiError } from './sider-dom';

/** The part of @wecom/jssdk the sidebar uses (the global `ww` of its script build). */
export interface WwSdk {
  register(options: {
    corpId: string;
    agentId: number;
    jsApiList: string[];
    getConfigSignature(url: string): Promise<SignatureAnswer>;
    getAgentConfigSignature(url: string): Promise<SignatureAnswer>;
  }): void;
  getContext(): Promise<{ entry?: string }>;
  getCurExternalContact(): Promise<{ userId?: string }>;
  getCurExternalChat(): Promise<{ chatId?: string }>;
  sendChatMessage(message: ChatMessage): Promise<unknown>;
}

interface SignatureAnswer {
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export const JS_API_LIST = [
  'getContext',
  'getCurExternalContact',
  'getCurExternalChat',
  'sendChatMessage',
];

const publicApi = createApi('');

/** The SDK: already on the page (WeCom's script build sets `ww`), else its file, loaded now. */
function loadSdk(src: string): Promise<WwSdk> {
  const present = (window as unknown as { ww?: WwSdk }).ww;
  if (present) return Promise.resolve(present);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => {
      const loaded = (window as unknown as { ww?: WwSdk }).ww;
      if (loaded) resolve(loaded);
      else reject(new Error('企业微信 JS-SDK 加载失败，请重新打开侧边栏'));
    };
    script.onerror = () => reject(new Error('企业微信 JS-SDK 加载失败，请重新打开侧边栏'));
    document.head.append(script);
  });
}

function reason(error: unknown, fallback: string): Error {
  if (error instanceof SiderApiError) return error;
  const message = (error as { errMsg?: string } | null)?.errMsg;
  return new Error(message ? `${fallback}（${message}）` : fallback);
}

export interface WecomChat {
  readonly ticket: string;
  readonly chat: ChatBridge;
}

/** Undefined while the browser goes to WeCom's authorization (the page is left). */
export async function openInWecom(
  params: URLSearchParams,
  sdkSrc: string,
): Promise<WecomChat | undefined> {
  const corpId = params.get('corp_id') ?? '';
  const code = params.get('code');
  const state = params.get('state');
  // Back from WeCom without a code: the authorization was refused (never ask again in a loop).
  if (state && !code) throw new Error('企业微信未授权，无法打开侧边栏，请稍后在聊天中重新打开');
  if (!code || !state) {
    const { url } = await publicApi<{ url: string }>('POST', '/sidebar/api/wecom/authorize', {
      corp_id: corpId,
      url: location.href,
    });
    location.replace(url);
    return undefined;
  }
  const session = await publicApi<SiderWecomTicket>('POST', '/sidebar/api/wecom/session', {
    code,
    state,
  });
  // A code works once: a reload must authorize again, not replay it.
  params.delete('code');
  params.delete('state');
  history.replaceState(null, '', `${location.pathname}?${params.toString()}${location.hash}`);

  const employeeApi = createApi(session.ticket);
  const signatures = new Map<string, Promise<SiderJsConfig>>();
  const sign = (url: string) => {
    let signed = signatures.get(url);
    if (!signed) {
      signed = employeeApi<SiderJsConfig>('POST', '/sidebar/api/wecom/js-config', { url });
      signatures.set(url, signed);
    }
    return signed;
  };
  const ww = await loadSdk(sdkSrc);
  ww.register({
    corpId: session.corp_id,
    agentId: session.agent_id,
    jsApiList: JS_API_LIST,
    async getConfigSignature(url) {
      const signed = await sign(url);
      return {
        timestamp: signed.timestamp,
        nonceStr: signed.nonce_str,
        signature: signed.signature,
      };
    },
    async getAgentConfigSignature(url) {
      const signed = await sign(url);
      return {
        timestamp: signed.timestamp,
        nonceStr: signed.nonce_str,
        signature: signed.agent_signature,
      };
    },
  });
  const context = await ww.getContext().catch((error: unknown) => {
    throw reason(error, '无法读取企业微信的聊天信息');
  });
  if (context.entry === 'group_chat_tools') {
    // A customer group answers its chat id; the sidebar's panels are about one customer.
    const group = await ww.getCurExternalChat().catch(() => ({ chatId: '' }));
    throw new Error(
      group.chatId
        ? '当前是客户群聊天：侧边栏的客户资料只在与客户的单聊中可用'
        : '当前聊天不是与客户的聊天',
    );
  }
  if (context.entry !== undefined && context.entry !== 'single_chat_tools') {
    throw new Error('请在与客户的单聊中，从聊天工具栏打开侧边栏');
  }
  const contact = await ww.getCurExternalContact().catch((error: unknown) => {
    throw reason(error, '无法读取当前聊天的客户');
  });
  if (!contact.userId) throw new Error('当前聊天不是与客户的聊天');
  const chatTicket = await employeeApi<SiderWecomTicket>('POST', '/sidebar/api/wecom/chat', {
    external_userid: contact.userId,
  });
  return {
    ticket: chatTicket.ticket,
    chat: {
      sendsMedia: true,
      async send(message) {
        try {
          await ww.sendChatMessage(message);
        } catch (error) {
          throw reason(error, '发送到聊天失败');
        }
      },
    },
  };
}
