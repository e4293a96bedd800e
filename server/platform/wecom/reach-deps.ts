// What reach on WeCom needs per running app (docs/wecom.md "Reach on WeCom"): the tenant API,
// the one media service and where attachment bytes come from. setUpWecom registers it once per
// database (like the adapter); the mass-send, moment and SOP jobs read it.
import type { Database } from '../../db/database';
import type { MediaService } from './media-service';
import type { WecomApi } from './wecom-api';
import type { MediaSource } from './media';

export interface WecomReach {
  readonly api: WecomApi;
  readonly media: MediaService;
  readonly read: MediaSource;
  /** Where the sidebar pages are served (SIDER_HOST); '' = no link in app messages. */
  readonly siderOrigin: string;
}

const registry = new WeakMap<Database, WecomReach>();

export function useWecomReach(db: Database, reach: WecomReach): void {
  registry.set(db, reach);
}

export function wecomReachOf(db: Database): WecomReach {
  const reach = registry.get(db);
  if (!reach) throw new Error('企业微信接口未配置（WECOM_API_BASE）');
  return reach;
}
