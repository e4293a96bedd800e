// Exports of the company lists (docs/architecture.md "Exports"), spread into EXPORT_TYPES of
// contract/setting/export-log.ts: each with the page whose code it needs and its columns. The
// server sources are in server/modules/company/*/…-export-source.ts.
export const COMPANY_EXPORT_TYPES = {
  // issue #22 /performance-order.
  performance_order: {
    label: '业绩订单',
    page: '/performance-order',
    columns: [
      { key: 'order_no', label: '订单号' },
      { key: 'shop', label: '店铺' },
      { key: 'platform', label: '平台' },
      { key: 'buyer', label: '买家' },
      { key: 'amount', label: '金额（元）' },
      { key: 'points', label: '积分' },
      { key: 'status', label: '订单状态' },
      { key: 'paid_at', label: '支付时间' },
      { key: 'employee', label: '归属员工' },
      { key: 'department', label: '部门' },
      { key: 'reason', label: '归属原因' },
      { key: 'rule', label: '业绩规则' },
    ],
  },
  // issue #22 /order-auto-bind.
  order_bind_result: {
    label: '订单绑定记录',
    page: '/order-auto-bind',
    columns: [
      { key: 'order_no', label: '订单号' },
      { key: 'shop', label: '店铺' },
      { key: 'buyer_phone', label: '买家手机' },
      { key: 'amount', label: '金额（元）' },
      { key: 'ordered_at', label: '下单时间' },
      { key: 'status', label: '绑定状态' },
      { key: 'customer', label: '绑定客户' },
      { key: 'method', label: '识别方式' },
      { key: 'mode', label: '绑定方式' },
      { key: 'reason', label: '说明' },
      { key: 'employee', label: '绑定员工' },
      { key: 'checked_at', label: '处理时间' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
