// issue #16: the sandbox's send_welcome_msg. It fails as WeCom does: after the 20-second
// window of the welcome_code, and for an employee whose interface licence (seat) is not
// active (docs/domain.md §7 seat_status), whose welcome the platform refuses.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { customerGroups } from '../../db/schema/customers';
import { employees } from '../../db/schema/directory';
import { WELCOME_WINDOW_MS } from '../welcome-adapter';
import type { WelcomeDelivery } from '../welcome-adapter';

async function seatActive(db: Database, tenantId: string, employeeId: number) {
  const [row] = await db
    .select({ seat: employees.seatStatus })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  return row?.seat === 1;
}

export function createSandboxWelcome(db: Database): WelcomeDelivery {
  return {
    async sendWelcome(tenantId, delivery, now) {
      if (now.getTime() - delivery.addedAt.getTime() > WELCOME_WINDOW_MS) {
        return {
          ok: false,
          reason: 'window_expired',
          detail: '添加好友超过20秒才处理，欢迎语发送窗口已过期',
        };
      }
      if (!(await seatActive(db, tenantId, delivery.employeeId))) {
        return {
          ok: false,
          reason: 'platform_error',
          detail: '平台拒绝发送：员工未开通或已过期接口许可',
        };
      }
      return { ok: true };
    },
    async sendGroupWelcome(tenantId, delivery) {
      const [group] = await db
        .select({ owner: customerGroups.ownerEmployeeId })
        .from(customerGroups)
        .where(and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.id, delivery.groupId)));
      if (!group?.owner || !(await seatActive(db, tenantId, group.owner))) {
        return {
          ok: false,
          reason: 'platform_error',
          detail: '平台拒绝发送：群主未开通或已过期接口许可',
        };
      }
      return { ok: true };
    },
  };
}
