// The chat sidebar inside WeCom (issue #40, docs/wecom.md "The chat sidebar"). A page opened
// from the chat toolbar carries only the corp id. It first identifies the employee with WeCom's
// web authorization (authorize → WeCom → code + state → session: an employee ticket), signs
// itself for ww.register with that ticket (js-config), asks WeCom's JS-SDK whose chat is open
// and trades the external contact for the chat's ticket (chat), which the sidebar API takes.
// No console token; tickets and secrets never leave the server, only signatures do.
import { z } from 'zod';
import { defineEndpoint, publicAccess, responseOf } from '../endpoint';
import { idParams } from '../fields';
import { requiredText } from '../validation';

/** What ww.register needs (getConfigSignature / getAgentConfigSignature answer the last three). */
export interface SiderJsConfig {
  readonly corp_id: string;
  readonly agent_id: number;
  /** Seconds since the epoch. */
  readonly timestamp: number;
  readonly nonce_str: string;
  /** Over the corp's jsapi_ticket. */
  readonly signature: string;
  /** Over the app's agent_config ticket. */
  readonly agent_signature: string;
}

export interface SiderWecomTicket {
  readonly ticket: string;
  readonly corp_id: string;
  readonly agent_id: number;
}

/**
 * A sidebar page's address as pasted into WeCom's 「配置到聊天工具栏」 for a tenant on WeCom:
 * the page's one address (contract/reach/sider-pages.ts) with the corp id, which is all the
 * page is told when WeCom opens it (docs/wecom.md "The chat sidebar").
 */
export function wecomToolbarUrl(pageUrl: string, corpId: string | null): string {
  if (!corpId) return pageUrl;
  const url = new URL(pageUrl);
  url.searchParams.set('corp_id', corpId);
  return url.href;
}

const pageUrl = requiredText('页面地址', 2048);
const corpId = requiredText('企业ID', 64);

/** WeCom's web authorization address for this sidebar page (a signed one-use state in it). */
export const siderWecomAuthorize = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/wecom/authorize',
  permission: publicAccess,
  body: z.object({ corp_id: corpId, url: pageUrl }).strict(),
  response: responseOf<{ url: string }>(),
});

/** The code WeCom sent back → the employee's ticket (no customer in it yet). */
export const siderWecomSession = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/wecom/session',
  permission: publicAccess,
  body: z.object({ code: requiredText('授权码', 512), state: requiredText('state', 128) }).strict(),
  response: responseOf<SiderWecomTicket>(),
});

/**
 * Signs the page URL for ww.register. Needs the employee's ticket (x-sider-ticket); the URL must
 * be on the sidebar's trusted domain (SIDER_HOST, else this server).
 */
export const siderJsConfig = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/wecom/js-config',
  permission: publicAccess,
  body: z.object({ url: pageUrl }).strict(),
  response: responseOf<SiderJsConfig>(),
});

/** The external contact getCurExternalContact named → the chat's ticket for the sidebar API. */
export const siderWecomChat = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/wecom/chat',
  permission: publicAccess,
  body: z.object({ external_userid: requiredText('客户', 64) }).strict(),
  response: responseOf<SiderWecomTicket>(),
});

/**
 * A material's image, video or file as WeCom temporary media, for sendChatMessage's `mediaid`
 * (docs/wecom.md "The chat sidebar"): uploaded once per media id's life through the media
 * service. Needs the chat's ticket; only for a tenant on WeCom.
 */
export interface SiderMaterialMedia {
  readonly msgtype: 'image' | 'video' | 'file';
  readonly media_id: string;
}

export const siderMaterialMedia = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/wecom/materials/:id/media',
  permission: publicAccess,
  params: idParams('素材编号'),
  response: responseOf<SiderMaterialMedia>(),
});

type ChatMedia = { readonly mediaid: string };

/** What the sidebar hands to WeCom's sendChatMessage (its documented msgtypes and fields). */
export type SiderChatMessage =
  | { readonly msgtype: 'text'; readonly text: { readonly content: string } }
  | {
      readonly msgtype: 'news';
      readonly news: {
        readonly link: string;
        readonly title: string;
        readonly desc: string;
        readonly imgUrl: string;
      };
    }
  | { readonly msgtype: 'image'; readonly image: ChatMedia }
  | { readonly msgtype: 'video'; readonly video: ChatMedia }
  | { readonly msgtype: 'file'; readonly file: ChatMedia }
  | {
      readonly msgtype: 'miniprogram';
      readonly miniprogram: {
        readonly appid: string;
        readonly title: string;
        readonly imgUrl: string;
        readonly page: string;
      };
    };

/**
 * A due SOP step of the chat's employee as the messages sendChatMessage sends in order: its
 * text (variables filled), then each attachment (images, videos, files uploaded as WeCom media).
 */
export const siderTaskMessages = defineEndpoint({
  method: 'POST',
  path: '/sidebar/api/wecom/tasks/:id/messages',
  permission: publicAccess,
  params: idParams('任务编号'),
  response: responseOf<{ messages: SiderChatMessage[] }>(),
});
