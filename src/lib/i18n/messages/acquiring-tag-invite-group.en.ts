import type { acquiringTagInviteGroupZhCN } from './acquiring-tag-invite-group.zh-cn';

export const acquiringTagInviteGroupEn: Record<keyof typeof acquiringTagInviteGroupZhCN, string> = {
  'tagInviteGroup.title': 'Tag Invite Group',
  'tagInviteGroup.description': 'Describe what an operator does on this page.',
  'tagInviteGroup.filter.name': 'Name',
  'tagInviteGroup.column.name': 'Name',
  'tagInviteGroup.column.createdAt': 'Created at',
  'tagInviteGroup.empty': 'No data yet',
  'tagInviteGroup.empty.filtered': 'Nothing matches the filters',
};
