import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NewCustomerRuleRow,
  RuleRecordRow,
} from '../../../../contract/acquiring/new-customer-join-group';
import type { RecipientRow, TagInviteRow } from '../../../../contract/acquiring/tag-invite-group';
import type { ListData } from '../../../../contract/envelope';
import type { TestApp } from '../../../test-support/test-app';
import { createTestApp } from '../../../test-support/test-app';
import { admin, admin2 } from '../../customer/customer-list/customer-core.test-kit';
import type { Caller } from '../../customer/customer-list/customer-core.test-kit';

// issue #16 exports of the growth lists through the export center (docs/architecture.md
// "Exports"): /new-customer-join-group rules and a rule's customers, /tag-invite-group tasks
// and a task's invitations. Rows equal the list's filtered total; tenant scoped.
let t: TestApp;
let demo: Caller;
let second: Caller;
const RULES = '/scrm/v1/acquiring/new-customer-join-group';
const TASKS = '/scrm/v1/acquiring/tag-invite-group';

beforeAll(async () => {
  t = await createTestApp();
  demo = await admin(t.app);
  second = await admin2(t.app);
});
afterAll(async () => {
  await t.close();
});

/** Creates the export, runs the job, downloads the CSV: its data lines (header dropped). */
async function exported(
  caller: Caller,
  type: string,
  columns: string[],
  filters: Record<string, string>,
) {
  const created = await caller.post<{ id: number }>('/scrm/v1/setting/export-log/create', {
    type,
    format: 'csv',
    columns,
    filters,
  });
  if (created.code !== 0) return { code: created.code, lines: [] as string[] };
  await t.jobs.runDue();
  const link = await caller.post<{ url: string }>(
    `/scrm/v1/setting/export-log/${created.data.id}/link`,
    {},
  );
  const file = await t.app.inject({ url: link.data.url });
  const [header, ...lines] = file.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { code: 0, header, lines };
}

describe('growth list exports (export center)', () => {
  it('the /new-customer-join-group rule export has one row per rule of the filtered list, and tenant second gets none of demo’s', async () => {
    const list = (await demo.get<ListData<NewCustomerRuleRow>>(`${RULES}?status=on`)).data;
    expect(list.total).toBeGreaterThan(0);
    const file = await exported(demo, 'new_customer_group_rules', ['name', 'reached'], {
      status: 'on',
    });
    expect(file.header).toBe('规则名称,发送人数');
    expect(file.lines).toHaveLength(list.total);
    expect(file.lines.map((line) => line.split(',')[0])).toEqual(list.list.map((r) => r.name));
    const theirs = await exported(second, 'new_customer_group_rules', ['name'], {});
    const secondTotal = (await second.get<ListData<NewCustomerRuleRow>>(RULES)).data.total;
    expect(theirs.lines).toHaveLength(secondTotal);
    for (const rule of list.list) expect(theirs.lines).not.toContain(rule.name);
  });

  it("a rule's customer export equals its filtered record count; demo's rule id is refused for tenant second", async () => {
    const [rule] = (await demo.get<ListData<NewCustomerRuleRow>>(`${RULES}?status=on`)).data.list;
    const records = (
      await demo.get<ListData<RuleRecordRow>>(`${RULES}/${rule!.id}/records?status=2`)
    ).data;
    expect(records.total).toBeGreaterThan(0);
    const file = await exported(demo, 'new_customer_group_records', ['customer', 'status'], {
      rule_id: String(rule!.id),
      status: '2',
    });
    expect(file.lines).toHaveLength(records.total);
    expect(file.lines.every((line) => line.endsWith(',已入群'))).toBe(true);
    const refused = await exported(second, 'new_customer_group_records', ['customer'], {
      rule_id: String(rule!.id),
    });
    expect(refused.code).not.toBe(0);
  });

  it('the /tag-invite-group task and invitation exports equal the filtered counts, tenant scoped', async () => {
    const tasks = (await demo.get<ListData<TagInviteRow>>(TASKS)).data;
    expect(tasks.total).toBeGreaterThan(0);
    const file = await exported(demo, 'tag_invite_tasks', ['name', 'total'], {});
    expect(file.lines).toHaveLength(tasks.total);
    expect(file.lines[0]).toBe(`${tasks.list[0]!.name},${tasks.list[0]!.totals.total}`);
    const task = tasks.list.find((row) => row.totals.sent + row.totals.joined > 0) ?? tasks.list[0];
    const recipients = (
      await demo.get<ListData<RecipientRow>>(`${TASKS}/${task!.id}/recipients?status=2`)
    ).data;
    const invited = await exported(demo, 'tag_invite_recipients', ['customer', 'status'], {
      task_id: String(task!.id),
      status: '2',
    });
    expect(invited.lines).toHaveLength(recipients.total);
    expect(invited.lines.every((line) => line.endsWith(',已入群'))).toBe(true);
    const theirTasks = await exported(second, 'tag_invite_tasks', ['name'], {});
    const secondTotal = (await second.get<ListData<TagInviteRow>>(TASKS)).data.total;
    expect(theirTasks.lines).toHaveLength(secondTotal);
    const refused = await exported(second, 'tag_invite_recipients', ['customer'], {
      task_id: String(task!.id),
    });
    expect(refused.code).not.toBe(0);
  });
});
