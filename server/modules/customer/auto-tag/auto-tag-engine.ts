// issue #19 auto-tag: which enabled rules an event matches, and firing them once per event —
// (rule, event key) is the hit's primary key, so a replayed callback or a retried job tags
// nobody twice and counts no second hit.
import { and, eq, sql } from 'drizzle-orm';
import type { AutoTagConfig } from '../../../../contract/customer/auto-tag';
import type { Database } from '../../../db/database';
import { autoTagHits, autoTagRules } from '../../../db/schema/customer-ops';
import { instantInWindow } from '../../../../contract/time-window';
import { createPlatformAdapter } from '../../../platform/adapter';
import { addCustomerTags } from '../customer-list/customer-tagging';

export type AutoTagTrigger =
  | {
      kind: 'message';
      customerId: number;
      employeeId: number;
      text: string;
      eventKey: string;
      at: Date;
    }
  | { kind: 'joined_group'; customerId: number; groupId: number; eventKey: string; at: Date }
  | {
      kind: 'added';
      customerId: number;
      employeeId: number;
      channelCodeId: number | null;
      eventKey: string;
      at: Date;
    };

/** What a rule's config says of a trigger: the hit's detail, or null when it does not match. */
export function matchRule(config: AutoTagConfig, trigger: AutoTagTrigger): string | null {
  switch (config.type) {
    case 'keyword': {
      if (trigger.kind !== 'message') return null;
      const text = trigger.text.trim();
      const hit = config.keywords.find((word) =>
        config.match === 'exact' ? text === word : text.includes(word),
      );
      return hit ? `聊天命中关键词「${hit}」` : null;
    }
    case 'group':
      return trigger.kind === 'joined_group' && config.group_ids.includes(trigger.groupId)
        ? '加入了指定客户群'
        : null;
    case 'time': {
      if (trigger.kind !== 'added') return null;
      return instantInWindow(trigger.at, config) ? `在 ${config.start}-${config.end} 添加` : null;
    }
    case 'code':
      return trigger.kind === 'added' &&
        trigger.channelCodeId !== null &&
        config.channel_code_ids.includes(trigger.channelCodeId)
        ? '通过指定渠道活码添加'
        : null;
  }
}

/** Fires every matching enabled rule of the tenant once for this event; answers the hits. */
export async function runAutoTag(
  db: Database,
  tenantId: string,
  trigger: AutoTagTrigger,
): Promise<number> {
  const rules = await db
    .select()
    .from(autoTagRules)
    .where(and(eq(autoTagRules.tenantId, tenantId), eq(autoTagRules.enabled, true)));
  let hits = 0;
  for (const rule of rules) {
    const detail = matchRule(rule.config as AutoTagConfig, trigger);
    if (detail === null) continue;
    const [hit] = await db
      .insert(autoTagHits)
      .values({
        tenantId,
        ruleId: rule.id,
        eventKey: trigger.eventKey,
        customerId: trigger.customerId,
        detail,
        hitAt: trigger.at,
      })
      .onConflictDoNothing()
      .returning({ ruleId: autoTagHits.ruleId });
    if (!hit) continue;
    hits += 1;
    await db
      .update(autoTagRules)
      .set({ hitCount: sql`${autoTagRules.hitCount} + 1` })
      .where(and(eq(autoTagRules.tenantId, tenantId), eq(autoTagRules.id, rule.id)));
    await addCustomerTags(
      db,
      createPlatformAdapter(db),
      tenantId,
      [trigger.customerId],
      rule.tagIds,
      {
        at: trigger.at,
        source: 'batch',
        employeeId: 'employeeId' in trigger ? trigger.employeeId : null,
      },
    );
  }
  return hits;
}
