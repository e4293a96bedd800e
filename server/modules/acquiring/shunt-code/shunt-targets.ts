// issue #15 /shunt-code targets: employees, channel codes or group codes of the tenant. Names
// for display, and the check that refuses a deleted or left target by name.
import { and, eq, inArray } from 'drizzle-orm';
import type { ShuntTargetRef } from '../../../../contract/acquiring/shunt-code';
import { targetKeyOf } from '../../../../contract/acquiring/shunt-code';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { groupCodes } from '../../../db/schema/acquiring-tools';
import { BusinessError } from '../../../http/http-errors';
import { assertEmployees, employeeMap } from '../tool-kit/tool-refs';

const idsOf = (targets: readonly ShuntTargetRef[], kind: ShuntTargetRef['kind']) =>
  targets.filter((target) => target.kind === kind).map((target) => target.ref_id);

async function codeNames(db: Database, tenantId: string, targets: readonly ShuntTargetRef[]) {
  const channelIds = idsOf(targets, 'channel_code');
  const groupIds = idsOf(targets, 'group_code');
  const channels = channelIds.length
    ? await db
        .select({ id: channelCodes.id, name: channelCodes.name })
        .from(channelCodes)
        .where(and(eq(channelCodes.tenantId, tenantId), inArray(channelCodes.id, channelIds)))
    : [];
  const groups = groupIds.length
    ? await db
        .select({ id: groupCodes.id, name: groupCodes.name })
        .from(groupCodes)
        .where(and(eq(groupCodes.tenantId, tenantId), inArray(groupCodes.id, groupIds)))
    : [];
  return {
    channels: new Map(channels.map((row) => [row.id, row.name])),
    groups: new Map(groups.map((row) => [row.id, row.name])),
  };
}

/** `<kind>:<id>` → a display name (employee name, 渠道活码 name, 群活码 name). */
export async function shuntTargetNames(
  db: Database,
  tenantId: string,
  targets: readonly ShuntTargetRef[],
) {
  const staff = await employeeMap(db, tenantId, idsOf(targets, 'employee'));
  const { channels, groups } = await codeNames(db, tenantId, targets);
  const names = new Map<string, string>();
  for (const target of targets) {
    const name =
      target.kind === 'employee'
        ? staff.get(target.ref_id)?.name
        : target.kind === 'channel_code'
          ? channels.get(target.ref_id)
          : groups.get(target.ref_id);
    names.set(targetKeyOf(target), name ?? '（已删除）');
  }
  return names;
}

/** issue #15: an expired or deleted target is refused with a message naming it. */
export async function assertShuntTargets(
  db: Database,
  tenantId: string,
  targets: readonly ShuntTargetRef[],
) {
  await assertEmployees(db, tenantId, idsOf(targets, 'employee'), '分流员工');
  const { channels, groups } = await codeNames(db, tenantId, targets);
  for (const target of targets) {
    if (target.kind === 'channel_code' && !channels.has(target.ref_id)) {
      throw new BusinessError(
        TOOL_ERROR_CODES.unknownReference,
        `渠道活码（编号${target.ref_id}）不存在或已被删除`,
      );
    }
    if (target.kind === 'group_code' && !groups.has(target.ref_id)) {
      throw new BusinessError(
        TOOL_ERROR_CODES.unknownReference,
        `群活码（编号${target.ref_id}）不存在或已被删除`,
      );
    }
  }
}
