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
import { assertEmployees, assertTags, newPublicKey, withUniqueName } from '../tool-kit/tool-refs';
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
  tenantId: string,
  form: GroupCodeForm,
  at: Date,
) {
  const names = await checkRefs(db, tenantId, form, at);
  platformGroupCall(tenantId);
  const [row] = await withUniqueName('群活码', form.name, () =>
    db
      .insert(groupCodes)
      .values({
        tenantId,
        name: form.name,
        state: `gc${randomBytes(10).toString('hex')}`,
        publicKey: newPublicKey(),
        config: form as unknown as Record<string, unknown>,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: groupCodes.id }),
  );
  const id = row?.id ?? 0;
  await writeQrs(db, tenantId, id, form, names, at);
  return { id };
}

export async function updateGroupCode(
  db: Database,
  tenantId: string,
  id: number,
  form: GroupCodeForm,
  at: Date,
) {
  await findGroupCode(db, tenantId, id);
  const names = await checkRefs(db, tenantId, form, at);
  platformGroupCall(tenantId);
  await withUniqueName('群活码', form.name, () =>
    db
      .update(groupCodes)
      .set({ name: form.name, config: form as unknown as Record<string, unknown>, updatedAt: at })
      .where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, id))),
  );
  await writeQrs(db, tenantId, id, form, names, at);
  return { id };
}

export async function deleteGroupCode(db: Database, tenantId: string, id: number) {
  await findGroupCode(db, tenantId, id);
  await db
    .delete(groupCodeEvents)
    .where(and(eq(groupCodeEvents.tenantId, tenantId), eq(groupCodeEvents.groupCodeId, id)));
  await db
    .delete(groupCodeQrs)
    .where(and(eq(groupCodeQrs.tenantId, tenantId), eq(groupCodeQrs.groupCodeId, id)));
  await db.delete(groupCodes).where(and(eq(groupCodes.tenantId, tenantId), eq(groupCodes.id, id)));
  return null;
}
