// issue #41 "Data scope": a console user is linked to one directory employee (the platform's
// follow user), whose customers are 本人 and whose department tree is 本部门 for the user's
// roles. Set in 成员管理 by a manager under the same rules as a role change.
import { and, eq } from 'drizzle-orm';
import { ROLE_ERROR_CODES } from '../../../../contract/setting/role-manage';
import type { Database } from '../../../db/database';
import { employees } from '../../../db/schema/directory';
import { memberships } from '../../../db/schema/identity';
import { BusinessError } from '../../../http/http-errors';
import { writeAudit } from './audit-trail';
import { assertCanManageMember } from './manager-rules';
import type { Manager } from './manager-rules';
import { memberOf, membershipKey, nextSessionVersion } from './user-store';

/** issue #41: which directory employee the member is (the anchor of 本人 / 本部门). */
export async function linkEmployee(
  db: Database,
  actor: Manager,
  userId: number,
  employeeId: number | null,
) {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, actor.tenantId, userId);
    // Linking decides whose customers a scoped member sees: the same rules as a role change.
    assertCanManageMember(actor, member, '不能修改自己关联的员工');
    let employeeName = '无';
    if (employeeId !== null) {
      const [employee] = await tx
        .select({ name: employees.name })
        .from(employees)
        .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, employeeId)));
      if (!employee) throw new BusinessError(ROLE_ERROR_CODES.employeeNotFound, '员工不存在');
      employeeName = employee.name;
    }
    await tx
      .update(memberships)
      .set({ employeeId, sessionVersion: nextSessionVersion })
      .where(membershipKey(actor.tenantId, userId));
    await writeAudit(tx, actor, {
      action: 'user_employee',
      targetName: member.label,
      detail: `关联员工：${employeeName}`,
    });
    return { id: userId };
  });
}
