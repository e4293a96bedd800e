// The super-form side of issue #9's customers: a public page opened with ?cid=<external
// user id> (a link an employee sent to one customer) files the visit and the submission
// under that customer, with its type (spec §4: 1 non-enterprise, 2 enterprise), and applies
// the submission's effects to that customer: the option rules' tags (open_client_tag) and a
// timeline entry (open_track_record), and (issue #19) the profile fields (sync_client_info)
// into the customer's phone / birthday fields of /custom-info. The employee notice (no
// messaging channel yet) stays recorded in superform_effects.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { customerEvents, customers, tagGroups, tags } from '../../../db/schema/customers';
import { createPlatformAdapter } from '../../../platform/adapter';
import { syncProfileFields } from '../../customer/custom-info/custom-fields';
import { addCustomerTags } from '../../customer/customer-list/customer-tagging';
import type { CustomerBridge, EffectContext, PlannedEffect } from './submission-effects';

/** Where tags named by a form rule but missing from the company tags are created. */
export const FORM_TAG_GROUP = '超级表单';

async function formTagGroupId(db: Database, tenantId: string): Promise<number> {
  await db
    .insert(tagGroups)
    .values({ tenantId, name: FORM_TAG_GROUP })
    .onConflictDoNothing({ target: [tagGroups.tenantId, tagGroups.name] });
  const [group] = await db
    .select({ id: tagGroups.id })
    .from(tagGroups)
    .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.name, FORM_TAG_GROUP)));
  if (!group) throw new Error('form tag group missing');
  return group.id;
}

/** Company tag ids for the rule's tag names: existing tags first, the rest created. */
async function tagIdsForNames(db: Database, tenantId: string, names: string[]): Promise<number[]> {
  const existing = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.name, names)));
  const found = new Map(existing.map((tag) => [tag.name, tag.id]));
  const missing = names.filter((name) => !found.has(name));
  if (missing.length > 0) {
    const groupId = await formTagGroupId(db, tenantId);
    const created = await db
      .insert(tags)
      .values(missing.map((name) => ({ tenantId, groupId, name })))
      .onConflictDoNothing()
      .returning({ id: tags.id, name: tags.name });
    for (const tag of created) found.set(tag.name, tag.id);
  }
  return [...new Set(found.values())];
}

async function applyTags(db: Database, effect: PlannedEffect, context: EffectContext) {
  const detailTags = (effect.detail.tags ?? []) as Array<{ tag_name?: unknown }>;
  const names = detailTags.map((tag) => String(tag.tag_name ?? '').trim()).filter(Boolean);
  if (!context.customer || names.length === 0) return false;
  const tagIds = await tagIdsForNames(db, context.tenantId, names);
  await addCustomerTags(
    db,
    createPlatformAdapter(db),
    context.tenantId,
    [context.customer.id],
    tagIds,
    {
      at: context.at,
      source: 'superform',
    },
  );
  return true;
}

async function applyTimeline(db: Database, context: EffectContext) {
  if (!context.customer) return false;
  await db.insert(customerEvents).values({
    tenantId: context.tenantId,
    customerId: context.customer.id,
    eventType: 'form_submitted',
    content: {
      form_id: context.form.id,
      form_title: context.form.title,
      record_id: context.recordId,
    },
    occurredAt: context.at,
  });
  return true;
}

export const CUSTOMER_TABLE_BRIDGE: CustomerBridge = {
  async findCustomer(db, tenantId, reference) {
    const [row] = await db
      .select({ id: customers.id, name: customers.name, type: customers.type })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.externalUserId, reference)));
    return row ? { id: row.id, name: row.name, type: row.type === 2 ? 2 : 1 } : undefined;
  },
  async apply(db, effect, context) {
    if (effect.effectType === 'tag') return applyTags(db, effect, context);
    if (effect.effectType === 'timeline') return applyTimeline(db, context);
    if (effect.effectType === 'profile' && context.customer) {
      const fields = effect.detail as Record<string, string>;
      return syncProfileFields(db, context.tenantId, context.customer.id, fields, context.at);
    }
    return false;
  },
};
