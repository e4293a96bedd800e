// issue #35, docs/wecom.md "Callbacks": change_external_contact applied to the mirror through
// the same domain function as the sandbox (applyPlatformEvent). An add reads the customer
// (externalcontact/get), then the channel code found by its State applies its tags, remark and
// welcome, the welcome with the event's WelcomeCode while WeCom's 20-second window lasts.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { customerRelations, customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { WELCOME_WINDOW_MS } from '../../../platform/welcome-adapter';
import type { CallbackEvent } from '../../../platform/wecom-callback/callback-event';
import type { CallbackPlatform } from '../../../platform/wecom-callback/callback-platform';
import { applyCodeSettings } from '../../acquiring/channel-code/code-settings';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import type { ApplyStep } from './callback-job';

type ContactEvent = Extract<CallbackEvent, { family: 'change_external_contact' }>;
type Outcome = { outcome: 'applied' | 'ignored'; note: Record<string, unknown> };

/** The relation of the pair, with the code it came from. */
async function relationOf(db: Database, tenantId: string, event: ContactEvent) {
  const [row] = await db
    .select({
      customerId: customerRelations.customerId,
      employeeId: customerRelations.employeeId,
      channelCodeId: customerRelations.channelCodeId,
    })
    .from(customerRelations)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, tenantId), eq(customers.id, customerRelations.customerId)),
    )
    .innerJoin(
      employees,
      and(eq(employees.tenantId, tenantId), eq(employees.id, customerRelations.employeeId)),
    )
    .where(
      and(
        eq(customerRelations.tenantId, tenantId),
        eq(customers.externalUserId, event.externalUserId),
        eq(employees.platformUserId, event.userId),
      ),
    );
  return row;
}

async function applyAdd(
  db: Database,
  platform: CallbackPlatform,
  tenantId: string,
  event: ContactEvent,
  step: ApplyStep,
): Promise<Outcome> {
  const detail = await platform.details.externalContact(
    tenantId,
    event.externalUserId,
    event.userId,
  );
  if (!detail) return { outcome: 'ignored', note: { reason: 'contact_not_found' } };
  const state = event.state || detail.follower?.state || '';
  const half = event.change === 'add_half_external_contact';
  await step.once(`${step.key}:add`, async (tx) => {
    await applyPlatformEvent(
      tx,
      tenantId,
      {
        type: 'add_external_contact',
        userId: event.userId,
        contact: detail.contact,
        state,
        addWay: detail.follower?.addWay ?? 0,
        welcomeCode: event.welcomeCode,
        at: event.at,
      },
      { source: 'wecom_callback', ...(half ? { half: true } : {}) },
    );
  });
  const relation = await relationOf(db, tenantId, event);
  if (!relation) return { outcome: 'ignored', note: { reason: 'employee_not_found' } };
  const note = { customer_id: relation.customerId, channel_code_id: relation.channelCodeId };
  if (relation.channelCodeId === null) return { outcome: 'applied', note };
  const [code] = await db
    .select()
    .from(channelCodes)
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, relation.channelCodeId)));
  if (!code) return { outcome: 'applied', note };
  const inWindow = step.now.getTime() - event.at.getTime() <= WELCOME_WINDOW_MS;
  // The welcome is claimed before it is sent: never twice, even if the job is retried.
  const welcomeCode =
    inWindow && event.welcomeCode && (await step.once(`${step.key}:welcome`, async () => {}))
      ? event.welcomeCode
      : null;
  // Tags and remark are idempotent (a retry adds nothing twice); platform calls stay outside
  // any transaction.
  const settings = await applyCodeSettings(db, platform.adapter, {
    tenantId,
    code,
    customerId: relation.customerId,
    employeeId: relation.employeeId,
    pair: { userId: event.userId, externalUserId: event.externalUserId },
    contactName: detail.contact.name,
    welcomeCode,
    at: event.at,
  });
  const welcome = settings.welcome ? 'sent' : inWindow ? 'none' : 'window_expired';
  return { outcome: 'applied', note: { ...note, tags: settings.tags, welcome } };
}

async function applyEdit(
  db: Database,
  platform: CallbackPlatform,
  tenantId: string,
  event: ContactEvent,
  step: ApplyStep,
): Promise<Outcome> {
  const detail = await platform.details.externalContact(
    tenantId,
    event.externalUserId,
    event.userId,
  );
  const relation = await relationOf(db, tenantId, event);
  if (!detail || !relation) return { outcome: 'ignored', note: { reason: 'contact_not_found' } };
  const { contact, follower } = detail;
  await step.once(`${step.key}:edit`, async (tx) => {
    await tx
      .update(customers)
      .set({
        name: contact.name,
        avatar: contact.avatar,
        type: contact.type,
        corpName: contact.corpName,
        gender: contact.gender,
      })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, relation.customerId)));
    if (follower) {
      await tx
        .update(customerRelations)
        .set({ remark: follower.remark, description: follower.description })
        .where(
          and(
            eq(customerRelations.tenantId, tenantId),
            eq(customerRelations.customerId, relation.customerId),
            eq(customerRelations.employeeId, relation.employeeId),
          ),
        );
    }
  });
  return { outcome: 'applied', note: { customer_id: relation.customerId } };
}

export async function applyContactEvent(
  db: Database,
  platform: CallbackPlatform,
  tenantId: string,
  event: ContactEvent,
  step: ApplyStep,
): Promise<Outcome> {
  const pair = { userId: event.userId, externalUserId: event.externalUserId, at: event.at };
  switch (event.change) {
    case 'add_external_contact':
    case 'add_half_external_contact':
      return applyAdd(db, platform, tenantId, event, step);
    case 'edit_external_contact':
      return applyEdit(db, platform, tenantId, event, step);
    case 'del_external_contact':
      if (event.source === 'DELETE_BY_TRANSFER') {
        // A transfer (在职继承) ended the relation: not a loss of the customer.
        const relation = await relationOf(db, tenantId, event);
        if (!relation) return { outcome: 'ignored', note: { reason: 'relation_not_found' } };
        await step.once(`${step.key}:transfer`, async (tx) => {
          await tx
            .update(customerRelations)
            .set({ deletedByEmployeeAt: event.at })
            .where(
              and(
                eq(customerRelations.tenantId, tenantId),
                eq(customerRelations.customerId, relation.customerId),
                eq(customerRelations.employeeId, relation.employeeId),
              ),
            );
        });
        return { outcome: 'applied', note: { source: event.source } };
      }
      await step.once(`${step.key}:del`, async (tx) => {
        await applyPlatformEvent(tx, tenantId, { type: 'del_external_contact', ...pair });
      });
      return { outcome: 'applied', note: {} };
    case 'del_follow_user':
      await step.once(`${step.key}:del`, async (tx) => {
        await applyPlatformEvent(tx, tenantId, { type: 'del_follow_user', ...pair });
      });
      return { outcome: 'applied', note: {} };
    case 'transfer_fail':
      // The customer stays with its original employee: our relations are already right.
      return { outcome: 'applied', note: { fail_reason: event.failReason } };
  }
}
