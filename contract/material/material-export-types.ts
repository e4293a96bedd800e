// Exports of the material lists (docs/architecture.md "Exports"), spread into EXPORT_TYPES of
// contract/setting/export-log.ts: each with the page whose code it needs and its columns. The
// server sources are in server/modules/material/.
export const MATERIAL_EXPORT_TYPES = {
  // issue #7 /super-form/form-data: one form's records with the page's filters; after the
  // chosen columns, one column per question of the form (the source adds them).
  superform_records: {
    label: '超级表单数据',
    page: '/super-form',
    columns: [
      { key: 'id', label: '记录编号' },
      { key: 'behaviour', label: '行为' },
      { key: 'customer_type', label: '客户类型' },
      { key: 'customer', label: '客户' },
      { key: 'phone', label: '手机号' },
      { key: 'created_at', label: '时间' },
    ],
  },
} satisfies Record<
  string,
  { label: string; page: string; columns: { key: string; label: string }[] }
>;
