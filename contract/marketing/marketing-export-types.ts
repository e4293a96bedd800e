// Exports of the marketing lists (docs/architecture.md "Exports"), spread into EXPORT_TYPES of
// contract/setting/export-log.ts: each with the page whose code it needs and its columns. The
// server sources are in server/modules/marketing/ (marketing/, order-points/).
export const MARKETING_EXPORT_TYPES = {
  // issue #20 /marketing.
  marketing_campaign: {
    label: '营销活动',
    page: '/marketing',
    columns: [
      { key: 'name', label: '活动名称' },
      { key: 'type', label: '活动类型' },
      { key: 'status', label: '状态' },
      { key: 'period', label: '活动周期' },
      { key: 'audience', label: '目标人群' },
      { key: 'channels', label: '触达渠道' },
      { key: 'budget', label: '预算（元）' },
      { key: 'goal', label: '目标' },
      { key: 'reached', label: '触达人数' },
      { key: 'opened', label: '打开人数' },
      { key: 'converted', label: '转化人数' },
      { key: 'revenue', label: '归因收入（元）' },
    ],
  },
  // issue #20 /marketing: a lottery's entries and winners.
  marketing_lottery_plays: {
    label: '抽奖参与记录',
    page: '/marketing',
    columns: [
      { key: 'customer', label: '客户' },
      { key: 'prize', label: '抽奖结果' },
      { key: 'played_at', label: '参与时间' },
      { key: 'redeemed', label: '核销状态' },
      { key: 'redeemed_at', label: '核销时间' },
      { key: 'redeemed_by', label: '核销人' },
    ],
  },
  // issue #8 /order-points 兑换记录: orders that became points, with the tab's filters.
  points_conversions: {
    label: '积分兑换记录',
    page: '/order-points',
    columns: [
      { key: 'order_no', label: '订单号' },
      { key: 'platform', label: '平台' },
      { key: 'amount', label: '实付金额（元）' },
      { key: 'order_status', label: '订单状态' },
      { key: 'points', label: '兑换积分' },
      { key: 'reversed_points', label: '冲正积分' },
      { key: 'member', label: '会员' },
      { key: 'external_user_id', label: '客户ID' },
      { key: 'converted_at', label: '兑换时间' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
