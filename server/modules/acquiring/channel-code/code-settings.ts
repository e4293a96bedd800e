// issue #9 / #35: what a channel code does once a customer was added through it (its `state`):
// the remark and description, the code's tags and its welcome message (own, default or none),
// each recorded. The sandbox scan and a WeCom add_external_contact callback both end here.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { channelCodes } from '../../../db/schema/acquiring';
import { customerEvents, customerRelations, tags } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { fillVariables } from '../../../../contract/message-content';
import type { PlatformAdapter } from '../../../platform/adapter';
import { addCustomerTags } from '../../customer/customer-list/customer-tagging';
import { configOf } from './channel-code-queries';

export interface CodeSettingsTarget {
  readonly tenantId: string;
  readonly code: typeof channelCodes.$inferSelect;
  readonly customerId: number;
  readonly employeeId: number;
  readonly pair: { readonly userId: string; readonly externalUserId: string };
  readonly contactName: string;
  /** The add event's welcome_code; null when there is none or its window has passed. */
  readonly welcomeCode: string | null;
  readonly at: Date;
}

export interface AppliedCodeSettings {
  readonly tags: readonly string[];
  readonly welcome: { readonly type: 1 | 2; readonly text: string } | null;
}

export async function applyCodeSettings(
  db: Database,
  adapter: PlatformAdapter,
  target: CodeSettingsTarget,
): Promise<AppliedCodeSettings> {
  const { tenantId, code, customerId, employeeId, pair, at } = target;
  const config = configOf(code);
  if (config.remark_enable || config.description_enable) {
    // docs/domain.md §1: the remark is appended to the customer's nickname.
    const remark = config.remark_enable ? `${target.contactName}-${config.remark}` : '';
    const description = config.description_enable ? config.description : '';
    await adapter.remark(tenantId, pair, remark, description);
    await db
      .update(customerRelations)
      .set({ remark, description })
      .where(
        and(
          eq(customerRelations.tenantId, tenantId),
          eq(customerRelations.customerId, customerId),
          eq(customerRelations.employeeId, employeeId),
        ),
      );
  }

  const tagIds = config.tag_enable ? config.tag_ids : [];
  const context = { at, source: 'channel_code' as const, employeeId, channelCodeId: code.id };
  await addCustomerTags(db, adapter, tenantId, [customerId], tagIds, context);
  const tagNames = tagIds.length
    ? (
        await db
          .select({ name: tags.name })
          .from(tags)
          .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds)))
      ).map((row) => row.name)
    : [];

  let welcome: AppliedCodeSettings['welcome'] = null;
  if (config.welcome_type !== 3 && target.welcomeCode) {
    // issue #38 item 9: the customer receives the text with its variables filled.
    const [employee] = await db
      .select({ name: employees.name })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
    const text =
      config.welcome_type === 1
        ? fillVariables(config.welcome_text, {
            客户昵称: target.contactName,
            员工姓名: employee?.name ?? '',
          })
        : '';
    await adapter.sendWelcome(tenantId, target.welcomeCode, {
      text,
      attachments: config.welcome_attachments,
    });
    welcome = { type: config.welcome_type, text };
    await db.insert(customerEvents).values({
      tenantId,
      customerId,
      employeeId,
      channelCodeId: code.id,
      eventType: 'welcome_sent',
      content: {
        welcome_type: config.welcome_type,
        text,
        attachments: config.welcome_attachments.length,
      },
      occurredAt: at,
    });
  }
  return { tags: tagNames, welcome };
}
