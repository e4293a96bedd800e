// The keys of the material and marketing areas' catalogues (issue #20), named in one place so
// the shell's MessageKey type gains them through one import.
import type { marketingAdmpStrategyZhCN } from './marketing-admp-strategy.zh-cn';
import type { marketingAdmpTagZhCN } from './marketing-admp-tag.zh-cn';
import type { materialGoodsZhCN } from './material-goods.zh-cn';
import type { materialStrategyZhCN } from './material-strategy.zh-cn';
import type { materialSuperRadarZhCN } from './material-super-radar.zh-cn';

export type MaterialMarketingMessageKey =
  | keyof typeof materialGoodsZhCN
  | keyof typeof materialStrategyZhCN
  | keyof typeof materialSuperRadarZhCN
  | keyof typeof marketingAdmpStrategyZhCN
  | keyof typeof marketingAdmpTagZhCN;
