// issue #17 /marketing-msg: signatures and templates reviewed by the SMS provider, sends to
// numbers with the opt-out words, parts and cost from the tenant's price, balance enforced
// (charged in the same statement that checks it, so two sends cannot overdraw). issue #41: a
// scoped reader lists the sends of the users linked to an employee of their scope.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type {
  SmsAccount,
  SmsReviewRow,
  SmsSendRow,
} from '../../../../contract/reach/marketing-msg';
import {
  smsCostLi,
  smsParts,
  smsTemplateRefusal,
  smsText,
} from '../../../../contract/reach/marketing-msg-rules';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import { reachSettings } from '../../../db/schema/reach';
import {
  smsRecipients,
  smsSends,
  smsSignatures,
  smsTemplates,
} from '../../../db/schema/reach-moments-sms';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { scopeFilter } from '../../../http/auth/data-scope';
import type { DataScope } from '../../../http/auth/data-scope';
import type { SmsProvider } from '../../../platform/sms/sms-provider';
import { offsetOf } from '../../../db/list-query';

export const SMS_ERROR_CODES = {
  notApproved: 101171001,
  balance: 101171002,
  variables: 101171003,
} as const;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function smsAccount(db: Database, tenantId: string): Promise<SmsAccount> {
  await db.insert(reachSettings).values({ tenantId }).onConflictDoNothing();
  const [row] = await db.select().from(reachSettings).where(eq(reachSettings.tenantId, tenantId));
  return { part_price_li: row!.smsPartPriceLi, balance_li: row!.smsBalanceLi };
}

/** Applies the provider's verdicts that are due (the review takes a few seconds). */
export async function settleReviews(
  db: Database,
  provider: SmsProvider,
  tenantId: string,
  now: Date,
) {
  for (const table of [smsSignatures, smsTemplates] as const) {
    const due = await db
      .select()
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.status, 0), lte(table.reviewDueAt, now)));
    for (const row of due) {
      const verdict =
        table === smsSignatures
          ? provider.reviewSignature(row.name)
          : provider.reviewTemplate((row as { content: string }).content);
      await db
        .update(table)
        .set({ status: verdict.status, reason: verdict.reason })
        .where(and(eq(table.tenantId, tenantId), eq(table.id, row.id)));
    }
  }
}

export async function listReviews(
  db: Database,
  tenantId: string,
  kind: 'signature' | 'template',
): Promise<SmsReviewRow[]> {
  const table = kind === 'signature' ? smsSignatures : smsTemplates;
  const rows = await db
    .select()
    .from(table)
    .where(eq(table.tenantId, tenantId))
    .orderBy(desc(table.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ...('content' in row ? { content: row.content as string } : {}),
    status: row.status as 0 | 1 | 2,
    reason: row.reason,
    submitted_at: row.submittedAt.toISOString(),
  }));
}

export async function submitSignature(
  db: Database,
  provider: SmsProvider,
  tenantId: string,
  name: string,
  now: Date,
  id?: number,
) {
  const values = {
    name,
    status: 0,
    reason: '',
    submittedAt: now,
    reviewDueAt: new Date(now.getTime() + provider.reviewDelayMs),
  };
  if (id) {
    const [updated] = await db
      .update(smsSignatures)
      .set(values)
      .where(and(eq(smsSignatures.tenantId, tenantId), eq(smsSignatures.id, id)))
      .returning({ id: smsSignatures.id });
    if (!updated) throw new HttpError(404, '短信签名不存在');
    return updated;
  }
  const [created] = await db
    .insert(smsSignatures)
    .values({ tenantId, ...values })
    .returning({ id: smsSignatures.id });
  return created!;
}

export async function submitTemplate(
  db: Database,
  provider: SmsProvider,
  tenantId: string,
  body: { name: string; content: string },
  now: Date,
) {
  const [created] = await db
    .insert(smsTemplates)
    .values({
      tenantId,
      ...body,
      submittedAt: now,
      reviewDueAt: new Date(now.getTime() + provider.reviewDelayMs),
    })
    .returning({ id: smsTemplates.id });
  return created!;
}

