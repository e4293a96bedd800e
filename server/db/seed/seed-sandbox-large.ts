// docs/conventions.md / issue #9: `npm run seed -- --customers N` makes a large tenant (`large`,
// 大型演示企业) for the /customer-list performance figure. The directory, tags and codes go
// through the same setup as the demo; the N customers, their relations, tags and add events
// are written by INSERT … SELECT over generate_series (seconds, not minutes, for 100k).
// The admin account joins the tenant so it can be opened in the console.
import { and, count, eq, sql } from 'drizzle-orm';
import { ALL_MENU_CODES } from '../../../contract/menu-codes';
import { seededRandom } from '../../platform/sandbox/fake-people';
import type { Database } from '../database';
import { customers } from '../schema/customers';
import { memberships, roles, tenants, users } from '../schema/identity';
import { DEMO_PROFILE } from './seed-sandbox-data';
import type { TenantProfile } from './seed-sandbox-data';
import { seedTenantSetup } from './seed-sandbox-setup';

export const LARGE_TENANT_ID = 'large';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘';
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚华玉萍红玲芬燕彬鹏辉俊宇浩然涵欣怡萱';

const textArray = (chars: string) =>
  sql.raw(`array[${[...chars].map((char) => `'${char}'`).join(',')}]`);
const intArray = (values: readonly number[]) => sql.raw(`array[${values.join(',')}]::int[]`);

async function ensureTenant(db: Database): Promise<void> {
  await db
    .insert(tenants)
    .values({ tenantId: LARGE_TENANT_ID, name: '大型演示企业', appMode: 1 })
    .onConflictDoNothing();
  await db
    .insert(roles)
    .values({ tenantId: LARGE_TENANT_ID, name: '管理员', codes: [...ALL_MENU_CODES] })
    .onConflictDoNothing();
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, LARGE_TENANT_ID), eq(roles.name, '管理员')));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  if (role && admin) {
    await db
      .insert(memberships)
      .values({ tenantId: LARGE_TENANT_ID, userId: admin.id, roleId: role.id })
      .onConflictDoNothing();
  }
}

/** Answers how many customers the large tenant has afterwards (an existing one is kept). */
export async function seedLargeTenant(
  db: Database,
  total: number,
  now: Date = new Date(),
): Promise<number> {
  await ensureTenant(db);
  const [existing] = await db
    .select({ value: count() })
    .from(customers)
    .where(eq(customers.tenantId, LARGE_TENANT_ID));
  if (existing && existing.value > 0) return existing.value;
  const profile: TenantProfile = {
    ...DEMO_PROFILE,
    tenantId: LARGE_TENANT_ID,
    corpName: '大型演示企业',
    randomSeed: 20240903,
    departments: [
      ...DEMO_PROFILE.departments,
      '华东大区',
      '华南大区',
      '华北大区',
      '西南大区',
      '电商中心',
    ],
    employees: 200,
    customers: total,
  };
  await db.transaction(async (tx) => {
    const setup = await seedTenantSetup(tx, profile, seededRandom(profile.randomSeed), now);
    const staff = intArray(setup.employeeIds);
    const tagIds = intArray([...setup.tagIds.values()]);
    const codeIds = intArray(setup.codes.map((code) => code.id));
    const staffCount = setup.employeeIds.length;
    const tagCount = setup.tagIds.size;
    const codeCount = setup.codes.length;
    const nowIso = now.toISOString();
    await tx.execute(sql`
      insert into customers (tenant_id, external_user_id, name, type, corp_name, gender, last_added_at, created_at)
      select ${LARGE_TENANT_ID}, 'wmlarge' || lpad(g::text, 9, '0'),
        (${textArray(SURNAMES)})[1 + (g * 31) % ${SURNAMES.length}] || (${textArray(GIVEN)})[1 + (g * 17) % ${GIVEN.length}]
          || case when g % 3 = 0 then (${textArray(GIVEN)})[1 + (g * 7) % ${GIVEN.length}] else '' end,
        case when g % 9 = 0 then 2 else 1 end,
        case when g % 9 = 0 then '云启科技有限公司' else '' end,
        g % 3,
        ${nowIso}::timestamptz - ((g * 7919) % 7776000) * interval '1 second',
        ${nowIso}::timestamptz - ((g * 7919) % 7776000) * interval '1 second'
      from generate_series(1, ${total}) g`);
    // One relation each; every seventh customer is added by a second employee too; one in
    // seventeen deleted by the customer (never after now: a loss after now is not a fact).
    await tx.execute(sql`
      insert into customer_relations (tenant_id, customer_id, employee_id, add_way, state, channel_code_id,
        added_at, deleted_by_customer_at)
      select c.tenant_id, c.id, (${staff})[1 + (c.id * 13 + k) % ${staffCount}],
        case when (c.id + k) % 5 < 3 then 1 else 2 end,
        case when (c.id + k) % 5 < 3 then 'cc' || lpad((1 + (c.id % ${codeCount}))::text, 4, '0') else '' end,
        case when (c.id + k) % 5 < 3 then (${codeIds})[1 + c.id % ${codeCount}] end,
        c.last_added_at - k * interval '1 day',
        -- lost two days after the add, or halfway to now when added less than 4 days ago
        case when c.id % 17 = 0 and k = 0 then c.last_added_at
          + least(interval '2 days', (${nowIso}::timestamptz - c.last_added_at) / 2) end
      from customers c cross join generate_series(0, 1) k
      where c.tenant_id = ${LARGE_TENANT_ID} and (k = 0 or c.id % 7 = 0)`);
    await tx.execute(sql`
      insert into customer_tags (tenant_id, customer_id, tag_id, created_at)
      select c.tenant_id, c.id, (${tagIds})[1 + (c.id * m) % ${tagCount}], c.last_added_at
      from customers c cross join (values (1), (7), (11)) as f(m)
      where c.tenant_id = ${LARGE_TENANT_ID} and (m = 1 or (c.id * m) % 4 <> 0)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into customer_events (tenant_id, customer_id, employee_id, channel_code_id, event_type, content, occurred_at)
      select r.tenant_id, r.customer_id, r.employee_id, r.channel_code_id, 'added',
        jsonb_build_object('add_way', r.add_way, 'state', r.state), r.added_at
      from customer_relations r where r.tenant_id = ${LARGE_TENANT_ID}`);
  });
  await db.execute(sql`analyze customers`);
  await db.execute(sql`analyze customer_tags`);
  await db.execute(sql`analyze customer_relations`);
  return total;
}
