// issue #16 exports of the growth lists (docs/architecture.md "Exports"), spread into
// EXPORT_TYPES of contract/setting/export-log.ts: each with the page whose code it needs and its
// columns. The server sources are in server/modules/acquiring/*/…-export-source.ts.
export const GROWTH_EXPORT_TYPES = {
  // /new-customer-join-group: the rules, and one rule's reached customers.
  new_customer_group_rules: {
    label: '新客拉群规则',
    page: '/new-customer-join-group',
    columns: [
      { key: 'name', label: '规则名称' },
      { key: 'enabled', label: '状态' },
      { key: 'scope', label: '适用员工/活码' },
      { key: 'target', label: '拉群目标' },
      { key: 'current_group', label: '当前入群' },
      { key: 'reached', label: '发送人数' },
      { key: 'joined', label: '入群人数' },
      { key: 'join_rate', label: '入群率' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  new_customer_group_records: {
    label: '新客拉群客户',
    page: '/new-customer-join-group',
    columns: [
      { key: 'customer', label: '客户' },
      { key: 'employee', label: '添加员工' },
      { key: 'group', label: '邀请入群' },
      { key: 'status', label: '状态' },
      { key: 'sent_at', label: '发送时间' },
      { key: 'joined_at', label: '入群时间' },
    ],
  },
  // /tag-invite-group: the tasks, and one task's per-customer invitations.
  tag_invite_tasks: {
    label: '标签拉群任务',
    page: '/tag-invite-group',
    columns: [
      { key: 'name', label: '任务名称' },
      { key: 'status', label: '任务状态' },
      { key: 'tags', label: '标签' },
      { key: 'employees', label: '执行员工' },
      { key: 'groups', label: '目标群' },
      { key: 'total', label: '邀请人数' },
      { key: 'pending', label: '未发送' },
      { key: 'sent', label: '已发送' },
      { key: 'joined', label: '已入群' },
      { key: 'failed', label: '发送失败' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  tag_invite_recipients: {
    label: '标签拉群客户',
    page: '/tag-invite-group',
    columns: [
      { key: 'customer', label: '客户' },
      { key: 'employee', label: '执行员工' },
      { key: 'group', label: '目标群' },
      { key: 'status', label: '状态' },
      { key: 'reason', label: '失败原因' },
      { key: 'sent_at', label: '发送时间' },
      { key: 'joined_at', label: '入群时间' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
