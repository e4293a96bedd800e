import type { marketingOperationPlanZhCN } from './marketing-operation-plan.zh-cn';

export const marketingOperationPlanEn: Record<keyof typeof marketingOperationPlanZhCN, string> = {
  'operationPlan.title': 'Operation Plan',
  'operationPlan.description': 'Describe what an operator does on this page.',
  'operationPlan.filter.name': 'Name',
  'operationPlan.column.name': 'Name',
  'operationPlan.column.createdAt': 'Created at',
  'operationPlan.empty': 'No data yet',
  'operationPlan.empty.filtered': 'Nothing matches the filters',
};
