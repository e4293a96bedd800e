// The Chinese console has no English copy of this page yet: the keys fall back to Chinese.
import { acquiringNewCustomerJoinGroupZhCN } from './acquiring-new-customer-join-group.zh-cn';

export const acquiringNewCustomerJoinGroupEn: Record<
  keyof typeof acquiringNewCustomerJoinGroupZhCN,
  string
> = { ...acquiringNewCustomerJoinGroupZhCN };
