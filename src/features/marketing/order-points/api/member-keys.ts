// Query keys of the member area (bulletproof-react: one small key factory per feature).
// Member names and phones are personal data: of these queries only the points rules (the
// tenant's configuration) are persisted to the offline cache (docs/conventions.md).
import type {
  MemberListFilters,
  PointsChangePageFilters,
  PointsConvertFilters,
} from '../../../../../contract/marketing/order-points/member-queries';

export const memberKeys = {
  all: ['member'] as const,
  openMarket: ['member', 'open-market'] as const,
  platforms: ['member', 'platforms'] as const,
  rule: (platformType: number) => ['member', 'rule', platformType] as const,
  members: (filters: MemberListFilters) => ['member', 'members', filters] as const,
  detail: (memberId: number) => ['member', 'detail', memberId] as const,
  history: (filters: PointsChangePageFilters) => ['member', 'history', filters] as const,
  conversions: (filters: PointsConvertFilters) => ['member', 'conversions', filters] as const,
};
