// issue #20 /material-strategy 内容策略: the material hub — live figures (materials most sent,
// radars most opened, goods sent), alerts and shortcuts, as the other areas' hubs.
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { MaterialType } from './material-goods';

export interface MaterialOverview {
  readonly materials: number;
  readonly material_uses: number;
  readonly radar_opens_30d: number;
  readonly radar_viewers_30d: number;
  readonly goods_on_sale: number;
  readonly goods_sends: number;
  readonly trend: readonly {
    readonly day: string;
    readonly opens: number;
    readonly viewers: number;
  }[];
  readonly top_materials: readonly {
    readonly id: number;
    readonly title: string;
    readonly type: MaterialType;
    readonly uses: number;
  }[];
  readonly top_radars: readonly {
    readonly id: number;
    readonly title: string;
    readonly sends: number;
    readonly opens: number;
    readonly viewers: number;
  }[];
  /** What needs an operator: sold-out goods still being sent, radars nobody opened lately, stale goods. */
  readonly alerts: readonly {
    readonly kind: 'sold_out_sent' | 'radar_silent' | 'goods_stale';
    readonly count: number;
  }[];
}

export const materialOverview = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/material/overview',
  permission: page('/material-strategy'),
  response: responseOf<MaterialOverview>(),
});
