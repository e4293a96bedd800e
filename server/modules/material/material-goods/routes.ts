// issue #20 /material-goods endpoints: the material library and the goods materials.
import type { FastifyInstance } from 'fastify';
import {
  deleteMaterial,
  goodsList,
  goodsShops,
  materialList,
  saveMaterial,
  syncGoods,
  useGoods,
  useMaterial,
} from '../../../../contract/material/material-goods';
import type { RouteDeps } from '../../../http/app-deps';
import { BusinessError } from '../../../http/http-errors';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { linkedShops, listGoods, useGoods as countGoodsUse } from './goods';
import { defineGoodsSync, GOODS_SYNC_JOB } from './goods-sync';
import * as library from './library';

export function registerMaterialGoodsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, jobs, now } = deps;
  defineGoodsSync(deps);
  registerEndpoint(app, materialList, ({ tenantId, query }) =>
    library.listMaterials(db, tenantId, query),
  );
  registerEndpoint(app, saveMaterial, ({ tenantId, body }) =>
    library.saveMaterial(db, tenantId, body, new Date(now())),
  );
  registerEndpoint(app, deleteMaterial, ({ tenantId, params }) =>
    library.deleteMaterial(db, tenantId, params.id),
  );
  registerEndpoint(app, useMaterial, ({ tenantId, params }) =>
    library.useMaterial(db, tenantId, params.id),
  );
  registerEndpoint(app, goodsList, ({ tenantId, query }) => listGoods(db, tenantId, query));
  registerEndpoint(app, goodsShops, async ({ tenantId }) => {
    const [latest] = await jobs.list(tenantId, { name: GOODS_SYNC_JOB, limit: 1 });
    return {
      list: await linkedShops(db, tenantId),
      sync_job: latest ? { id: latest.id, state: latest.state } : null,
    };
  });
  registerEndpoint(app, syncGoods, async ({ tenantId, body }) => {
    const shops = await linkedShops(db, tenantId);
    if (shops.length === 0)
      throw new BusinessError(120103, '尚未关联店铺，请先在订单兑积分页关联店铺');
    if (body.shop_id && !shops.some((shop) => shop.id === body.shop_id)) {
      throw new BusinessError(120104, '店铺不存在或已解除关联');
    }
    const at = now();
    // one sync per tenant (and shop) per minute: a double click does not queue twice
    const key = `${body.shop_id ?? 'all'}:${Math.floor(at / 60_000)}`;
    const jobId = await jobs.enqueue(
      GOODS_SYNC_JOB,
      { tenantId, shopId: body.shop_id, at },
      { key },
    );
    return { job_id: jobId };
  });
  registerEndpoint(app, useGoods, ({ tenantId, params }) => countGoodsUse(db, tenantId, params.id));
}
