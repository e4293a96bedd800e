// issue #18 /enterprise-quick-response import: rows pasted from a spreadsheet (分组, 标题,
// 内容). Every row is checked first (the composer's rules, unknown variables); then the
// missing groups of each "父/子" path are made and the scripts appended, in one transaction:
// all rows or none.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { unknownVariables } from '../../../../contract/message-content';
import { QUICK_REPLY_ERROR_CODES } from '../../../../contract/reach/enterprise-quick-response';
import type { QuickReplyImportBody } from '../../../../contract/reach/enterprise-quick-response';
import type { Database } from '../../../db/database';
import { quickReplies, quickReplyGroups } from '../../../db/schema/reach-chat-tools';
import { BusinessError } from '../../../http/http-errors';

export async function importReplies(
  db: Database,
  tenantId: string,
  userId: number,
  body: QuickReplyImportBody,
  now: Date,
) {
  body.rows.forEach((row, index) => {
    const unknown = unknownVariables(row.text);
    if (unknown.length > 0) {
      throw new BusinessError(
        QUICK_REPLY_ERROR_CODES.unknownReference,
        `第${index + 1}行的话术内容含有未知变量：${unknown.map((name) => `{${name}}`).join('、')}`,
      );
    }
  });
  return db.transaction(async (tx) => {
    let groupsCreated = 0;
    const known = new Map<string, number>();
    const groupId = async (name: string, parentId: number | null) => {
      const key = `${parentId ?? ''}/${name}`;
      const cached = known.get(key);
      if (cached !== undefined) return cached;
      const [found] = await tx
        .select({ id: quickReplyGroups.id })
        .from(quickReplyGroups)
        .where(
          and(
            eq(quickReplyGroups.tenantId, tenantId),
            eq(quickReplyGroups.name, name),
            parentId === null
              ? isNull(quickReplyGroups.parentId)
              : eq(quickReplyGroups.parentId, parentId),
          ),
        );
      let id = found?.id;
      if (id === undefined) {
        const [made] = await tx
          .insert(quickReplyGroups)
          .values({
            tenantId,
            name,
            parentId,
            sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from quick_reply_groups where tenant_id = ${tenantId})`,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: quickReplyGroups.id });
        id = made!.id;
        groupsCreated += 1;
      }
      known.set(key, id);
      return id;
    };
    for (const row of body.rows) {
      const [top, child] = row.group.split('/').map((part) => part.trim());
      const topId = await groupId(top!, null);
      const target = child ? await groupId(child, topId) : topId;
      await tx.insert(quickReplies).values({
        tenantId,
        groupId: target,
        title: row.title,
        message: { text: row.text, attachments: [] },
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from quick_replies where tenant_id = ${tenantId} and group_id = ${target})`,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      });
    }
    return { created: body.rows.length, groups_created: groupsCreated };
  });
}
