// Exports of the customer lists (docs/architecture.md "Exports"), spread into EXPORT_TYPES of
// contract/setting/export-log.ts: each with the page whose code it needs and its columns. The
// server sources are in server/modules/setting/export-log/customer-export-source.ts.
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
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
