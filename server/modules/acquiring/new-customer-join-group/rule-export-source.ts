// issue #16 /new-customer-join-group exports through the export center (docs/architecture.md
// "Exports"): the rule list and one rule's reached customers, each with the list's own query
// schema and order, in pages of the list itself (the job never holds more than one page).
import {
  newCustomerRuleListQuery,
  ruleRecordQuery,
} from '../../../../contract/acquiring/new-customer-join-group';
import { textId } from '../../../../contract/fields';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { ruleRecords } from './rule-records';
import { listRules, ruleOf } from './rule-store';
import { chinaDateTimeText } from '../../../../contract/china-time';

const PAGE = 100;
const RECORD_STATUS: Record<number, string> = { 1: '已发送', 2: '已入群' };

export const newCustomerRuleExportSource = pagedExportSource({
  schema: newCustomerRuleListQuery,
  maxPageSize: PAGE,
  async summarize(_db, _tenantId, query) {
    const parts: string[] = [];
    if (query.name) parts.push(`名称含“${query.name}”`);
    if (query.status) parts.push(query.status === 'on' ? '启用' : '停用');
    return parts.join('；') || '全部规则';
  },
  list: (db, tenantId, query, page) => listRules(db, tenantId, { ...query, ...page }),
  toRow: (row) => ({
    name: row.name,
    enabled: row.enabled ? '启用' : '停用',
    scope: [
      row.employees.length ? `员工：${row.employees.map((e) => e.name).join('、')}` : '',
      row.channel_codes.length ? `活码：${row.channel_codes.map((c) => c.name).join('、')}` : '',
    ]
      .filter(Boolean)
      .join('；'),
    target: row.target,
    current_group: row.current_group ?? '群已满',
    reached: row.reached,
    joined: row.joined,
    join_rate: `${(row.join_rate * 100).toFixed(1)}%`,
    created_at: chinaDateTimeText(row.created_at),
  }),
});

export const newCustomerRecordExportSource = pagedExportSource({
  schema: ruleRecordQuery.extend({ rule_id: textId('新客拉群规则') }),
  maxPageSize: PAGE,
  async summarize(db, tenantId, query) {
    const rule = await ruleOf(db, tenantId, query.rule_id);
    const parts = [`规则：${rule.name}`];
    if (query.status) parts.push(RECORD_STATUS[Number(query.status)] ?? '');
    if (query.customer) parts.push(`客户含“${query.customer}”`);
    return parts.join('；');
  },
  list: (db, tenantId, query, page) =>
    ruleRecords(db, tenantId, query.rule_id, { ...query, ...page }),
  toRow: (row) => ({
    customer: row.customer.name,
    employee: row.employee?.name ?? '',
    group: row.group?.name ?? '',
    status: RECORD_STATUS[row.status] ?? '',
    sent_at: chinaDateTimeText(row.sent_at),
    joined_at: row.joined_at ? chinaDateTimeText(row.joined_at) : '',
  }),
});
