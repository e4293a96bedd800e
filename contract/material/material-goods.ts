// issue #20 /material-goods 商品素材 and the material library (docs/domain.md §5: [KJ]
// ShopMaterialProduct, [OS] material_lib, [LW] WeMaterial): goods synced from the linked shops
// of /order-points, and the library of text, image, link, mini program, video, file, poster.
import { z } from 'zod';
import type { ListData } from '../envelope';
import { anyOf, defineEndpoint, page, responseOf } from '../endpoint';
import { bodyId, idParams, pagingQuery, queryId, safeText } from '../fields';

export const MATERIAL_TYPES = [
  'text',
  'image',
  'link',
  'miniprogram',
  'video',
  'file',
  'poster',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const MATERIAL_TITLE_MAX = 64;
export const MATERIAL_CONTENT_MAX = 1500;

export interface MaterialRow {
  readonly id: number;
  readonly type: MaterialType;
  readonly title: string;
  readonly content: string;
  readonly url: string;
  readonly cover_url: string;
  readonly group_name: string;
  readonly tags: readonly string[];
  readonly usage_count: number;
  readonly updated_at: string;
}

export interface GoodsRow {
  readonly id: number;
  readonly name: string;
  readonly price: string;
  readonly images: readonly string[];
  readonly link: string;
  readonly stock: number;
  /** on_sale, low (≤ 10 left), sold_out, off_shelf. */
  readonly stock_state: GoodsStockState;
  readonly shop: { readonly id: number; readonly name: string; readonly platform_type: number };
  readonly send_count: number;
  readonly synced_at: string;
}
export const GOODS_STOCK_STATES = ['on_sale', 'low', 'sold_out', 'off_shelf'] as const;
export type GoodsStockState = (typeof GOODS_STOCK_STATES)[number];
export const LOW_STOCK = 10;

const httpUrl = (label: string) =>
  safeText(label, 500).refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), {
    error: `${label}必须以http://或https://开头`,
  });

export const materialBody = z
  .object({
    id: bodyId('素材').optional(),
    type: z.enum(MATERIAL_TYPES, { error: '素材类型不正确' }),
    title: safeText('素材标题', MATERIAL_TITLE_MAX, 1),
    content: safeText('素材内容', MATERIAL_CONTENT_MAX),
    url: httpUrl('素材链接'),
    cover_url: httpUrl('封面地址'),
    group_name: safeText('分组', 20, 1),
    tags: z.array(safeText('素材标签', 12, 1)).max(10, { error: '素材标签最多10个' }),
  })
  .strict()
  .refine((body) => body.type !== 'text' || body.content.length > 0, {
    error: '文本素材内容不能为空',
    path: ['content'],
  })
  .refine((body) => body.type === 'text' || body.url.length > 0, {
    error: '请填写素材链接或文件地址',
    path: ['url'],
  });
export type MaterialBody = z.output<typeof materialBody>;

export const materialQuery = z.object({
  ...pagingQuery,
  type: z.enum(MATERIAL_TYPES, { error: '素材类型不正确' }).optional(),
  keyword: safeText('关键词', 30).optional(),
  group_name: safeText('分组', 20).optional(),
});

export const goodsQuery = z.object({
  ...pagingQuery,
  keyword: safeText('商品名称', 30).optional(),
  shop_id: queryId('店铺'),
  stock_state: z.enum(GOODS_STOCK_STATES, { error: '库存状态不正确' }).optional(),
});
export type GoodsQuery = z.output<typeof goodsQuery>;

/** The library is read by every composer (reach, SOP, welcome pages) as well as this page. */
const LIBRARY_READERS = anyOf(
  '/material-goods',
  '/material-strategy',
  '/private-chat',
  '/group-chat',
  '/moment-dispatch',
);

export const materialList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/materials',
  permission: LIBRARY_READERS,
  query: materialQuery,
  response: responseOf<ListData<MaterialRow> & { readonly groups: readonly string[] }>(),
});
export const saveMaterial = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/material/materials',
  permission: page('/material-goods'),
  body: materialBody,
  response: responseOf<{ id: number }>(),
});
export const deleteMaterial = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/material/materials/:id',
  permission: page('/material-goods'),
  action: 'delete',
  params: idParams('素材'),
  response: responseOf<null>(),
});
/** A composer picked a material: its usage count goes up (the hub's "most sent"). */
export const useMaterial = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/material/materials/:id/use',
  permission: LIBRARY_READERS,
  params: idParams('素材'),
  response: responseOf<MaterialRow>(),
});

export const goodsList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/goods',
  permission: LIBRARY_READERS,
  query: goodsQuery,
  response: responseOf<ListData<GoodsRow>>(),
});
export const goodsShops = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/goods-shops',
  permission: page('/material-goods'),
  response: responseOf<{
    readonly list: readonly {
      readonly id: number;
      readonly name: string;
      readonly platform_type: number;
      readonly goods: number;
      readonly last_synced_at: string | null;
    }[];
    readonly sync_job: { readonly id: string; readonly state: string } | null;
  }>(),
});
/** Sync every linked shop's goods (a job: the shops answer slowly and page by page). */
export const syncGoods = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/material/goods/sync',
  permission: page('/material-goods'),
  body: z.object({ shop_id: bodyId('店铺').optional() }).strict(),
  response: responseOf<{ job_id: string }>(),
});
/** A goods card went out from a composer or the sidebar. */
export const useGoods = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/material/goods/:id/use',
  permission: LIBRARY_READERS,
  params: idParams('商品'),
  response: responseOf<GoodsRow>(),
});
