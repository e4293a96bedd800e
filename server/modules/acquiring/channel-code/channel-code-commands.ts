// /channel-code writes (docs/domain.md §1): create, edit, copy, delete and move between groups.
// The platform's contact way follows every change (add/update/del_contact_way); employees,
// tags and the group must belong to the token's tenant.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CHANNEL_CODE_ERROR_CODES,
  CHANNEL_CODE_NAME_MAX,
} from '../../../../contract/acquiring/channel-code';
import type { ChannelCodeForm } from '../../../../contract/acquiring/channel-code';
import type { Database } from '../../../db/database';
import { BusinessError } from '../../../http/http-errors';
import { channelCodes } from '../../../db/schema/acquiring';
import { employees } from '../../../db/schema/directory';
import type { ContactWayConfig, PlatformAdapter } from '../../../platform/adapter';
import { existingTagIds } from '../../customer/tag-manage/tag-queries';
import { groupExists } from './channel-code-groups';
import { configOf, employeeIdsOf, findCode } from './channel-code-queries';

export const codeNotFound = () =>
  new BusinessError(CHANNEL_CODE_ERROR_CODES.codeNotFound, '渠道活码不存在或已被删除');
const groupMissing = () =>
  new BusinessError(CHANNEL_CODE_ERROR_CODES.groupNotFound, '活码分组不存在或已被删除');

/** Checks what the form points at; answers the platform userids of its employees. */
async function checkReferences(
  db: Database,
  tenantId: string,
  form: ChannelCodeForm,
): Promise<Map<number, string>> {
  if (!(await groupExists(db, tenantId, form.group_id))) throw groupMissing();
  const ids = [...new Set([...employeeIdsOf(form), ...form.backup_employee_ids])];
  // issue #25 finding 10: every id the config stores is checked against the caller's tenant,
  // whether or not its switch (daily limit, tags) is on.
  const checked = [...new Set([...ids, ...form.daily_limits.map((row) => row.employee_id)])];
  const rows = checked.length
    ? await db
        .select({ id: employees.id, userId: employees.platformUserId })
        .from(employees)
        .where(
          and(
            eq(employees.tenantId, tenantId),
            eq(employees.status, 1),
            inArray(employees.id, checked),
          ),
        )
    : [];
  if (rows.length !== checked.length) {
    throw new BusinessError(
      CHANNEL_CODE_ERROR_CODES.unknownEmployees,
      '所选员工不存在或已离职，请重新选择',
    );
  }
  const known = await existingTagIds(db, tenantId, form.tag_ids);
  if (form.tag_ids.some((id) => !known.has(id))) {
    throw new BusinessError(
      CHANNEL_CODE_ERROR_CODES.unknownTags,
      '所选客户标签不存在或已被删除，请重新选择',
    );
  }
  const onDuty = new Set(ids);
  return new Map(rows.filter((row) => onDuty.has(row.id)).map((row) => [row.id, row.userId]));
}

function contactWay(
  form: ChannelCodeForm,
  state: string,
  userIds: Map<number, string>,
): ContactWayConfig {
  return {
    state,
    userIds: [...userIds.values()],
    skipVerify: form.auto_accept && form.auto_accept_all_day,
  };
}

const randomKey = (bytes: number) => randomBytes(bytes).toString('hex');

export async function createCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  form: ChannelCodeForm,
  now: Date,
) {
  const checked = await checkReferences(db, tenantId, form);
  // docs/domain.md §0: state ≤ 30 characters, returned on every add (channel attribution).
  const state = `cc${randomKey(10)}`;
  const { configId, qrCode } = await adapter.addContactWay(
    tenantId,
    contactWay(form, state, checked),
  );
  const [row] = await db
    .insert(channelCodes)
    .values({
      tenantId,
      groupId: form.group_id,
      name: form.name,
      state,
      scanKey: randomKey(16),
      // docs/wecom.md: the config_id is the only handle on the platform's way; keep both.
      platformConfigId: configId,
      platformQrCode: qrCode,
      config: form,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: channelCodes.id });
  return { id: row?.id };
}

export async function updateCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  codeId: number,
  form: ChannelCodeForm,
  now: Date,
) {
  const code = await findCode(db, tenantId, codeId);
  if (!code) throw codeNotFound();
  const checked = await checkReferences(db, tenantId, form);
  await adapter.updateContactWay(
    tenantId,
    code.platformConfigId,
    contactWay(form, code.state, checked),
  );
  await db
    .update(channelCodes)
    .set({
      name: form.name,
      groupId: form.group_id,
      config: form,
      updatedAt: now,
    })
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, codeId)));
  return { id: codeId };
}

/** A copy: same form under "<name>-副本" (trimmed to the limit), new state and QR. */
export async function copyCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  codeId: number,
  now: Date,
) {
  const code = await findCode(db, tenantId, codeId);
  if (!code) throw codeNotFound();
  const suffix = '-副本';
  const name = code.name.slice(0, CHANNEL_CODE_NAME_MAX - suffix.length) + suffix;
  return createCode(db, adapter, tenantId, { ...configOf(code), name }, now);
}

export async function deleteCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  codeId: number,
) {
  const code = await findCode(db, tenantId, codeId);
  if (!code) throw codeNotFound();
  if (code.platformConfigId) await adapter.deleteContactWay(tenantId, code.platformConfigId);
  await db
    .delete(channelCodes)
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, codeId)));
  return { id: codeId };
}

export async function moveCodes(
  db: Database,
  tenantId: string,
  ids: readonly number[],
  groupId: number,
) {
  if (!(await groupExists(db, tenantId, groupId))) throw groupMissing();
  const moved = await db
    .update(channelCodes)
    .set({ groupId })
    .where(and(eq(channelCodes.tenantId, tenantId), inArray(channelCodes.id, [...ids])))
    .returning({ id: channelCodes.id });
  if (moved.length === 0) throw codeNotFound();
  return { moved: moved.length };
}
