// issue #15 /group-code writes: create and update (the ordered group list is replaced, members
// kept for groups that stay), delete, and the sandbox joins that fill groups. Saving calls the
// platform's add_join_way (spec §8: 48002 / 701170 when the sandbox is told to fail).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { GroupCodeForm } from '../../../../contract/acquiring/group-code';
import { PERSONAL_QR_DAYS } from '../../../../contract/acquiring/group-code';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { Database } from '../../../db/database';
import { groupCodeEvents, groupCodeQrs, groupCodes } from '../../../db/schema/acquiring-tools';
import { customerGroups } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { platformGroupCall } from '../../../platform/sandbox/group-join-failure';
import { assertEmployees, assertTags, newCodeRow, withUniqueName } from '../tool-kit/tool-refs';
import type { JoinWayConfig, PlatformAdapter } from '../../../platform/adapter';
import { qrsOf } from './group-join';
import { findGroupCode } from './group-queries';

async function checkRefs(db: Database, tenantId: string, form: GroupCodeForm, at: Date) {
  await assertTags(db, tenantId, form.tag_ids);
  if (form.owner_employee_id) await assertEmployees(db, tenantId, [form.owner_employee_id], '群主');
  const groupIds = form.qrs.flatMap((qr) => (qr.group_id === null ? [] : [qr.group_id]));
  if (new Set(groupIds).size !== groupIds.length) {
    throw new BusinessError(TOOL_ERROR_CODES.unknownReference, '同一个群不能重复添加');
  }
  const groups = groupIds.length
    ? await db
        .select({
          id: customerGroups.id,
          name: customerGroups.name,
          dismissedAt: customerGroups.dismissedAt,
        })
        .from(customerGroups)
        .where(and(eq(customerGroups.tenantId, tenantId), inArray(customerGroups.id, groupIds)))
    : [];
  for (const id of groupIds) {
    const group = groups.find((row) => row.id === id);
    if (!group)
      throw new BusinessError(TOOL_ERROR_CODES.unknownReference, `客户群（编号${id}）不存在`);
    if (group.dismissedAt)
      throw new BusinessError(
        TOOL_ERROR_CODES.unknownReference,
        `客户群「${group.name}」已解散，请移除`,
      );
  }
  for (const qr of form.qrs) {
    if (qr.expires_at === null) continue;
    const expires = Date.parse(qr.expires_at);
    if (expires <= at.getTime()) {
      throw new BusinessError(
        TOOL_ERROR_CODES.unknownReference,
        `「${qr.name}」的二维码已过期，请上传新的二维码`,
      );
    }
    if (expires - at.getTime() > PERSONAL_QR_DAYS * 86_400_000 + 60_000) {
      throw new BusinessError(
        TOOL_ERROR_CODES.unknownReference,
        `「${qr.name}」的二维码有效期最长${PERSONAL_QR_DAYS}天`,
      );
    }
  }
  return new Map(groups.map((row) => [row.id, row.name]));
}

/** WeCom: a join way lists at most 5 chats. */
const JOIN_WAY_CHATS_MAX = 5;
const NO_WAY = { platformConfigId: '', platformQrCode: '' };
type Way = typeof NO_WAY;

/**
 * docs/wecom.md: a group code is a 「加入群聊」 join way over its platform groups (the first 5,
 * with auto-create when the code makes new groups); a code of uploaded QR images only has none.
 */
async function joinWayOf(
  db: Database,
  tenantId: string,
  form: GroupCodeForm,
  state: string,
): Promise<JoinWayConfig | null> {
  const ids = form.qrs.flatMap((qr) => (qr.group_id === null ? [] : [qr.group_id]));
  if (ids.length === 0) return null;
  const rows = await db
    .select({ id: customerGroups.id, chatId: customerGroups.platformChatId })
    .from(customerGroups)
    .where(and(eq(customerGroups.tenantId, tenantId), inArray(customerGroups.id, ids)));
  const chatOf = new Map(rows.map((row) => [row.id, row.chatId]));
  const chatIds = ids.flatMap((id) => chatOf.get(id) || []).slice(0, JOIN_WAY_CHATS_MAX);
  if (chatIds.length === 0) return null;
  return {
    chatIds,
    state,
    ...(form.auto_create ? { autoCreateRoom: { baseName: form.room_base_name, baseId: 1 } } : {}),
  };
}

