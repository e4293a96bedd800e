// issue #9: a scan of a channel code, end to end. Route by schedule → cap → backup, let the
// sandbox platform add a made-up customer to that employee (its add_external_contact
// callback carries the code's state), then apply the code's settings: remark and
// description, tags, and the welcome message (own, default or none), each recorded.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ChannelCodeForm } from '../../../../contract/acquiring/channel-code';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { customerEvents } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import type { PlatformAdapter } from '../../../platform/adapter';
import { simulateScan } from '../../../platform/sandbox/simulate-scan';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { configOf, employeeIdsOf } from './channel-code-queries';
import { chinaClock } from '../../../../contract/china-time';
import { instantInWindow } from '../../../../contract/time-window';
import { applyCodeSettings } from './code-settings';
import { routeScan } from './routing';
import type { RouteReason } from './routing';

export type ScanOutcome =
  | {
      readonly ok: true;
      readonly codeName: string;
      readonly customerName: string;
      readonly employeeName: string;
      readonly reason: RouteReason;
      readonly autoAccepted: boolean;
      readonly tags: readonly string[];
      readonly welcome: { readonly type: 1 | 2; readonly text: string } | null;
    }
  | {
      readonly ok: false;
      readonly problem: 'not_found' | 'no_employee' | 'too_many';
      readonly codeName?: string;
    };

/** docs/domain.md §1: auto-accept always, or only inside its daily window. */
export function acceptsAutomatically(config: ChannelCodeForm, at: Date): boolean {
  if (!config.auto_accept) return false;
  if (config.auto_accept_all_day) return true;
  return instantInWindow(at, { start: config.auto_accept_start, end: config.auto_accept_end });
}

async function addsTodayByEmployee(db: Database, tenantId: string, codeId: number, at: Date) {
  const { dayStart } = chinaClock(at);
  const rows = await db
    .select({ employeeId: customerEvents.employeeId, value: sql<number>`count(*)::int` })
    .from(customerEvents)
    .where(
      and(
        eq(customerEvents.tenantId, tenantId),
        eq(customerEvents.channelCodeId, codeId),
        eq(customerEvents.eventType, 'added'),
        gte(customerEvents.occurredAt, dayStart),
        lt(customerEvents.occurredAt, new Date(dayStart.getTime() + 86_400_000)),
      ),
    )
    .groupBy(customerEvents.employeeId);
  return new Map(rows.map((row) => [row.employeeId ?? 0, row.value]));
}

/** The name of the code a scan key opens, if it exists (the page before 添加好友). */
export async function scanCodeName(db: Database, scanKey: string): Promise<string | undefined> {
  const [code] = await db
    .select({ name: channelCodes.name })
    .from(channelCodes)
    .where(eq(channelCodes.scanKey, scanKey));
  return code?.name;
}

export async function handleScan(
  db: Database,
  adapter: PlatformAdapter,
  scanKey: string,
  nickname: string | undefined,
  at: Date,
): Promise<ScanOutcome> {
  const [code] = await db.select().from(channelCodes).where(eq(channelCodes.scanKey, scanKey));
  if (!code) return { ok: false, problem: 'not_found' };
  const { tenantId } = code;
  const config = configOf(code);
  const candidates = [...employeeIdsOf(config), ...config.backup_employee_ids];
  const staff = candidates.length
    ? await db
        .select({ id: employees.id, name: employees.name, userId: employees.platformUserId })
        .from(employees)
        .where(
          and(
            eq(employees.tenantId, tenantId),
            eq(employees.status, 1),
            inArray(employees.id, candidates),
          ),
        )
    : [];
  const active = new Set(staff.map((row) => row.id));
  const decision = routeScan(
    config,
    at,
    await addsTodayByEmployee(db, tenantId, code.id, at),
    active,
  );
  const employee = staff.find((row) => row.id === decision?.employeeId);
  if (!decision || !employee) return { ok: false, problem: 'no_employee', codeName: code.name };

  const autoAccepted = acceptsAutomatically(config, at);
  const event = simulateScan({ userId: employee.userId, state: code.state, nickname, at });
  const applied = await applyPlatformEvent(db, tenantId, event, {
    route_reason: decision.reason,
    auto_accepted: autoAccepted,
  });
  if (!applied) return { ok: false, problem: 'no_employee', codeName: code.name };
  const { tags: tagNames, welcome } = await applyCodeSettings(db, adapter, {
    tenantId,
    code,
    customerId: applied.customerId,
    employeeId: employee.id,
    pair: { userId: employee.userId, externalUserId: event.contact.externalUserId },
    contactName: event.contact.name,
    welcomeCode: event.welcomeCode,
    at,
  });
  return {
    ok: true,
    codeName: code.name,
    customerName: event.contact.name,
    employeeName: employee.name,
    reason: decision.reason,
    autoAccepted,
    tags: tagNames,
    welcome,
  };
}
