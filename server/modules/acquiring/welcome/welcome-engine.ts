// issue #16 why-not-sent diagnostics: every add records which welcome was chosen and why, or
// why none was sent (code says none, no welcome for this employee, nickname blocked,
// platform window expired, platform error). Called after each applied add
// (customer/event-hooks.ts); a replayed add records nothing twice.
import { and, eq } from 'drizzle-orm';
import type { WelcomeOutcome } from '../../../../contract/acquiring/welcome';
import type { Database } from '../../../db/database';
import { welcomeLogs } from '../../../db/schema/acquiring-welcome';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { fillVariables } from '../../../../contract/message-content';
import { createWelcomeDelivery } from '../../../platform/welcome-adapter';
import type { WelcomeDelivery } from '../../../platform/welcome-adapter';
import { chooseWelcome } from './welcome-choice';
import { blockWordsOf, codeWelcomeOf, welcomesFor } from './welcome-lookup';

export interface AddForWelcome {
  readonly customerId: number;
  readonly employeeId: number;
  readonly channelCodeId: number | null;
  /** The add's contact-way state (which acquiring tool it came through); kept in the log. */
  readonly state?: string | null;
  readonly at: Date;
}

export interface WelcomeRecordResult {
  readonly outcome: WelcomeOutcome;
  readonly reason: string;
  readonly detail: string;
}

const PREVIEW_MAX = 120;

export async function welcomeOnAdd(
  db: Database,
  tenantId: string,
  add: AddForWelcome,
  now: Date = new Date(),
  delivery: WelcomeDelivery = createWelcomeDelivery(db),
): Promise<WelcomeRecordResult> {
  const [[customer], [employee]] = await Promise.all([
    db
      .select({ name: customers.name })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, add.customerId))),
    db
      .select({ name: employees.name })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, add.employeeId))),
  ]);
  const nickname = customer?.name ?? '';
  const [code, welcomes, blockWords] = await Promise.all([
    codeWelcomeOf(db, tenantId, add.channelCodeId),
    welcomesFor(db, tenantId, add.employeeId),
    blockWordsOf(db, tenantId),
  ]);
  const choice = chooseWelcome({ at: add.at, nickname, blockWords, code, ...welcomes });

  let result: WelcomeRecordResult;
  let source: string | null = null;
  let welcomeId: number | null = null;
  let preview = '';
  if (!choice.send) {
    result = { outcome: 'skipped', reason: choice.reason, detail: choice.detail };
  } else {
    source = choice.source;
    welcomeId = choice.welcomeId;
    // issue #38 item 9: the customer receives the text with its variables filled, and the log
    // shows what was sent, not the template.
    const message = {
      ...choice.message,
      text: fillVariables(choice.message.text, {
        客户昵称: nickname,
        员工姓名: employee?.name ?? '',
      }),
    };
    preview = message.text.slice(0, PREVIEW_MAX);
    // The code's own welcome is sent by the channel-code scan flow; ours go out here.
    const sent =
      choice.source === 'code'
        ? ({ ok: true } as const)
        : await delivery.sendWelcome(
            tenantId,
            { employeeId: add.employeeId, addedAt: add.at, message },
            now,
          );
    result = sent.ok
      ? { outcome: 'sent', reason: choice.reason, detail: choice.detail }
      : { outcome: 'failed', reason: sent.reason, detail: `${choice.detail}：${sent.detail}` };
  }
  await db
    .insert(welcomeLogs)
    .values({
      tenantId,
      customerId: add.customerId,
      customerName: nickname,
      employeeId: add.employeeId,
      channelCodeId: add.channelCodeId,
      state: add.state ?? null,
      outcome: result.outcome,
      source,
      reason: result.reason,
      detail: result.detail,
      welcomeId,
      textPreview: preview,
      occurredAt: add.at,
    })
    .onConflictDoNothing();
  return result;
}
