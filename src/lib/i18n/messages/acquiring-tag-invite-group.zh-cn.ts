// /tag-invite-group 标签拉群: the page's strings (loaded with the page).
export const acquiringTagInviteGroupZhCN = {
  'tagInviteGroup.title': '标签拉群',
  'tagInviteGroup.description': '标签拉群：请按页面的需求改写这段说明。',
  'tagInviteGroup.filter.name': '名称',
  'tagInviteGroup.column.name': '名称',
  'tagInviteGroup.column.createdAt': '创建时间',
  'tagInviteGroup.empty': '暂无数据',
  'tagInviteGroup.empty.filtered': '没有符合条件的数据',
} as const;
