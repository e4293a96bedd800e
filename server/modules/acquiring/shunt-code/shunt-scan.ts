// issue #15 /shunt-code: one scan = one exposure of the picked target (exposures equal scans);
// pressing 添加 on the page marks that exposure added, once, and adds the customer: to the
// employee, through the channel code's own routing, or into the group code's current group.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { ShuntCodeForm, ShuntTargetRef } from '../../../../contract/acquiring/shunt-code';
import { targetKeyOf } from '../../../../contract/acquiring/shunt-code';
import type { Database } from '../../../db/database';
import { channelCodes } from '../../../db/schema/acquiring';
import { shuntCodes, shuntExposures } from '../../../db/schema/acquiring-tools';
import { simulateScan } from '../../../platform/sandbox/simulate-scan';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { chinaClock } from '../../../../contract/china-time';
import { employeeMap } from '../tool-kit/tool-refs';
import { pickShuntTarget } from './shunt-pick';
import { shuntTargetNames } from './shunt-targets';

export type ShuntShowOutcome =
  | {
      readonly ok: true;
      readonly codeName: string;
      readonly token: string;
      readonly targetName: string;
      readonly kind: ShuntTargetRef['kind'];
    }
  | {
      readonly ok: false;
      readonly problem: 'not_found' | 'disabled' | 'no_target';
      readonly codeName?: string;
    };

export async function showShuntTarget(
  db: Database,
  publicKey: string,
  at: Date,
  random: () => number = Math.random,
): Promise<ShuntShowOutcome> {
  const [code] = await db.select().from(shuntCodes).where(eq(shuntCodes.publicKey, publicKey));
  if (!code) return { ok: false, problem: 'not_found' };
  if (!code.enabled) return { ok: false, problem: 'disabled', codeName: code.name };
  const { tenantId } = code;
  const config = code.config as unknown as ShuntCodeForm;
  const clock = chinaClock(at);
  const rows = await db
    .select({
      key: shuntExposures.targetKey,
      total: count(),
      today: sql<number>`count(*) filter (where ${shuntExposures.shownAt} >= ${clock.dayStart.toISOString()})::int`,
    })
    .from(shuntExposures)
    .where(and(eq(shuntExposures.tenantId, tenantId), eq(shuntExposures.shuntCodeId, code.id)))
    .groupBy(shuntExposures.targetKey);
  const counts = {
    today: new Map(rows.map((row) => [row.key, row.today])),
    total: new Map(rows.map((row) => [row.key, row.total])),
  };
  const pick = pickShuntTarget(config, counts, code.cursor, random, clock.time);
  if (!pick) return { ok: false, problem: 'no_target', codeName: code.name };
  const token = randomBytes(16).toString('hex');
  await db.insert(shuntExposures).values({
    tenantId,
    shuntCodeId: code.id,
    targetKey: targetKeyOf(pick.target),
    fallback: pick.fallback,
    token,
    shownAt: at,
  });
  if (pick.cursor !== code.cursor) {
    await db
      .update(shuntCodes)
      .set({ cursor: pick.cursor })
      .where(and(eq(shuntCodes.tenantId, tenantId), eq(shuntCodes.id, code.id)));
  }
  const names = await shuntTargetNames(db, tenantId, [pick.target]);
  return {
    ok: true,
    codeName: code.name,
    token,
    targetName: names.get(targetKeyOf(pick.target)) ?? '-',
    kind: pick.target.kind,
  };
}

export type ShuntAddOutcome =
  | {
      readonly ok: true;
      readonly codeName: string;
      readonly targetName: string;
      readonly customerName: string;
    }
  | { readonly ok: false; readonly problem: 'not_found' | 'used' };

/** The customer presses 添加 on an exposure: adds once per exposure (the token). */
export async function addThroughExposure(
  db: Database,
  publicKey: string,
  token: string,
  nickname: string | undefined,
  at: Date,
  joinGroup: (tenantId: string, groupCodeId: number, at: Date) => Promise<boolean>,
): Promise<ShuntAddOutcome> {
  const [row] = await db
    .select({ exposure: shuntExposures, code: shuntCodes })
    .from(shuntExposures)
    .innerJoin(
      shuntCodes,
      and(
        eq(shuntCodes.tenantId, shuntExposures.tenantId),
        eq(shuntCodes.id, shuntExposures.shuntCodeId),
      ),
    )
    .where(and(eq(shuntExposures.token, token), eq(shuntCodes.publicKey, publicKey)));
  if (!row) return { ok: false, problem: 'not_found' };
  const { exposure, code } = row;
  const [claimed] = await db
    .update(shuntExposures)
    .set({ addedAt: at })
    .where(
      and(
        eq(shuntExposures.tenantId, code.tenantId),
        eq(shuntExposures.id, exposure.id),
        isNull(shuntExposures.addedAt),
      ),
    )
    .returning({ id: shuntExposures.id });
  if (!claimed) return { ok: false, problem: 'used' };
  const [kind, refText] = exposure.targetKey.split(':');
  const refId = Number(refText);
  const names = await shuntTargetNames(db, code.tenantId, [
    { kind: kind as ShuntTargetRef['kind'], ref_id: refId },
  ]);
  const targetName = names.get(exposure.targetKey) ?? '-';
  let customerName = nickname ?? '模拟客户';
  if (kind === 'group_code') {
    await joinGroup(code.tenantId, refId, at);
  } else {
    const employeeId =
      kind === 'employee' ? refId : await channelCodeEmployee(db, code.tenantId, refId);
    const employee = employeeId
      ? (await employeeMap(db, code.tenantId, [employeeId])).get(employeeId)
      : undefined;
    if (employee) {
      const event = simulateScan({ userId: employee.userId, state: code.state, nickname, at });
      await applyPlatformEvent(db, code.tenantId, event, {
        shunt_code_id: code.id,
        target: exposure.targetKey,
      });
      customerName = event.contact.name;
    }
  }
  return { ok: true, codeName: code.name, targetName, customerName };
}

/** A channel-code target adds to its first listed employee (its own routing is #9's). */
async function channelCodeEmployee(db: Database, tenantId: string, codeId: number) {
  const [code] = await db
    .select({ config: channelCodes.config })
    .from(channelCodes)
    .where(and(eq(channelCodes.tenantId, tenantId), eq(channelCodes.id, codeId)));
  const ids = (code?.config as { employee_ids?: number[] } | undefined)?.employee_ids ?? [];
  return ids[0];
}
