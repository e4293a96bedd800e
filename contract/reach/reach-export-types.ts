// Exports of the reach lists (docs/architecture.md "Exports"), spread into EXPORT_TYPES of
// contract/setting/export-log.ts: each with the page whose code it needs and its columns. The
// server sources are in server/modules/reach/*/…-export-source.ts.
export const REACH_EXPORT_TYPES = {
  // issue #17 /moment-dispatch.
  moment_dispatch: {
    label: '朋友圈群发',
    page: '/moment-dispatch',
    columns: [
      { key: 'name', label: '任务名称' },
      { key: 'text', label: '朋友圈内容' },
      { key: 'kind', label: '内容类型' },
      { key: 'status', label: '状态' },
      { key: 'employees', label: '发表员工数' },
      { key: 'published', label: '已发表' },
      { key: 'unpublished', label: '未发表' },
      { key: 'likes', label: '点赞数' },
      { key: 'comments', label: '评论数' },
      { key: 'publish_at', label: '发表时间' },
      { key: 'end_at', label: '结束时间' },
      { key: 'creator', label: '创建人' },
      { key: 'created_at', label: '创建时间' },
    ],
  },
  // issue #18 /enterprise-quick-response.
  quick_reply: {
    label: '企业话术',
    page: '/enterprise-quick-response',
    columns: [
      { key: 'title', label: '话术标题' },
      { key: 'group', label: '所属分组' },
      { key: 'text', label: '话术内容' },
      { key: 'attachments', label: '附件' },
      { key: 'scope', label: '可见范围' },
      { key: 'send_count', label: '累计发送次数' },
      { key: 'send_count_30d', label: '近30天发送次数' },
      { key: 'updated_at', label: '更新时间' },
    ],
  },
  // issue #18 /sider-iframe: the sidebar pages with the URL path to paste into the platform.
  sider_pages: {
    label: '聊天侧边栏页面',
    page: '/sider-iframe',
    columns: [
      { key: 'order', label: '顺序' },
      { key: 'name', label: '页面名称' },
      { key: 'description', label: '说明' },
      { key: 'path', label: '侧边栏路径' },
      { key: 'opens_30d', label: '近30天打开' },
      { key: 'enabled', label: '状态' },
      { key: 'updated_at', label: '更新时间' },
    ],
  },
  // issue #17 /private-chat and /group-chat: one send's recipients (发送明细).
  private_chat_recipients: {
    label: '客户群发明细',
    page: '/private-chat',
    columns: [
      { key: 'target', label: '客户' },
      { key: 'employee', label: '员工' },
      { key: 'status', label: '发送状态' },
      { key: 'reason', label: '原因' },
      { key: 'delivered_at', label: '送达时间' },
    ],
  },
  group_chat_recipients: {
    label: '客户群群发明细',
    page: '/group-chat',
    columns: [
      { key: 'target', label: '客户群' },
      { key: 'employee', label: '员工' },
      { key: 'status', label: '发送状态' },
      { key: 'reason', label: '原因' },
      { key: 'delivered_at', label: '送达时间' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
