// issue #7 public fill page: a submission is checked against the form's components (the same
// contract code the page runs), refused when the form is not open, refused beyond
// commit_limit per person, and then stored with its side effects in one transaction — a
// refusal stores nothing. A person is what the client cannot choose (issue #32 finding 9,
// docs/security.md "Super-form limit"): the customer of a signed ticket (cid) when the page
// has one, else the client address and the phone answer.
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import type { SubmitResult } from '../../../../contract/material/super-form/api-types';
import { BEHAVIOUR, CUSTOMER_TYPE } from '../../../../contract/material/super-form/api-types';
import { snapshotAnswers } from '../../../../contract/material/super-form/answer-display';
import type { AnswerIssue } from '../../../../contract/material/super-form/submission';
import { checkAnswers } from '../../../../contract/material/super-form/submission';
import { FORM_STATUS } from '../../../../contract/material/super-form/form-schema';
import type { Database } from '../../../db/database';
import { superformRecords, superforms } from '../../../db/schema/superform';
import type { FormRow } from './form-mapping';
import { isClosed } from './form-mapping';
import type { CustomerBridge, CustomerMatch } from './submission-effects';
import { recordSubmissionEffects } from './submission-effects';

/** A visit counts once per visitor per half hour (reloads are not new visits). */
export const VISIT_DEDUPE_MS = 30 * 60_000;

export type SubmitOutcome =
  | { readonly kind: 'ok'; readonly result: SubmitResult; readonly recordId: number }
  | { readonly kind: 'invalid'; readonly issues: readonly AnswerIssue[] }
  | { readonly kind: 'notPublished' }
  | { readonly kind: 'ended'; readonly endWord: string }
  | { readonly kind: 'limit'; readonly limit: number };

export interface SubmitRequest {
  readonly form: FormRow;
  readonly visitorId: string;
  /** The client address as a counter key (addressKey of request.ip). */
  readonly clientAddress: string;
  readonly body: unknown;
  readonly nowMs: number;
}

/** Whether the public page may be filled in now. */
export function formAvailability(form: FormRow, nowMs: number): 'open' | 'notPublished' | 'ended' {
  if (form.formStatus === FORM_STATUS.draft) return 'notPublished';
  return isClosed(form, nowMs) ? 'ended' : 'open';
}

function phoneOf(form: FormRow, answers: Readonly<Record<string, unknown>>): string {
  const phone = form.componentList.find((component) => component.field_type === 'phone');
  const value = phone ? answers[phone.field_name] : undefined;
  return typeof value === 'string' ? value : '';
}

function customerReference(body: unknown): string {
  const reference = (body as { customer_ref?: unknown } | null)?.customer_ref;
  return typeof reference === 'string' && reference.length <= 64 ? reference : '';
}

export async function submitAnswers(
  db: Database,
  bridge: CustomerBridge,
  request: SubmitRequest,
): Promise<SubmitOutcome> {
  const { form, visitorId, clientAddress, nowMs } = request;
  const availability = formAvailability(form, nowMs);
  if (availability === 'notPublished') return { kind: 'notPublished' };
  if (availability === 'ended') return { kind: 'ended', endWord: form.endWord };

  const check = checkAnswers(
    form.componentList,
    (request.body as { answers?: unknown } | null)?.answers,
  );
  if (!check.ok) return { kind: 'invalid', issues: check.issues };
  const phone = phoneOf(form, check.answers);
  const reference = customerReference(request.body);
  const customer: CustomerMatch | undefined = reference
    ? await bridge.findCustomer(db, form.tenantId, reference)
    : undefined;
  const at = new Date(nowMs);

  return db.transaction(async (tx) => {
    // Lock the form row: two submits of one person cannot both pass the limit.
    await tx
      .select({ id: superforms.id })
      .from(superforms)
      .where(and(eq(superforms.tenantId, form.tenantId), eq(superforms.id, form.id)))
      .for('update');
    if (form.commitLimit > 0) {
      // The visitor cookie is the client's own: it never decides the limit.
      const samePerson = customer
        ? eq(superformRecords.customerId, customer.id)
        : or(
            eq(superformRecords.clientAddress, clientAddress),
            phone ? eq(superformRecords.phone, phone) : undefined,
          );
      const [done] = await tx
        .select({ value: count() })
        .from(superformRecords)
        .where(
          and(
            eq(superformRecords.tenantId, form.tenantId),
            eq(superformRecords.formId, form.id),
            eq(superformRecords.behaviour, BEHAVIOUR.submit),
            samePerson,
          ),
        );
      if ((done?.value ?? 0) >= form.commitLimit) return { kind: 'limit', limit: form.commitLimit };
    }
    const [record] = await tx
      .insert(superformRecords)
      .values({
        tenantId: form.tenantId,
        formId: form.id,
        behaviour: BEHAVIOUR.submit,
        visitorId,
        phone,
        clientAddress,
        customerType: customer?.type ?? CUSTOMER_TYPE.nonEnterprise,
        customerId: customer?.id ?? null,
        customerName: customer?.name ?? '',
        answers: snapshotAnswers(form.componentList, check.answers),
        createdAt: at,
      })
      .returning({ id: superformRecords.id });
    if (!record) throw new Error('insert superform record returned no row');
    await tx
      .update(superforms)
      .set({ submitCount: sql`${superforms.submitCount} + 1` })
      .where(and(eq(superforms.tenantId, form.tenantId), eq(superforms.id, form.id)));
    await recordSubmissionEffects(
      tx,
      { tenantId: form.tenantId, recordId: record.id, form, customer, at },
      check.answers,
      bridge,
    );
    const result: SubmitResult = {
      is_skip: form.isSkip,
      skip_type: form.skipType === 2 ? 2 : 1,
      skip_link: form.isSkip ? form.skipLink : '',
    };
    return { kind: 'ok', result, recordId: record.id };
  });
}

/** spec §4 behaviour 1: a visit of the public page, at most once per visitor per half hour. */
export async function recordVisit(
  db: Database,
  form: FormRow,
  visitorId: string,
  nowMs: number,
  customer?: CustomerMatch,
): Promise<void> {
  const since = new Date(nowMs - VISIT_DEDUPE_MS);
  const [recent] = await db
    .select({ id: superformRecords.id })
    .from(superformRecords)
    .where(
      and(
        eq(superformRecords.tenantId, form.tenantId),
        eq(superformRecords.formId, form.id),
        eq(superformRecords.visitorId, visitorId),
        eq(superformRecords.behaviour, BEHAVIOUR.click),
        gt(superformRecords.createdAt, since),
      ),
    )
    .limit(1);
  if (recent) return;
  await db.insert(superformRecords).values({
    tenantId: form.tenantId,
    formId: form.id,
    behaviour: BEHAVIOUR.click,
    visitorId,
    customerType: customer?.type ?? CUSTOMER_TYPE.nonEnterprise,
    customerId: customer?.id ?? null,
    customerName: customer?.name ?? '',
    createdAt: new Date(nowMs),
  });
  await db
    .update(superforms)
    .set({ visitCount: sql`${superforms.visitCount} + 1` })
    .where(and(eq(superforms.tenantId, form.tenantId), eq(superforms.id, form.id)));
}
