// issue #16 /group-welcome writes: names unique per tenant, every group and owner in the body
// checked to be the caller's tenant's.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { GROUP_WELCOME_ERROR_CODES } from '../../../../contract/acquiring/group-welcome';
import type { GroupWelcomeForm } from '../../../../contract/acquiring/group-welcome';
import type { Database } from '../../../db/database';
import { groupWelcomeTemplates } from '../../../db/schema/acquiring-welcome';
import { customerGroups } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import type { PlatformAdapter } from '../../../platform/adapter';

const { notFound, nameTaken } = GROUP_WELCOME_ERROR_CODES;

async function checkForm(db: Database, tenantId: string, form: GroupWelcomeForm, selfId: number) {
  const groupIds = [...new Set(form.group_ids)];
  const ownerIds = [...new Set(form.owner_employee_ids)];
  const [groups, owners, [clash]] = await Promise.all([
    groupIds.length
      ? db
          .select({ id: customerGroups.id })
          .from(customerGroups)
          .where(and(eq(customerGroups.tenantId, tenantId), inArray(customerGroups.id, groupIds)))
      : [],
    ownerIds.length
      ? db
          .select({ id: employees.id })
          .from(employees)
          .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ownerIds)))
      : [],
    db
      .select({ id: groupWelcomeTemplates.id })
      .from(groupWelcomeTemplates)
      .where(
        and(
          eq(groupWelcomeTemplates.tenantId, tenantId),
          eq(groupWelcomeTemplates.name, form.name),
          ne(groupWelcomeTemplates.id, selfId),
        ),
      ),
  ]);
  if (groups.length !== groupIds.length) throw new BusinessError(notFound, '所选客户群不存在');
  if (owners.length !== ownerIds.length) throw new BusinessError(notFound, '所选群主不存在');
  if (clash) throw new BusinessError(nameTaken, `模板名称「${form.name}」已存在`);
  return { groupIds, ownerIds };
}

async function platformTemplateOf(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select({ templateId: groupWelcomeTemplates.platformTemplateId })
    .from(groupWelcomeTemplates)
    .where(and(eq(groupWelcomeTemplates.tenantId, tenantId), eq(groupWelcomeTemplates.id, id)));
  if (!row) throw new BusinessError(notFound, '入群欢迎语不存在或已被删除');
  return row.templateId;
}

/** docs/wecom.md: the template is made on the platform first (group_welcome_template/add). */
export async function createGroupWelcome(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  form: GroupWelcomeForm,
  now: Date,
) {
  const { groupIds, ownerIds } = await checkForm(db, tenantId, form, 0);
  const templateId = await adapter.addGroupWelcomeTemplate(tenantId, form.message);
  const [row] = await db
    .insert(groupWelcomeTemplates)
    .values({
      tenantId,
      name: form.name,
      message: form.message,
      groupIds,
      ownerEmployeeIds: ownerIds,
      platformTemplateId: templateId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: groupWelcomeTemplates.id })
    .catch(async (error: unknown) => {
      await adapter.deleteGroupWelcomeTemplate(tenantId, templateId).catch(() => undefined);
      throw error;
    });
  return { id: row!.id };
}

export async function updateGroupWelcome(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
  form: GroupWelcomeForm,
  now: Date,
) {
  const { groupIds, ownerIds } = await checkForm(db, tenantId, form, id);
  let templateId = await platformTemplateOf(db, tenantId, id);
  if (templateId) await adapter.editGroupWelcomeTemplate(tenantId, templateId, form.message);
  else templateId = await adapter.addGroupWelcomeTemplate(tenantId, form.message);
  const updated = await db
    .update(groupWelcomeTemplates)
    .set({
      name: form.name,
      message: form.message,
      groupIds,
      ownerEmployeeIds: ownerIds,
      platformTemplateId: templateId,
      updatedAt: now,
    })
    .where(and(eq(groupWelcomeTemplates.tenantId, tenantId), eq(groupWelcomeTemplates.id, id)))
    .returning({ id: groupWelcomeTemplates.id });
  if (updated.length === 0) throw new BusinessError(notFound, '入群欢迎语不存在或已被删除');
  return { id };
}

export async function deleteGroupWelcome(
  db: Database,
  adapter: PlatformAdapter,
  tenantId: string,
  id: number,
) {
  const templateId = await platformTemplateOf(db, tenantId, id);
  if (templateId) await adapter.deleteGroupWelcomeTemplate(tenantId, templateId);
  const removed = await db
    .delete(groupWelcomeTemplates)
    .where(and(eq(groupWelcomeTemplates.tenantId, tenantId), eq(groupWelcomeTemplates.id, id)))
    .returning({ id: groupWelcomeTemplates.id });
  if (removed.length === 0) throw new BusinessError(notFound, '入群欢迎语不存在或已被删除');
  return null;
}
