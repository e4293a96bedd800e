// issue #21 deals by day and by dimension, from stat_deal_daily: orders and amounts net of the
// period's refunds, paying customers, first and repeat purchases, and the conversion from new
// contacts (employee) or new group members (group) to first orders.
// issue #41: a scoped reader's deals are the orders attributed to an employee of their scope
// (rollup-deals.ts scopedDealRows), the bases those of their employees and owned groups.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { centsToText } from '../../../../contract/marketing/order-points/member-decimal';
import type {
  DealFigures,
  DealReport,
  DealRow,
} from '../../../../contract/statistics/deal-figures';
import { percent } from '../../../../contract/statistics/period';
import type { Database } from '../../../db/database';
import { ALL_DATA, scopeFilter, scopeKey } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import { scopedDealRows } from '../rollup/rollup-deals';
import { addDays, eachDay, tenantTimeZone } from '../rollup/rollup-range';
import { amountShare } from '../figures/figure-definitions';
import { finalSums, splitPeriod } from './final-memo';
import { fillDays, readPeriod, rowsOf } from './read-period';
import type { ReadPeriod } from './read-period';

/** The donut's slices: the largest seven and 其他. */
const SHARE_SLICES = 8;

export type DealDimension = 'employee' | 'group' | 'campaign' | 'shop';

interface RawDeal {
  orders: number;
  refunds: number;
  payers: number;
  amount_cents: number;
  refund_cents: number;
  first_orders: number;
  repeat_orders: number;
}

const SUMS = sql`sum(orders)::int as orders, sum(refunds)::int as refunds, sum(payers)::int as payers,
  sum(amount_cents)::float8 as amount_cents, sum(refund_cents)::float8 as refund_cents,
  sum(first_orders)::int as first_orders, sum(repeat_orders)::int as repeat_orders`;

const ZERO: RawDeal = {
  orders: 0,
  refunds: 0,
  payers: 0,
  amount_cents: 0,
  refund_cents: 0,
  first_orders: 0,
  repeat_orders: 0,
};

/** Net of refunds: the refunds of the period are taken off its orders and amount. */
export function netFigures(raw: RawDeal): DealFigures {
  return {
    orders: raw.orders - raw.refunds,
    refunds: raw.refunds,
    payers: raw.payers,
    amount: centsToText(raw.amount_cents - raw.refund_cents),
    refund_amount: centsToText(raw.refund_cents),
    first_orders: raw.first_orders,
    repeat_orders: raw.repeat_orders,
  };
}

async function dimensionNames(db: Database, tenantId: string, dimension: DealDimension) {
  const query = {
    employee: sql`select id::text as id, name from employees where tenant_id = ${tenantId}`,
    group: sql`select id::text as id, name from customer_groups where tenant_id = ${tenantId}`,
    campaign: sql`select id::text as id, name from deal_campaigns where tenant_id = ${tenantId}`,
    shop: sql`select shop_code as id, name from member_shops where tenant_id = ${tenantId}`,
  }[dimension];
  const rows = rowsOf<{ id: string; name: string }>(await db.execute(query));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * New contacts (employee) or new group members (group) per id over the period: the final
 * days' sums are kept (final-memo.ts), today's live rows are read and added.
 */
async function conversionBases(
  db: Database,
  tenantId: string,
  dimension: DealDimension,
  period: ReadPeriod,
  scope: DataScope,
): Promise<Map<string, number> | null> {
  if (dimension !== 'employee' && dimension !== 'group') return null;
  const employees = scopeFilter(scope, sql`employee_id`) ?? sql`true`;
  const owners = scopeFilter(scope, sql`owner_employee_id`) ?? sql`true`;
  const basesOf = async (from: string, to: string) =>
    rowsOf<{ id: string; base: number }>(
      await db.execute(
        dimension === 'employee'
          ? sql`select employee_id::text as id, sum(new_contact)::int as base
              from stat_employee_daily where tenant_id = ${tenantId}
              and day between ${from} and ${to} and ${employees} group by employee_id`
          : sql`select group_id::text as id, sum(new_members)::int as base
              from stat_group_daily where tenant_id = ${tenantId}
              and day between ${from} and ${to} and ${owners} group by group_id`,
      ),
    );
  const part = splitPeriod(period.from, period.to, period.today, addDays(period.today, -1));
  const final = part.final;
  const past = final
    ? await finalSums(
        tenantId,
        `deal-bases:${dimension}:${final.from}:${final.to}:${scopeKey(scope)}`,
        () => basesOf(final.from, final.to),
      )
    : [];
  const live = part.live ? await basesOf(period.today, period.today) : [];
  const bases = new Map<string, number>();
  for (const row of [...past, ...live]) bases.set(row.id, (bases.get(row.id) ?? 0) + row.base);
  return bases;
}

export async function readDeals(
  db: Database,
  tenantId: string,
  dimension: DealDimension,
  query: { from: string; to: string },
  now: number,
  scope: DataScope = ALL_DATA,
): Promise<DealReport> {
  const period = await readPeriod(db, tenantId, query, now);
  const deals: SQL = scope.all
    ? sql`stat_deal_daily`
    : scopedDealRows(
        { tenantId, from: period.from, to: period.to, timeZone: tenantTimeZone(tenantId) },
        scope,
      );
  const where = sql`tenant_id = ${tenantId} and dimension = ${dimension}
    and day between ${period.from} and ${period.to}`;
  const days = rowsOf<RawDeal & { day: string }>(
    await db.execute(
      sql`select day::text as day, ${SUMS} from ${deals} where ${where} group by day`,
    ),
  );
  const raw = rowsOf<RawDeal & { id: string }>(
    await db.execute(sql`select dimension_id as id, ${SUMS} from ${deals} where ${where}
      group by dimension_id order by sum(amount_cents - refund_cents) desc, dimension_id`),
  );
  const names = await dimensionNames(db, tenantId, dimension);
  const bases = await conversionBases(db, tenantId, dimension, period, scope);
  const rows: DealRow[] = raw.map((row) => {
    const base = bases ? (bases.get(row.id) ?? 0) : null;
    return {
      id: row.id,
      name: names.get(row.id) ?? (row.id === '0' ? '未归属' : row.id),
      ...netFigures(row),
      base,
      conversion: base === null ? null : percent(row.first_orders, base),
    };
  });
  const total = raw.reduce<RawDeal>(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      refunds: sum.refunds + row.refunds,
      payers: sum.payers + row.payers,
      amount_cents: sum.amount_cents + row.amount_cents,
      refund_cents: sum.refund_cents + row.refund_cents,
      first_orders: sum.first_orders + row.first_orders,
      repeat_orders: sum.repeat_orders + row.repeat_orders,
    }),
    ZERO,
  );
  const totalNet = netFigures(total);
  const totalBase = bases ? [...bases.values()].reduce((sum, value) => sum + value, 0) : null;
  return {
    days: fillDays(eachDay(period.from, period.to), days, (day) => ({ day, ...ZERO })).map(
      (row) => ({ day: row.day, ...netFigures(row) }),
    ),
    rows,
    share: amountShare(rows, total.amount_cents - total.refund_cents, SHARE_SLICES),
    totals: {
      ...totalNet,
      base: totalBase,
      conversion: totalBase === null ? null : percent(total.first_orders, totalBase),
    },
  };
}
