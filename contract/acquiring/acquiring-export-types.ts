// Exports of the acquiring lists (docs/architecture.md "Exports"), spread into EXPORT_TYPES of
// contract/setting/export-log.ts: each with the page whose code it needs and its columns. The
// server sources are in server/modules/acquiring/*/…-export-source.ts.
// The issue #16 growth lists are in growth-export-types.ts.
export const ACQUIRING_EXPORT_TYPES = {
  // issue #16 /ai-call: one import's numbers and their results.
  ai_call_numbers: {
    label: '导入表格加粉号码',
    page: '/ai-call',
    columns: [
      { key: 'line', label: '行号' },
      { key: 'phone', label: '手机号' },
      { key: 'name', label: '姓名' },
      { key: 'tags', label: '标签' },
      { key: 'remark', label: '备注' },
      { key: 'status', label: '状态' },
      { key: 'reason', label: '原因' },
      { key: 'employee', label: '员工' },
      { key: 'allot_num', label: '分配次数' },
      { key: 'added_at', label: '添加时间' },
    ],
  },
  fission_participants: {
    label: '裂变参与人',
    page: '/fission-add-fans',
    columns: [
      { key: 'name', label: '参与人' },
      { key: 'inviter', label: '邀请人' },
      { key: 'employee', label: '添加员工' },
      { key: 'valid', label: '有效邀请' },
      { key: 'lost', label: '已流失' },
      { key: 'not_new', label: '非新好友' },
      { key: 'stage', label: '达成阶段' },
      { key: 'rewards', label: '奖励状态' },
      { key: 'joined_at', label: '参与时间' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
