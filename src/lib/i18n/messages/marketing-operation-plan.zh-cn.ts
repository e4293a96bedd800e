// /operation-plan 运营计划: the page's strings (loaded with the page).
export const marketingOperationPlanZhCN = {
  'operationPlan.title': '运营计划',
  'operationPlan.description': '运营计划：请按页面的需求改写这段说明。',
  'operationPlan.filter.name': '名称',
  'operationPlan.column.name': '名称',
  'operationPlan.column.createdAt': '创建时间',
  'operationPlan.empty': '暂无数据',
  'operationPlan.empty.filtered': '没有符合条件的数据',
} as const;
