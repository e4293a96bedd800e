// Exports of the statistics tables (docs/architecture.md "Exports"), spread into EXPORT_TYPES
// of contract/setting/export-log.ts: each table of a statistics page with the page whose code
// it needs and its columns (the page's own labels). The server sources are in
// server/modules/statistics/<page>/…-export-source.ts; the filters are the page's read query.
const DAY = { key: 'day', label: '日期' };

/** spec §6 customer-data figures, in the page's order. */
const EMPLOYEE_FIGURE_COLUMNS = [
  { key: 'new_apply', label: '发起申请数' },
  { key: 'new_contact', label: '新增客户数' },
  { key: 'chats', label: '聊天总数' },
  { key: 'messages', label: '发送消息数' },
  { key: 'reply_rate', label: '已回复聊天占比' },
  { key: 'avg_reply_minutes', label: '平均首次回复(分钟)' },
  { key: 'lost', label: '删除/拉黑成员的客户数' },
];

const GROUP_FIGURE_COLUMNS = [
  { key: 'new_groups', label: '新增群数' },
  { key: 'groups_total', label: '群总数' },
  { key: 'groups_with_messages', label: '有消息的群数' },
  { key: 'new_members', label: '新增群成员' },
  { key: 'members_total', label: '群成员总数' },
  { key: 'members_spoke', label: '发言成员数' },
  { key: 'messages', label: '群消息数' },
];

const DEAL_FIGURE_COLUMNS = [
  { key: 'orders', label: '成交订单数' },
  { key: 'refunds', label: '退款订单数' },
  { key: 'payers', label: '付款客户数' },
  { key: 'amount', label: '成交金额(元)' },
  { key: 'refund_amount', label: '退款金额(元)' },
  { key: 'first_orders', label: '首次购买' },
  { key: 'repeat_orders', label: '复购订单' },
];

/** A deal page's two tables: by its dimension (with the conversion base when it has one), by day. */
function dealTypes(page: string, title: string, dimension: string, base?: string) {
  return {
    rows: {
      label: `${title}（按${dimension}）`,
      page,
      columns: [
        { key: 'name', label: dimension },
        ...DEAL_FIGURE_COLUMNS,
        ...(base
          ? [
              { key: 'base', label: base },
              { key: 'conversion', label: '首单转化率' },
            ]
          : []),
      ],
    },
    days: { label: `${title}（按日期）`, page, columns: [DAY, ...DEAL_FIGURE_COLUMNS] },
  };
}

const transform = dealTypes('/transform-data', '客户成交', '员工', '新增客户');
const communityDeal = dealTypes('/community-deal', '社群成交', '客户群', '新增群成员');
const marketingDeal = dealTypes('/data-marketing', '营销成交', '营销活动');

export const STATISTICS_EXPORT_TYPES = {
  // issue #21 /customer-data: by employee, by day.
  stat_customer_data_employees: {
    label: '客户数据（按员工）',
    page: '/customer-data',
    columns: [
      { key: 'name', label: '员工' },
      { key: 'department', label: '部门' },
      ...EMPLOYEE_FIGURE_COLUMNS,
    ],
  },
  stat_customer_data_days: {
    label: '客户数据（按日期）',
    page: '/customer-data',
    columns: [DAY, ...EMPLOYEE_FIGURE_COLUMNS],
  },
  // issue #21 /community-data: by owner, by group, by day.
  stat_community_owners: {
    label: '客户群数据（按群主）',
    page: '/community-data',
    columns: [{ key: 'owner', label: '群主' }, ...GROUP_FIGURE_COLUMNS],
  },
  stat_community_groups: {
    label: '客户群数据（按客户群）',
    page: '/community-data',
    columns: [
      { key: 'group', label: '客户群' },
      { key: 'owner', label: '群主' },
      ...GROUP_FIGURE_COLUMNS.filter(
        (column) => column.key !== 'new_groups' && column.key !== 'groups_total',
      ),
    ],
  },
  stat_community_days: {
    label: '客户群数据（按日期）',
    page: '/community-data',
    columns: [DAY, ...GROUP_FIGURE_COLUMNS],
  },
  // issue #21 the three deal pages.
  stat_transform_deal_rows: transform.rows,
  stat_transform_deal_days: transform.days,
  stat_community_deal_rows: communityDeal.rows,
  stat_community_deal_days: communityDeal.days,
  stat_marketing_deal_rows: marketingDeal.rows,
  stat_marketing_deal_days: marketingDeal.days,
  // issue #21 /performance-ranking: the full ranking of the chosen subject.
  stat_performance_ranking: {
    label: '业绩排行',
    page: '/performance-ranking',
    columns: [
      { key: 'rank', label: '排名' },
      { key: 'name', label: '名称' },
      { key: 'amount', label: '成交金额(元)' },
      { key: 'orders', label: '成交订单' },
      { key: 'new_customers', label: '新增客户' },
    ],
  },
  // issue #21 /privsph-overview: the trend, the employee Top 10, the channel share.
  stat_overview_trend: {
    label: '私域概览趋势',
    page: '/privsph-overview',
    columns: [
      DAY,
      { key: 'new_contacts', label: '新增' },
      { key: 'lost', label: '流失' },
      { key: 'net', label: '净增' },
      { key: 'customers_total', label: '客户总数' },
      { key: 'members_total', label: '群成员总数' },
      { key: 'members_joined', label: '入群' },
      { key: 'members_quit', label: '退群' },
    ],
  },
  stat_overview_top: {
    label: '员工Top10（按新增客户）',
    page: '/privsph-overview',
    columns: [
      { key: 'name', label: '员工' },
      { key: 'new_contacts', label: '新增' },
      { key: 'contacts_total', label: '客户总数' },
    ],
  },
  stat_overview_channels: {
    label: '渠道新增占比',
    page: '/privsph-overview',
    columns: [
      { key: 'name', label: '渠道' },
      { key: 'adds', label: '新增' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
