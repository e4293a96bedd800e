// issue #16 /group-welcome: when a customer joins a group, the template naming that group
// wins, else the newest template naming its owner; the sandbox sends it and every join is
// logged (sent, no template, platform error). A replayed join records nothing twice.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { groupWelcomeLogs, groupWelcomeTemplates } from '../../../db/schema/acquiring-welcome';
import { customerGroups } from '../../../db/schema/customers';
import { createWelcomeDelivery } from '../../../platform/welcome-adapter';
import type { WelcomeDelivery } from '../../../platform/welcome-adapter';
import { groupMessageOf } from './group-welcome-message';

export interface JoinForWelcome {
  readonly customerId: number;
  readonly groupId: number;
  readonly at: Date;
}

export async function groupWelcomeOnJoin(
  db: Database,
  tenantId: string,
  join: JoinForWelcome,
  delivery: WelcomeDelivery = createWelcomeDelivery(db),
) {
  const [group] = await db
    .select({ owner: customerGroups.ownerEmployeeId })
    .from(customerGroups)
    .where(and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.id, join.groupId)));
  const contains = (column: typeof groupWelcomeTemplates.groupIds, id: number | null | undefined) =>
    sql`${column} @> ${JSON.stringify([id ?? 0])}::jsonb`;
  const pick = (where: ReturnType<typeof contains>) =>
    db
      .select()
      .from(groupWelcomeTemplates)
      .where(and(eq(groupWelcomeTemplates.tenantId, tenantId), where))
      .orderBy(desc(groupWelcomeTemplates.updatedAt), desc(groupWelcomeTemplates.id))
      .limit(1);
  const [byGroup] = await pick(contains(groupWelcomeTemplates.groupIds, join.groupId));
  const [byOwner] = byGroup
    ? [undefined]
    : await pick(contains(groupWelcomeTemplates.ownerEmployeeIds, group?.owner));
  const template = byGroup ?? byOwner;

  let outcome: 'sent' | 'skipped' | 'failed';
  let reason: string;
  let detail: string;
  if (!template) {
    outcome = 'skipped';
    reason = 'no_template';
    detail = '该群及其群主没有入群欢迎语';
  } else {
    const sent = await delivery.sendGroupWelcome(tenantId, {
      groupId: join.groupId,
      message: groupMessageOf(template.message),
    });
    const why = byGroup ? `按客户群使用「${template.name}」` : `按群主使用「${template.name}」`;
    outcome = sent.ok ? 'sent' : 'failed';
    reason = sent.ok ? (byGroup ? 'group' : 'owner') : 'platform_error';
    detail = sent.ok ? why : `${why}：${sent.detail}`;
  }
  await db
    .insert(groupWelcomeLogs)
    .values({
      tenantId,
      groupId: join.groupId,
      customerId: join.customerId,
      templateId: template?.id ?? null,
      outcome,
      reason,
      detail,
      occurredAt: join.at,
    })
    .onConflictDoNothing();
  return { outcome, reason, detail };
}
