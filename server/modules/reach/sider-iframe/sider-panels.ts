// issue #18 the sidebar's other panels: the employee's open SOP reminders (this customer's
// first), materials to send (most used first), and the customer's points and latest orders.
import { sql } from 'drizzle-orm';
import type { SiderMaterial, SiderOrders, SiderTask } from '../../../../contract/reach/sider-app';
import { SOP_OVERDUE_HOURS, SOP_TASK_STATUS } from '../../../../contract/reach/sop';
import type { Database } from '../../../db/database';
import type { SiderSession } from './sider-session';
import { containsPattern } from '../../../db/list-query';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function siderTaskList(
  db: Database,
  session: SiderSession,
  sopNow: Date,
): Promise<SiderTask[]> {
  const rows = rowsOf<{
    id: number;
    plan_name: string;
    step: number;
    customer_id: number;
    customer_name: string;
    due_at: string | Date;
    text: string | null;
  }>(
    await db.execute(sql`select t.id, p.name as plan_name, t.step, t.target_id as customer_id,
        coalesce(c.name, '') as customer_name, t.due_at,
        p.config -> 'steps' -> (t.step - 1) -> 'message' ->> 'text' as text
      from sop_tasks t
      join sop_plans p on p.tenant_id = t.tenant_id and p.id = t.plan_id and p.kind = 1
      left join customers c on c.tenant_id = t.tenant_id and c.id = t.target_id
      where t.tenant_id = ${session.tenantId} and t.employee_id = ${session.employeeId}
        and t.status = ${SOP_TASK_STATUS.due}
      order by (t.target_id = ${session.customerId}) desc, t.due_at, t.id
      limit 50`),
  );
  const overdueBefore = sopNow.getTime() - SOP_OVERDUE_HOURS * 3600_000;
  return rows.map((row) => {
    const due = new Date(row.due_at);
    return {
      id: Number(row.id),
      plan_name: row.plan_name,
      step: row.step,
      customer_id: Number(row.customer_id),
      customer_name: row.customer_name,
      due_at: due.toISOString(),
      overdue: due.getTime() < overdueBefore,
      text: (row.text ?? '')
        .replaceAll('{客户昵称}', row.customer_name)
        .replaceAll('{员工姓名}', session.employeeName),
    };
  });
}

export async function siderMaterialList(
  db: Database,
  tenantId: string,
  keyword: string | undefined,
): Promise<SiderMaterial[]> {
  const filter = keyword ? sql`and title ilike ${containsPattern(keyword)}` : sql``;
  return rowsOf<SiderMaterial>(
    await db.execute(sql`select id, type, title, content, url from materials
      where tenant_id = ${tenantId} ${filter}
      order by usage_count desc, updated_at desc, id desc limit 30`),
  );
}

export async function siderOrderList(db: Database, session: SiderSession): Promise<SiderOrders> {
  const [member] = rowsOf<{ id: number; points: string }>(
    await db.execute(sql`select id, points_balance::text as points from members
      where tenant_id = ${session.tenantId} and customer_id = ${session.customerId}`),
  );
  if (!member) return { points: null, list: [] };
  const list = rowsOf<{ order_no: string; amount: string; status: number; ordered_at: string }>(
    await db.execute(sql`select order_no, amount::text as amount, status, ordered_at
      from shop_orders where tenant_id = ${session.tenantId} and member_id = ${member.id}
      order by ordered_at desc limit 10`),
  );
  return {
    points: member.points,
    list: list.map((row) => ({ ...row, ordered_at: new Date(row.ordered_at).toISOString() })),
  };
}
