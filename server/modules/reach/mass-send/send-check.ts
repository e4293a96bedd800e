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
 * `select target_id, employee_id, reason` of the targets a send picks but cannot reach, given
 * the ids its recipient query reached (read once by `checkSend`, issue #33).
 */
export type SkippedSql = (reachedIds: readonly number[]) => SQL;

/**
 * The customers the filter picks that no live relation reaches any more: every relation they
 * had with the senders was deleted (those the live recipients do not hold).
 */
export async function privateSkippedSql(
  db: Database,
  tenantId: string,
  filter: PrivateFilter,
): Promise<SkippedSql> {
  const lost = await privateRecipientsSql(db, tenantId, filter, undefined, 'lost');
  return (reachedIds) => sql`select l.target_id, l.employee_id,
      ${SKIP_REASON.notFriend}::text as reason
    from (${lost}) l where not (l.target_id = any(${pgArray(reachedIds)}::bigint[]))`;
}

/** The picked groups a send cannot reach (dismissed, or without an owner). */
export function groupSkippedSql(tenantId: string, filter: GroupFilter): SkippedSql {
  const skipped = sql`select g.id::bigint as target_id, g.owner_employee_id as employee_id,
      case when g.dismissed_at is not null then ${SKIP_REASON.groupGone}::text
        else ${SKIP_REASON.noOwner}::text end as reason
    from customer_groups g
    where g.tenant_id = ${tenantId} and g.id = any(${pgArray(filter.group_ids)}::bigint[])
      and (g.dismissed_at is not null or g.owner_employee_id is null)`;
  return () => skipped;
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

interface Recipient {
  target_id: number;
  employee_id: number;
}

/** The given recipients as rows (`target_id`, `employee_id`), for `named`. */
function recipientRows(rows: readonly Recipient[]): SQL {
  return sql`select * from unnest(${pgArray(rows.map((row) => row.target_id))}::bigint[],
    ${pgArray(rows.map((row) => row.employee_id))}::int[]) as m(target_id, employee_id)`;
}

/**
 * The recipient query runs once (issue #33: a large tenant's filter is the costly part of the
 * check); the count per sender, the sample and those at their limit are taken from its rows.
 */
export async function checkSend(
  db: Database,
  platform: Pick<MassSendPlatform, 'atLimit' | 'monthlyLimit'>,
  tenantId: string,
  channel: MassChannel,
  recipients: SQL,
  skippedSql: SkippedSql,
  now: Date,
): Promise<SendCheck> {
  const reached = rowsOf<{ target_id: string | number; employee_id: number }>(
    await db.execute(sql`select m.target_id, m.employee_id from (${recipients}) m`),
  )
    .map((row) => ({ target_id: Number(row.target_id), employee_id: Number(row.employee_id) }))
    .sort((a, b) => a.target_id - b.target_id);
  const perEmployee = new Map<number, number>();
  for (const row of reached)
    perEmployee.set(row.employee_id, (perEmployee.get(row.employee_id) ?? 0) + 1);
  const perCall =
    channel === MASS_CHANNELS.private ? SINGLE_RECIPIENTS_PER_CALL : GROUP_CHATS_PER_CALL;
  const ids = reached.map((row) => row.target_id);
  const limited = await platform.atLimit(tenantId, channel, ids, now);
  const namesOf = async (rows: readonly Recipient[]) =>
    rows.length === 0
      ? []
      : rowsOf<NamedRow>(
          await db.execute(named(tenantId, channel, recipientRows(rows), sql`true`, rows.length)),
        );

  const sample = await namesOf(
    reached.filter((row) => !limited.has(row.target_id)).slice(0, SEND_CHECK_SAMPLE),
  );
  const skippedRows = skippedSql(ids);
  const other = rowsOf<{ reason: string; n: number }>(
    await db.execute(
      sql`select reason, count(*)::int as n from (${skippedRows}) s group by reason`,
    ),
  );
  const byReason = new Map<string, number>(other.map((row) => [row.reason, Number(row.n)]));
  for (const reason of limited.values()) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);

  // Listed: those no relation or group reaches first, then those at their limit.
  const unreachable = rowsOf<NamedRow & { reason: string }>(
    await db.execute(named(tenantId, channel, skippedRows, sql`true`, SEND_CHECK_LIST_MAX)),
  );
  const atLimit = await namesOf(
    reached
      .filter((row) => limited.has(row.target_id))
      .slice(0, Math.max(0, SEND_CHECK_LIST_MAX - unreachable.length)),
  );
  const skipped: SkippedRecipient[] = [
    ...unreachable.map((row) => ({ ...listed(row), reason: row.reason })),
    ...atLimit.map((row) => ({ ...listed(row), reason: limited.get(Number(row.target_id)) ?? '' })),
  ];
  const matched = ids.length;
  return {
    matched,
    employees: perEmployee.size,
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
    calls: [...perEmployee.values()].reduce((sum, n) => sum + Math.ceil(n / perCall), 0),
  };
}

function listed(row: NamedRow) {
  return {
    target_id: Number(row.target_id),
    name: row.name ?? '',
    employee_name: row.employee_name ?? '',
  };
}
