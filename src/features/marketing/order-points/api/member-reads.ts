import {
  isOpenMarketEndpoint,
  memberDetailEndpoint,
  memberList,
  pointsChangePage,
  pointsConvertList,
  pointsPlatformList,
  pointsRuleDetail,
} from '../../../../../contract/marketing/order-points/member-endpoints';

/**
 * Every read of the member area: a points change refreshes them all (balances show on the
 * list, the detail, the history). Member names and phones are personal data: of these reads
 * only the configuration (market state, platforms, rules) is persisted (docs/conventions.md).
 */
export const MEMBER_READS = [
  isOpenMarketEndpoint,
  pointsPlatformList,
  pointsRuleDetail,
  memberList,
  memberDetailEndpoint,
  pointsChangePage,
  pointsConvertList,
] as const;
