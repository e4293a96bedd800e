// issue #38 item 7 + issue #40: what the confirm step shows before a mass send leaves — how
// many receive it and a sample of them, who the filter picks that will not receive it and why
// (docs/domain.md "Before a mass send leaves"), and how many add_msg_template calls WeCom's
// per-call cap makes of it. Read-only: it creates nothing and calls no platform API.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  GroupFilter,
  MassChannel,
  PrivateFilter,
  SendCheck,
  SkippedRecipient,
} from '../../../../contract/reach/mass-send';
import {
  MASS_CHANNELS,
  SEND_CHECK_LIST_MAX,
  SEND_CHECK_SAMPLE,
  SKIP_REASON,
} from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import {
  GROUP_CHATS_PER_CALL,
  SINGLE_RECIPIENTS_PER_CALL,
} from '../../../platform/wecom/mass-send';
import { privateRecipientsSql } from './recipient-match';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * `select target_id, employee_id, reason` of the customers the filter picks that no live
 * relation reaches any more: every relation they had with the senders was deleted.
 */
export async function privateSkippedSql(
  db: Database,
  tenantId: string,
  filter: PrivateFilter,
): Promise<SQL> {
  const lost = await privateRecipientsSql(db, tenantId, filter, undefined, 'lost');
  const live = await privateRecipientsSql(db, tenantId, filter);
  return sql`select l.target_id, l.employee_id, ${SKIP_REASON.notFriend}::text as reason
    from (${lost}) l left join (${live}) m on m.target_id = l.target_id
    where m.target_id is null`;
}

/** `select target_id, employee_id, reason` of the picked groups a send cannot reach. */
export function groupSkippedSql(tenantId: string, filter: GroupFilter): SQL {
  return sql`select g.id::bigint as target_id, g.owner_employee_id as employee_id,
      case when g.dismissed_at is not null then ${SKIP_REASON.groupGone}::text
        else ${SKIP_REASON.noOwner}::text end as reason
    from customer_groups g
    where g.tenant_id = ${tenantId} and g.id = any(${pgArray(filter.group_ids)}::bigint[])
      and (g.dismissed_at is not null or g.owner_employee_id is null)`;
}

interface NamedRow {
  target_id: string | number;
  name: string | null;
  employee_name: string | null;
}

/** Names of targets (customers or groups) and their senders, for the rows listed. */
function named(tenantId: string, channel: MassChannel, rows: SQL, where: SQL, limit: number) {
  const table = channel === MASS_CHANNELS.private ? sql`customers` : sql`customer_groups`;
  return sql`select m.*, t.name, e.name as employee_name from (${rows}) m
    left join ${table} t on t.tenant_id = ${tenantId} and t.id = m.target_id
    left join employees e on e.tenant_id = ${tenantId} and e.id = m.employee_id
    where ${where} order by m.target_id limit ${limit}`;
}

export async function checkSend(
  db: Database,
  platform: Pick<MassSendPlatform, 'atLimit' | 'monthlyLimit'>,
  tenantId: string,
  channel: MassChannel,
  recipients: SQL,
  skippedSql: SQL,
  now: Date,
): Promise<SendCheck> {
  const perEmployee = rowsOf<{ employee_id: number; n: number; ids: (string | number)[] }>(
    await db.execute(sql`select m.employee_id, count(*)::int as n,
        array_agg(m.target_id) as ids from (${recipients}) m group by m.employee_id`),
  );
  const perCall =
    channel === MASS_CHANNELS.private ? SINGLE_RECIPIENTS_PER_CALL : GROUP_CHATS_PER_CALL;
  const ids = perEmployee.flatMap((row) => row.ids.map(Number));
  const limited = await platform.atLimit(tenantId, channel, ids, now);
  const limitedIds = pgArray([...limited.keys()]);

  const sample = rowsOf<NamedRow>(
    await db.execute(
      named(
        tenantId,
        channel,
        recipients,
        sql`not (m.target_id = any(${limitedIds}::bigint[]))`,
        SEND_CHECK_SAMPLE,
      ),
    ),
  );
  const other = rowsOf<{ reason: string; n: number }>(
    await db.execute(sql`select reason, count(*)::int as n from (${skippedSql}) s group by reason`),
  );
  const byReason = new Map<string, number>(other.map((row) => [row.reason, Number(row.n)]));
  for (const reason of limited.values()) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);

  // Listed: those no relation or group reaches first, then those at their limit.
  const unreachable = rowsOf<NamedRow & { reason: string }>(
    await db.execute(named(tenantId, channel, skippedSql, sql`true`, SEND_CHECK_LIST_MAX)),
  );
  const atLimit =
    unreachable.length < SEND_CHECK_LIST_MAX && limited.size > 0
      ? rowsOf<NamedRow>(
          await db.execute(
            named(
              tenantId,
              channel,
              recipients,
              sql`m.target_id = any(${limitedIds}::bigint[])`,
              SEND_CHECK_LIST_MAX - unreachable.length,
            ),
          ),
        )
      : [];
  const skipped: SkippedRecipient[] = [
    ...unreachable.map((row) => ({ ...listed(row), reason: row.reason })),
    ...atLimit.map((row) => ({ ...listed(row), reason: limited.get(Number(row.target_id)) ?? '' })),
  ];
  const matched = ids.length;
  return {
    matched,
    employees: perEmployee.length,
    receivers: matched - limited.size,
    sample: sample.map((row) => {
      const { name, employee_name } = listed(row);
      return { name, employee_name };
    }),
    skipped_total: [...byReason.values()].reduce((sum, n) => sum + n, 0),
    skipped_by_reason: [...byReason].map(([reason, count]) => ({ reason, count })),
    skipped,
    monthly_limit: await platform.monthlyLimit(tenantId, now),
    per_call: perCall,
    // One add_msg_template per sender and per cap's worth of that sender's recipients.
    calls: perEmployee.reduce((sum, row) => sum + Math.ceil(Number(row.n) / perCall), 0),
  };
}

function listed(row: NamedRow) {
  return {
    target_id: Number(row.target_id),
    name: row.name ?? '',
    employee_name: row.employee_name ?? '',
  };
}
