// issue #20 /operation-plan: the SQL sets a plan's steps work on — who enters (the trigger),
// who continues at a step (its condition), and the plan list with its counts.
import { sql, type SQL } from 'drizzle-orm';
import type { PlanStep, PlanTrigger } from '../../../../contract/marketing/operation-plan';

/** Customer ids entering the plan: audience members, tag carriers, or (date) everyone. */
export function triggerSet(tenantId: string, trigger: PlanTrigger): SQL {
  const audienceId = trigger.kind === 'tag' ? null : trigger.audience_id;
  if (trigger.kind === 'tag')
    return sql`select customer_id from customer_tags
      where tenant_id = ${tenantId} and tag_id = ${trigger.tag_id}`;
  if (audienceId === null) return sql`select id from customers where tenant_id = ${tenantId}`;
  return sql`select customer_id from audience_members
    where tenant_id = ${tenantId} and audience_id = ${audienceId}`;
}

/** A step's condition on customer `p.customer_id` (orders count from the plan's start). */
export function conditionSql(tenantId: string, step: PlanStep, startedAt: string): SQL {
  const bought = sql`exists (select 1 from shop_orders o
    join members m on m.tenant_id = o.tenant_id and m.id = o.member_id
    where o.tenant_id = ${tenantId} and m.customer_id = p.customer_id and o.status <> 4
      and o.ordered_at >= ${startedAt}::timestamptz)`;
  switch (step.condition) {
    case 'all':
      return sql`true`;
    case 'bought':
      return bought;
    case 'not_bought':
      return sql`not ${bought}`;
    case 'has_tag':
      return sql`exists (select 1 from customer_tags t where t.tenant_id = ${tenantId}
        and t.customer_id = p.customer_id and t.tag_id = ${step.condition_tag_id ?? 0})`;
  }
}

/** `select … from operation_plans p` with the trigger's label and the entered/completed counts. */
export function planSelect(tenantId: string): SQL {
  return sql`select p.id, p.name, p.trigger, p.steps, p.status, p.next_step, p.next_run_at,
      p.started_at, p.created_at,
      coalesce(a.name, tg.name, '') as trigger_name,
      (select count(*)::int from operation_plan_events e where e.tenant_id = p.tenant_id
        and e.plan_id = p.id and e.step_index = -1) as entered,
      (select count(*)::int from operation_plan_events e where e.tenant_id = p.tenant_id
        and e.plan_id = p.id and e.step_index = jsonb_array_length(p.steps) - 1) as completed
    from operation_plans p
    left join audiences a on a.tenant_id = p.tenant_id
      and a.id = (p.trigger ->> 'audience_id')::int
    left join tags tg on tg.tenant_id = p.tenant_id and tg.id = (p.trigger ->> 'tag_id')::int
    where p.tenant_id = ${tenantId}`;
}
