// issue #16 /group-welcome demo data: two templates (by group, by owner) and the log of the
// last 90 days' joins, chosen by the same rule as live joins (named group first, then owner).
import type { MessageContent } from '../../../contract/message-content';
import type { Database } from '../database';
import { groupWelcomeLogs, groupWelcomeTemplates } from '../schema/acquiring-welcome';
import { insertInBatches } from './seed-sandbox-insert';

const DAY_MS = 86_400_000;

export interface GroupWelcomeSeed {
  readonly tenantId: string;
  readonly now: Date;
  readonly joins: readonly { customerId: number; content: unknown; at: Date }[];
  readonly groups: readonly { id: number; owner: number | null }[];
  readonly ownerIds: readonly number[];
}

export async function seedGroupWelcome(
  tx: Pick<Database, 'insert'>,
  { tenantId, now, joins, groups, ownerIds }: GroupWelcomeSeed,
) {
  const coupon: MessageContent = {
    text: '欢迎新朋友入群！群内每周三福利秒杀，置顶公告有领券入口，进群先看群规哦～',
    attachments: [
      {
        type: 'link',
        title: '新人专享券包',
        desc: '入群即领，满99减20',
        url: 'https://example.com/coupon',
        cover: '',
      },
    ],
  };
  const templates = await tx
    .insert(groupWelcomeTemplates)
    .values([
      {
        tenantId,
        name: '新人入群欢迎',
        message: coupon,
        groupIds: groups.slice(0, 3).map((group) => group.id),
        ownerEmployeeIds: [],
        createdAt: new Date(now.getTime() - 80 * DAY_MS),
        updatedAt: new Date(now.getTime() - 30 * DAY_MS),
      },
      {
        tenantId,
        name: '门店群通用欢迎',
        message: { text: '欢迎加入门店会员群，到店出示群聊天记录可享会员价。', attachments: [] },
        groupIds: [],
        ownerEmployeeIds: [...ownerIds],
        createdAt: new Date(now.getTime() - 70 * DAY_MS),
        updatedAt: new Date(now.getTime() - 20 * DAY_MS),
      },
    ])
    .returning({ id: groupWelcomeTemplates.id });
  const [byGroup, byOwner] = templates as [{ id: number }, { id: number }];
  const ownerOf = new Map(groups.map((group) => [group.id, group.owner]));
  const named = new Set(groups.slice(0, 3).map((group) => group.id));
  const joinLogs = joins.flatMap((join): (typeof groupWelcomeLogs.$inferInsert)[] => {
    const groupId = Number((join.content as { group_id?: unknown }).group_id);
    if (!Number.isInteger(groupId) || !ownerOf.has(groupId)) return [];
    const owner = ownerOf.get(groupId);
    const template = named.has(groupId)
      ? { id: byGroup.id, reason: 'group', detail: '按客户群使用「新人入群欢迎」' }
      : owner !== null && owner !== undefined && ownerIds.includes(owner)
        ? { id: byOwner.id, reason: 'owner', detail: '按群主使用「门店群通用欢迎」' }
        : null;
    return [
      {
        tenantId,
        groupId,
        customerId: join.customerId,
        templateId: template?.id ?? null,
        outcome: template ? 'sent' : 'skipped',
        reason: template?.reason ?? 'no_template',
        detail: template?.detail ?? '该群及其群主没有入群欢迎语',
        occurredAt: join.at,
      },
    ];
  });
  await insertInBatches(joinLogs, (slice) =>
    tx.insert(groupWelcomeLogs).values(slice).onConflictDoNothing(),
  );
}
