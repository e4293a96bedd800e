// The Chinese console has no English copy of this page yet: the keys fall back to Chinese.
import { acquiringTagInviteGroupZhCN } from './acquiring-tag-invite-group.zh-cn';

export const acquiringTagInviteGroupEn: Record<keyof typeof acquiringTagInviteGroupZhCN, string> = {
  ...acquiringTagInviteGroupZhCN,
};
