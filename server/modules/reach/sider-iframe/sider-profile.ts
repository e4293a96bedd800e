// issue #18 sidebar 客户画像: the current customer as /sider-iframe/config says to show it —
// the chosen profile fields, the tags (with the groups the employee may edit), and the
// latest follow-ups from the customer's timeline.
import { sql } from 'drizzle-orm';
import { ADD_WAYS } from '../../../../contract/customer/customer-list';
import type { AddWay } from '../../../../contract/customer/customer-list';
import type { SiderContext } from '../../../../contract/reach/sider-app';
import type { ProfileField, SiderConfig } from '../../../../contract/reach/sider-iframe';
import { PROFILE_FIELD_LABELS } from '../../../../contract/reach/sider-iframe';
import type { Database } from '../../../db/database';
import type { SiderSession } from './sider-session';
import { chinaDateTimeText } from '../../../../contract/china-time';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const GENDERS = ['未知', '男', '女'];
const TYPES: Record<number, string> = { 1: '微信用户', 2: '企业微信用户' };

function chinaDateTime(value: string | Date): string {
  const shifted = chinaDateTimeText(value);
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

const fieldText = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join('、') : value == null ? '' : String(value);

async function profileFields(db: Database, session: SiderSession, fields: ProfileField[]) {
  const [base] = rowsOf<{
    remark: string;
    description: string;
    add_way: number;
    added_at: string | Date;
    gender: number;
    type: number;
    corp_name: string;
  }>(
    await db.execute(sql`select r.remark, r.description, r.add_way, r.added_at, c.gender, c.type,
        c.corp_name from customers c join customer_relations r on r.tenant_id = c.tenant_id
        and r.customer_id = c.id and r.employee_id = ${session.employeeId}
      where c.tenant_id = ${session.tenantId} and c.id = ${session.customerId}`),
  );
  if (!base) return [];
  const out: { label: string; value: string }[] = [];
  for (const field of fields) {
    const label = PROFILE_FIELD_LABELS[field];
    if (field === 'remark') out.push({ label, value: base.remark });
    if (field === 'gender') out.push({ label, value: GENDERS[base.gender] ?? '未知' });
    if (field === 'type') out.push({ label, value: TYPES[base.type] ?? '' });
    if (field === 'corp_name') out.push({ label, value: base.corp_name });
    if (field === 'added_at') out.push({ label, value: chinaDateTime(base.added_at) });
    if (field === 'add_way') {
      out.push({ label, value: ADD_WAYS[base.add_way as AddWay] ?? ADD_WAYS[0] });
    }
    if (field === 'description') out.push({ label, value: base.description });
    if (field === 'custom_fields') {
      const values = rowsOf<{ name: string; value: unknown }>(
        await db.execute(sql`select f.name, v.value from custom_fields f
          join customer_field_values v on v.tenant_id = f.tenant_id and v.field_id = f.id
            and v.customer_id = ${session.customerId}
          where f.tenant_id = ${session.tenantId} and f.enabled and f.show_in_sidebar
          order by f.sort_order, f.id`),
      );
      for (const value of values) out.push({ label: value.name, value: fieldText(value.value) });
    }
  }
  return out;
}

async function editableGroups(db: Database, tenantId: string, config: SiderConfig) {
  if (!config.tags_editable) return null;
  const only = config.editable_tag_group_ids;
  const groupFilter =
    only.length > 0
      ? sql`and g.id in (${sql.join(
          only.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const rows = rowsOf<{ group_id: number; group_name: string; id: number; name: string }>(
    await db.execute(sql`select g.id as group_id, g.name as group_name, t.id, t.name
      from tag_groups g join tags t on t.tenant_id = g.tenant_id and t.group_id = g.id
      where g.tenant_id = ${tenantId} ${groupFilter}
      order by g.sort_order, g.id, t.sort_order, t.id`),
  );
  const groups = new Map<
    number,
    { id: number; name: string; tags: { id: number; name: string }[] }
  >();
  for (const row of rows) {
    const group = groups.get(row.group_id) ?? { id: row.group_id, name: row.group_name, tags: [] };
    group.tags.push({ id: row.id, name: row.name });
    groups.set(row.group_id, group);
  }
  return [...groups.values()];
}

export async function siderProfile(
  db: Database,
  session: SiderSession,
  config: SiderConfig,
  panels: SiderContext['panels'],
): Promise<SiderContext> {
  const { tenantId, customerId } = session;
  const [fields, tags, groups, followUps] = await Promise.all([
    profileFields(db, session, config.profile_fields),
    db.execute(sql`select t.id, t.name, t.group_id from customer_tags ct
      join tags t on t.tenant_id = ct.tenant_id and t.id = ct.tag_id
      where ct.tenant_id = ${tenantId} and ct.customer_id = ${customerId}
      order by t.group_id, t.sort_order, t.id`),
    editableGroups(db, tenantId, config),
    db.execute(sql`select ev.id, ev.content ->> 'text' as text, coalesce(e.name, '') as employee_name,
        ev.occurred_at from customer_events ev
      left join employees e on e.tenant_id = ev.tenant_id and e.id = ev.employee_id
      where ev.tenant_id = ${tenantId} and ev.customer_id = ${customerId}
        and ev.event_type = 'follow_up'
      order by ev.occurred_at desc, ev.id desc limit ${config.follow_up_visible}`),
  ]);
  return {
    employee: { id: session.employeeId, name: session.employeeName },
    customer: {
      id: customerId,
      name: session.customerName,
      avatar: session.avatar,
      fields,
      tags: rowsOf<{ id: number; name: string; group_id: number }>(tags),
    },
    panels,
    tag_groups: groups,
    follow_up_enabled: config.follow_up_enabled,
    follow_ups: rowsOf<{ id: number; text: string; employee_name: string; occurred_at: string }>(
      followUps,
    ).map((row) => ({
      id: Number(row.id),
      text: row.text ?? '',
      employee_name: row.employee_name,
      at: new Date(row.occurred_at).toISOString(),
    })),
  };
}
