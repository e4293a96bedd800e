// issue #40 关联企业微信成员 (contract/setting/role-manage-wecom.ts, docs/wecom.md "Sign in with
// 企业微信"): the link from a synced WeCom member's userid to a console account, which 企业微信
// 扫码登录 follows (wecom_accounts). Whoever controls that WeCom member signs in as the account,
// so linking another member's account follows the role-change rules (assertCanManageMember: a
// manager never hands themselves a member with more rights); one's own account may be linked.
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { WECOM_LINK_ERRORS } from '../../../../contract/setting/role-manage-wecom';
import type {
  WecomLinkRow,
  WecomMemberOption,
} from '../../../../contract/setting/role-manage-wecom';
import type { Database } from '../../../db/database';
import { containsPattern } from '../../../db/list-query';
import { employees } from '../../../db/schema/directory';
import { wecomAccounts } from '../../../db/schema/wecom-sign-in';
import { onUniqueViolation } from '../../../db/unique-violation';
import { BusinessError } from '../../../http/http-errors';
import { writeAudit } from './audit-trail';
import { assertCanManageMember } from './manager-rules';
import type { Manager } from './manager-rules';
import { memberOf } from './user-store';

/** directory.ts employees.status: 1 active (2 left the company). */
const ACTIVE = 1;
const OPTIONS_MAX = 200;

const refuse = (error: { code: number; msg: string }) => new BusinessError(error.code, error.msg);

export async function listWecomLinks(
  db: Database,
  tenantId: string,
): Promise<{ list: WecomLinkRow[] }> {
  const list = await db
    .select({
      user_id: wecomAccounts.userId,
      wecom_user_id: wecomAccounts.wecomUserId,
      member_name: employees.name,
    })
    .from(wecomAccounts)
    .leftJoin(
      employees,
      and(
        eq(employees.tenantId, wecomAccounts.tenantId),
        eq(employees.platformUserId, wecomAccounts.wecomUserId),
      ),
    )
    .where(eq(wecomAccounts.tenantId, tenantId))
    .orderBy(asc(wecomAccounts.userId));
  return { list: list.map((row) => ({ ...row, member_name: row.member_name ?? '' })) };
}

export async function listWecomMemberOptions(
  db: Database,
  tenantId: string,
  keyword: string | undefined,
): Promise<{ list: WecomMemberOption[] }> {
  const like = keyword ? containsPattern(keyword) : undefined;
  const list = await db
    .select({
      wecom_user_id: employees.platformUserId,
      name: employees.name,
      linked_user_id: wecomAccounts.userId,
    })
    .from(employees)
    .leftJoin(
      wecomAccounts,
      and(
        eq(wecomAccounts.tenantId, employees.tenantId),
        eq(wecomAccounts.wecomUserId, employees.platformUserId),
      ),
    )
    .where(
      and(
        eq(employees.tenantId, tenantId),
        eq(employees.status, ACTIVE),
        like ? or(ilike(employees.name, like), ilike(employees.platformUserId, like)) : undefined,
      ),
    )
    .orderBy(asc(employees.name), asc(employees.platformUserId))
    .limit(OPTIONS_MAX);
  return { list };
}

/** Checks the acting manager may change `userId`'s sign-in (own account: always). */
async function memberToChange(db: Database, actor: Manager, userId: number) {
  const member = await memberOf(db, actor.tenantId, userId);
  if (member.id !== actor.userId) assertCanManageMember(actor, member, '');
  return member;
}

export async function linkWecomMember(
  db: Database,
  actor: Manager,
  userId: number,
  wecomUserId: string,
): Promise<WecomLinkRow> {
  const { tenantId } = actor;
  const member = await memberToChange(db, actor, userId);
  const [employee] = await db
    .select({ name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, tenantId),
        eq(employees.platformUserId, wecomUserId),
        eq(employees.status, ACTIVE),
      ),
    );
  if (!employee) throw refuse(WECOM_LINK_ERRORS.memberNotFound);
  const [holder] = await db
    .select({ userId: wecomAccounts.userId })
    .from(wecomAccounts)
    .where(and(eq(wecomAccounts.tenantId, tenantId), eq(wecomAccounts.wecomUserId, wecomUserId)));
  if (holder && holder.userId !== userId) throw refuse(WECOM_LINK_ERRORS.memberTaken);
  if (!holder) {
    // A racing link of the same member to another account loses on the primary key.
    await onUniqueViolation(
      () =>
        db.transaction(async (tx) => {
          await tx
            .delete(wecomAccounts)
            .where(and(eq(wecomAccounts.tenantId, tenantId), eq(wecomAccounts.userId, userId)));
          await tx.insert(wecomAccounts).values({ tenantId, wecomUserId, userId });
        }),
      () => refuse(WECOM_LINK_ERRORS.memberTaken),
    );
  }
  await writeAudit(db, actor, {
    action: 'user_wecom',
    targetName: member.label,
    detail: `关联企业微信成员：${employee.name}（${wecomUserId}）`,
  });
  return { user_id: userId, wecom_user_id: wecomUserId, member_name: employee.name };
}

export async function unlinkWecomMember(
  db: Database,
  actor: Manager,
  userId: number,
): Promise<{ id: number }> {
  const member = await memberToChange(db, actor, userId);
  const removed = await db
    .delete(wecomAccounts)
    .where(and(eq(wecomAccounts.tenantId, actor.tenantId), eq(wecomAccounts.userId, userId)))
    .returning({ wecomUserId: wecomAccounts.wecomUserId });
  const [link] = removed;
  if (!link) throw refuse(WECOM_LINK_ERRORS.notLinked);
  await writeAudit(db, actor, {
    action: 'user_wecom',
    targetName: member.label,
    detail: `解除企业微信关联：${link.wecomUserId}`,
  });
  return { id: userId };
}
