// Exports of the customer lists (docs/architecture.md "Exports"), spread into EXPORT_TYPES of
// contract/setting/export-log.ts: each with the page whose code it needs and its columns. The
// server sources are in server/modules/setting/export-log/customer-export-source.ts and
// server/modules/customer/group-list/group-export-source.ts.
export const CUSTOMER_EXPORT_TYPES = {
  customer_list: {
    label: '客户列表',
    page: '/customer-list',
    columns: [
      { key: 'name', label: '客户名称' },
      { key: 'type', label: '客户类型' },
      { key: 'corp_name', label: '企业名称' },
      { key: 'gender', label: '性别' },
      { key: 'employees', label: '添加员工' },
      { key: 'tags', label: '标签' },
      { key: 'added_at', label: '添加时间' },
      { key: 'channel', label: '渠道活码' },
      { key: 'add_way', label: '添加渠道' },
      { key: 'lost', label: '流失状态' },
      { key: 'external_user_id', label: '外部联系人ID' },
    ],
  },
  // issue #19 /group-list 客户群: the groups with the list's filters.
  customer_groups: {
    label: '客户群',
    page: '/group-list',
    columns: [
      { key: 'name', label: '群名称' },
      { key: 'owner', label: '群主' },
      { key: 'customers', label: '客户数' },
      { key: 'employees', label: '员工数' },
      { key: 'today_joins', label: '今日入群' },
      { key: 'today_quits', label: '今日退群' },
      { key: 'tags', label: '群标签' },
      { key: 'status', label: '状态' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
