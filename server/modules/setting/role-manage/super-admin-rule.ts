// issue #14: the last enabled super admin of a tenant cannot be removed, disabled or moved to
// another role, or nobody could manage roles any more. The tenant's built-in role rows are
// locked first, so two admins demoting each other at once cannot both pass.
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import type { Database } from '../../../db/database';
import { memberships, roles } from '../../../db/schema/identity';
import { BusinessError } from '../../../http/http-errors';

export interface MemberState {
  readonly roleBuiltIn: boolean;
  readonly enabled: boolean;
}

/** Call inside the transaction that removes `userId` from the enabled super admins. */
export async function assertAnotherSuperAdmin(
  tx: Database,
  tenantId: string,
  userId: number,
  member: MemberState,
): Promise<void> {
  if (!member.roleBuiltIn || !member.enabled) return;
  await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.builtIn, true)))
    .for('update');
  const [others] = await tx
    .select({ value: count() })
    .from(memberships)
    .innerJoin(
      roles,
      and(eq(roles.tenantId, memberships.tenantId), eq(roles.id, memberships.roleId)),
    )
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        eq(roles.builtIn, true),
        isNull(memberships.disabledAt),
        ne(memberships.userId, userId),
      ),
    );
  if ((others?.value ?? 0) === 0) {
    throw new BusinessError(
      ROLE_ERROR_CODES.lastSuperAdmin,
      '这是最后一个启用的超级管理员，不能移除、停用或更换角色',
    );
  }
}