async function platformJoinWay(
  adapter: PlatformAdapter,
  tenantId: string,
  current: Way,
  way: JoinWayConfig | null,
): Promise<Way> {
  if (!way) {
    if (current.platformConfigId) await adapter.deleteJoinWay(tenantId, current.platformConfigId);
    return NO_WAY;
  }
  if (current.platformConfigId) {
    await adapter.updateJoinWay(tenantId, current.platformConfigId, way);
    return { platformConfigId: current.platformConfigId, platformQrCode: current.platformQrCode };
  }
  const { configId, qrCode } = await adapter.addJoinWay(tenantId, way);
  return { platformConfigId: configId, platformQrCode: qrCode };
}

async function writeQrs(
  db: Database,
  tenantId: string,
  codeId: number,
  form: GroupCodeForm,
  names: Map<number, string>,
  at: Date,
) {
  const existing = await qrsOf(db, tenantId, codeId);
  const kept = new Map(existing.filter((qr) => qr.groupId !== null).map((qr) => [qr.groupId, qr]));
  await db
    .delete(groupCodeQrs)
    .where(and(eq(groupCodeQrs.tenantId, tenantId), eq(groupCodeQrs.groupCodeId, codeId)));
  await db.insert(groupCodeQrs).values(
    form.qrs.map((qr, index) => ({
      tenantId,
      groupCodeId: codeId,
      position: index + 1,
      groupId: qr.group_id,
      name: qr.group_id === null ? qr.name : (names.get(qr.group_id) ?? qr.name),
      memberCap: qr.member_cap,
      members: qr.group_id === null ? 0 : (kept.get(qr.group_id)?.members ?? 0),
      expiresAt: qr.expires_at ? new Date(qr.expires_at) : null,
      autoCreated: qr.group_id === null ? false : (kept.get(qr.group_id)?.autoCreated ?? false),
      createdAt: at,
    })),
  );
}

export async function createGroupCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  form: GroupCodeForm,
  at: Date,
) {
  const names = await checkRefs(db, tenantId, form, at);
  platformGroupCall(tenantId);
  const state = `gc${randomBytes(10).toString('hex')}`;
  const platform = await platformJoinWay(
    adapter,
    tenantId,
    NO_WAY,
    await joinWayOf(db, tenantId, form, state),
  );
  const [row] = await withUniqueName('群活码', form.name, () =>
    db
      .insert(groupCodes)
      .values(newCodeRow(tenantId, form, state, platform, at))
      .returning({ id: groupCodes.id }),
  ).catch(async (error: unknown) => {
    // No orphan way on the platform when the code is not written (a duplicate name …).
    await platformJoinWay(adapter, tenantId, platform, null).catch(() => undefined);
    throw error;
  });
  const id = row?.id ?? 0;
  await writeQrs(db, tenantId, id, form, names, at);
  return { id };
}

export async function updateGroupCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
  form: GroupCodeForm,
  at: Date,
) {
  const code = await findGroupCode(db, tenantId, id);
  const names = await checkRefs(db, tenantId, form, at);
  platformGroupCall(tenantId);
  const platform = await platformJoinWay(
    adapter,
    tenantId,
    code,
    await joinWayOf(db, tenantId, form, code.state),
  );
  await withUniqueName('群活码', form.name, () =>
    db
      .update(groupCodes)
      .set({
        name: form.name,
        config: form as unknown as Record<string, unknown>,
        ...platform,
        updatedAt: at,
      })
      .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, id))),
  );
  await writeQrs(db, tenantId, id, form, names, at);
  return { id };
}

export async function deleteGroupCode(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
) {
  const code = await findGroupCode(db, tenantId, id);
  await platformJoinWay(adapter, tenantId, code, null);
  await db
    .delete(groupCodeEvents)
    .where(and(eq(groupCodeEvents.tenantId, tenantId), eq(groupCodeEvents.groupCodeId, id)));
  await db
    .delete(groupCodeQrs)
    .where(and(eq(groupCodeQrs.tenantId, tenantId), eq(groupCodeQrs.groupCodeId, id)));
  await db.delete(groupCodes).where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, id)));
  return null;
}
