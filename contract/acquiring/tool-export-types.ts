// Exports of the acquiring tool pages (docs/architecture.md "Exports"), spread into
// EXPORT_TYPES of contract/setting/export-log.ts: each tool's list (the list's filters) and its
// statistics (the code and the period shown). The server sources are in
// server/modules/acquiring/<tool>/…-export-source.ts, over the tool kit's helpers.
const DAY = { key: 'day', label: '日期' };

export const TOOL_EXPORT_TYPES = {
  // issue #15 /lock-code.
  lock_codes: {
    label: '获客锁客码',
    page: '/lock-code',
    columns: [
      { key: 'name', label: '名称' },
      { key: 'status', label: '状态' },
      { key: 'employees', label: '使用员工' },
      { key: 'bound', label: '锁定客户' },
      { key: 'kept', label: '锁定复扫' },
      { key: 'scan_path', label: '扫码路径' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  lock_code_statistics: {
    label: '获客锁客码数据',
    page: '/lock-code',
    columns: [
      DAY,
      { key: 'scans', label: '扫码次数' },
      { key: 'new_bindings', label: '新增锁定' },
      { key: 'kept_rescans', label: '锁定保留的复扫' },
    ],
  },
  // issue #15 /shunt-code.
  shunt_codes: {
    label: '分流码',
    page: '/shunt-code',
    columns: [
      { key: 'name', label: '名称' },
      { key: 'status', label: '状态' },
      { key: 'rule', label: '分流规则' },
      { key: 'targets', label: '分流目标' },
      { key: 'exposures', label: '曝光' },
      { key: 'adds', label: '添加' },
      { key: 'scan_path', label: '扫码路径' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  shunt_code_statistics: {
    label: '分流码数据',
    page: '/shunt-code',
    columns: [
      { key: 'target', label: '目标' },
      { key: 'weight', label: '权重' },
      { key: 'exposures', label: '曝光' },
      { key: 'adds', label: '添加' },
      { key: 'conversion', label: '转化率' },
      { key: 'configured_share', label: '配置占比' },
      { key: 'actual_share', label: '实际占比' },
    ],
  },
  // issue #15 /group-code.
  group_codes: {
    label: '群活码',
    page: '/group-code',
    columns: [
      { key: 'name', label: '名称' },
      { key: 'status', label: '状态' },
      { key: 'current', label: '当前群' },
      { key: 'groups', label: '群数' },
      { key: 'slots', label: '剩余名额' },
      { key: 'joins', label: '累计入群' },
      { key: 'scan_path', label: '扫码路径' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  group_code_statistics: {
    label: '群活码数据',
    page: '/group-code',
    columns: [
      DAY,
      { key: 'scans', label: '扫码' },
      { key: 'joins', label: '累计入群' },
      { key: 'quits', label: '退群' },
      { key: 'net', label: '净增' },
    ],
  },
  // issue #15 /short-chain.
  short_links: {
    label: '获客短链',
    page: '/short-chain',
    columns: [
      { key: 'name', label: '名称' },
      { key: 'status', label: '状态' },
      { key: 'link_path', label: '链接路径' },
      { key: 'pv', label: '访问次数' },
      { key: 'uv', label: '访问人数' },
      { key: 'adds', label: '添加客户' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  short_link_statistics: {
    label: '获客短链数据',
    page: '/short-chain',
    columns: [
      DAY,
      { key: 'pv', label: '访问次数' },
      { key: 'uv', label: '访问人数' },
      { key: 'adds', label: '添加客户' },
      { key: 'add_rate', label: '添加率' },
    ],
  },
  // issue #9 /channel-code/statistics: one row per period, then the total.
  channel_code_statistics: {
    label: '渠道活码数据',
    page: '/channel-code',
    columns: [
      { key: 'period', label: '日期' },
      { key: 'adds', label: '新增客户' },
      { key: 'deleted_by_customer', label: '客户删除员工' },
      { key: 'deleted_by_employee', label: '员工删除客户' },
      { key: 'net', label: '净增客户' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