export async function createSmsSend(
  db: Database,
  provider: SmsProvider,
  tenantId: string,
  body: { name: string; signature_id: number; template_id: number; phones: string[] },
  now: Date,
  createdBy: number | null = null,
): Promise<{ id: number; cost_li: number }> {
  const [signature] = await db
    .select()
    .from(smsSignatures)
    .where(and(eq(smsSignatures.tenantId, tenantId), eq(smsSignatures.id, body.signature_id)));
  const [template] = await db
    .select()
    .from(smsTemplates)
    .where(and(eq(smsTemplates.tenantId, tenantId), eq(smsTemplates.id, body.template_id)));
  if (!signature || !template) throw new HttpError(404, '短信签名或模板不存在');
  if (signature.status !== 1)
    throw new BusinessError(SMS_ERROR_CODES.notApproved, '短信签名尚未通过审核');
  if (template.status !== 1)
    throw new BusinessError(SMS_ERROR_CODES.notApproved, '短信模板尚未通过审核');
  // A template approved before variables were refused (issue #38 item 10) is not guessed at.
  const refused = smsTemplateRefusal(template.content);
  if (refused) throw new BusinessError(SMS_ERROR_CODES.variables, refused);
  const phones = [...new Set(body.phones)];
  // The text each number receives, exactly as the form's preview shows it.
  const content = smsText(signature.name, template.content);
  const parts = smsParts(content);
  const account = await smsAccount(db, tenantId);
  const cost = smsCostLi(phones.length, parts, account.part_price_li);
  return db.transaction(async (tx) => {
    const charged = rowsOf<{ tenant_id: string }>(
      await tx.execute(sql`update ${reachSettings} set sms_balance_li = sms_balance_li - ${cost}
        where tenant_id = ${tenantId} and sms_balance_li >= ${cost} returning tenant_id`),
    );
    if (charged.length === 0) {
      throw new BusinessError(
        SMS_ERROR_CODES.balance,
        `短信余额不足：本次需 ${(cost / 1000).toFixed(2)} 元`,
      );
    }
    const [send] = await tx
      .insert(smsSends)
      .values({
        tenantId,
        name: body.name,
        signatureId: signature.id,
        templateId: template.id,
        content,
        parts,
        partPriceLi: account.part_price_li,
        targetKind: 3,
        sendAt: now,
        status: 2,
        createdBy,
        createdAt: now,
      })
      .returning({ id: smsSends.id });
    await tx.insert(smsRecipients).values(
      phones.map((phone) => {
        const result = provider.deliver(phone);
        return {
          tenantId,
          sendId: send!.id,
          phone,
          status: result.delivered ? 1 : 2,
          reason: result.reason,
          deliveredAt: now,
        };
      }),
    );
    return { id: send!.id, cost_li: cost };
  });
}

export async function listSmsSends(
  db: Database,
  tenantId: string,
  query: { page: number; page_size: number },
  scope: DataScope,
): Promise<ListData<SmsSendRow>> {
  const creator = scopeFilter(scope, sql`ms.employee_id`);
  const inScope = creator
    ? sql`exists (select 1 from memberships ms where ms.tenant_id = s.tenant_id
        and ms.user_id = s.created_by and ${creator})`
    : sql`true`;
  const rows = rowsOf<SmsSendRow & { created_at: string | Date }>(
    await db.execute(sql`
      select s.id, s.name, s.content, s.parts, s.created_at,
        count(r.id)::int as recipients,
        count(r.id) filter (where r.status = 1)::int as delivered,
        count(r.id) filter (where r.status = 2)::int as failed,
        (count(r.id) * s.parts * s.part_price_li)::int as cost_li
      from ${smsSends} s left join ${smsRecipients} r on r.tenant_id = s.tenant_id and r.send_id = s.id
      where s.tenant_id = ${tenantId} and ${inScope}
      group by s.tenant_id, s.id order by s.id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${smsSends} s where s.tenant_id = ${tenantId}
        and ${inScope}`,
    ),
  );
  return {
    list: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
