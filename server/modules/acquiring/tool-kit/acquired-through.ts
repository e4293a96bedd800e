// issue #38 item 9: which acquiring tool an add came through, from the contact way's `state`
// every add carries (docs/domain.md §0). Each tool gives its codes their own state (channel
// codes cc…, shunt sh…, lock lk…, group gc…, short links sl…), so one state names one code.
import { and, eq, inArray } from 'drizzle-orm';
import type { AcquiredBy, AcquiredKind } from '../../../../contract/acquiring/welcome';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { groupCodes, lockCodes, shortLinks, shuntCodes } from '../../../db/schema/acquiring-tools';

type ToolTable = typeof lockCodes | typeof shuntCodes | typeof groupCodes | typeof shortLinks;
const TOOLS: readonly { kind: AcquiredKind; table: ToolTable }[] = [
  { kind: 'shunt_code', table: shuntCodes },
  { kind: 'lock_code', table: lockCodes },
  { kind: 'group_code', table: groupCodes },
  { kind: 'short_link', table: shortLinks },
];

/** The code each of `states` belongs to, by state (states no code has are left out). */
export async function acquiredThrough(
  db: Database,
  tenantId: string,
  states: readonly (string | null)[],
): Promise<Map<string, AcquiredBy>> {
  const wanted = [...new Set(states.filter((state): state is string => Boolean(state)))];
  const found = new Map<string, AcquiredBy>();
  if (wanted.length === 0) return found;
  const channel = db
    .select({ id: channelCodes.id, name: channelCodes.name, state: channelCodes.state })
    .from(channelCodes)
    .where(and(eq(channelCodes.tenantId, tenantId), inArray(channelCodes.state, wanted)))
    .then((rows) => rows.map((row) => ({ ...row, kind: 'channel_code' as AcquiredKind })));
  const tools = TOOLS.map(({ kind, table }) =>
    db
      .select({ id: table.id, name: table.name, state: table.state })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), inArray(table.state, wanted)))
      .then((rows) => rows.map((row) => ({ ...row, kind }))),
  );
  for (const row of (await Promise.all([channel, ...tools])).flat()) {
    found.set(row.state, { kind: row.kind, id: row.id, name: row.name });
  }
  return found;
}
