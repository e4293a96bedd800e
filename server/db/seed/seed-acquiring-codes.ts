// issue #15 seed: demo's lock codes (bindings, new scans and kept rescans over 90 days) and
// shunt codes (weighted 1:2:7 over employees, round-robin over channel codes; exposures
// with about a third added).
import type { LockCodeForm } from '../../../contract/acquiring/lock-code';
import type { ShuntCodeForm } from '../../../contract/acquiring/shunt-code';
import type { Database } from '../database';
import {
  lockBindings,
  lockCodes,
  lockScans,
  shuntCodes,
  shuntExposures,
} from '../schema/acquiring-tools';
import type { ToolSeedContext } from './seed-acquiring-tools';
import { DAY_MS, key, state, timeOn } from './seed-acquiring-tools';
import { insertInBatches } from './seed-sandbox-insert';

const lockForm = (
  name: string,
  employeeIds: readonly number[],
  scope: 'code' | 'tenant',
  days: number,
): LockCodeForm => ({
  name,
  employee_ids: [...employeeIds],
  schedule_enable: false,
  schedules: [],
  backup_employee_ids: [],
  auto_accept: true,
  tag_ids: [],
  welcome_text: '您好，我是您的专属顾问，有任何问题随时找我。',
  lock_scope: scope,
  lock_days: days,
  on_leave: 'pool',
  successor_employee_id: null,
});

export async function seedLockCodes(db: Database, context: ToolSeedContext) {
  const { tenantId, employeeIds, customerIds, random } = context;
  const forms = [
    lockForm('门店专属顾问码', employeeIds.slice(0, 3), 'tenant', 90),
    lockForm('高端客户锁客码', employeeIds.slice(2, 5), 'code', 0),
  ];
  let customerIndex = 0;
  for (const form of forms) {
    const [code] = await db
      .insert(lockCodes)
      .values({
        tenantId,
        name: form.name,
        state: state('lk'),
        publicKey: key(),
        config: form as never,
        createdAt: new Date(context.now.getTime() - 95 * DAY_MS),
      })
      .returning({ id: lockCodes.id });
    if (!code) continue;
    const bindings: (typeof lockBindings.$inferInsert)[] = [];
    const scans: (typeof lockScans.$inferInsert)[] = [];
    for (let daysAgo = 89; daysAgo >= 0; daysAgo -= 1) {
      const adds = Math.floor(random() * 3);
      for (let index = 0; index < adds && customerIndex < customerIds.length; index += 1) {
        const boundAt = timeOn(context, daysAgo);
        const employeeId = form.employee_ids[
          Math.floor(random() * form.employee_ids.length)
        ] as number;
        const expiresAt = form.lock_days
          ? new Date(boundAt.getTime() + form.lock_days * DAY_MS)
          : null;
        const rescans = random() < 0.35 ? 1 + Math.floor(random() * 3) : 0;
        const released = random() < 0.08;
        bindings.push({
          tenantId,
          lockCodeId: code.id,
          customerId: customerIds[customerIndex++] as number,
          employeeId,
          scope: form.lock_scope,
          boundAt,
          expiresAt,
          releasedAt: released
            ? new Date(Math.min(boundAt.getTime() + 20 * DAY_MS, context.now.getTime() - 1000))
            : null,
          releaseReason: released ? 'unbind' : '',
          rescans,
        });
        scans.push({ tenantId, lockCodeId: code.id, kind: 'new', employeeId, occurredAt: boundAt });
        for (let rescan = 0; rescan < rescans; rescan += 1) {
          const at = new Date(
            Math.min(boundAt.getTime() + (rescan + 1) * 3 * DAY_MS, context.now.getTime() - 1000),
          );
          scans.push({ tenantId, lockCodeId: code.id, kind: 'kept', employeeId, occurredAt: at });
        }
      }
    }
    await insertInBatches(bindings, (slice) => db.insert(lockBindings).values(slice));
    await insertInBatches(scans, (slice) => db.insert(lockScans).values(slice));
  }
}

export async function seedShuntCodes(db: Database, context: ToolSeedContext) {
  const { tenantId, employeeIds, random } = context;
  const weighted: ShuntCodeForm = {
    name: '直播间分流码',
    rule: 'weighted',
    targets: employeeIds.slice(0, 3).map((id, index) => ({
      kind: 'employee',
      ref_id: id,
      weight: [1, 2, 7][index] ?? 1,
      daily_cap: null,
      total_cap: null,
    })),
    fallback: employeeIds[3] ? { kind: 'employee', ref_id: employeeIds[3] } : null,
    active_hours_enable: false,
    active_start: '09:00',
    active_end: '21:00',
  };
  const forms: ShuntCodeForm[] = [weighted];
  if (context.channelCodeIds.length >= 2) {
    forms.push({
      name: '地推物料轮询码',
      rule: 'round_robin',
      targets: context.channelCodeIds.map((id) => ({
        kind: 'channel_code',
        ref_id: id,
        weight: 1,
        daily_cap: 40,
        total_cap: null,
      })),
      fallback: null,
      active_hours_enable: true,
      active_start: '08:00',
      active_end: '22:00',
    });
  }
  for (const form of forms) {
    const [code] = await db
      .insert(shuntCodes)
      .values({
        tenantId,
        name: form.name,
        state: state('sh'),
        publicKey: key(),
        config: form as never,
        createdAt: new Date(context.now.getTime() - 95 * DAY_MS),
      })
      .returning({ id: shuntCodes.id });
    if (!code) continue;
    const weights = form.targets.map((target) => (form.rule === 'weighted' ? target.weight : 1));
    const sum = weights.reduce((total, weight) => total + weight, 0);
    const rows: (typeof shuntExposures.$inferInsert)[] = [];
    for (let daysAgo = 89; daysAgo >= 0; daysAgo -= 1) {
      const scans = 6 + Math.floor(random() * 10);
      for (let index = 0; index < scans; index += 1) {
        let point = random() * sum;
        const target =
          form.targets.find((_, at) => (point -= weights[at] as number) < 0) ?? form.targets[0];
        if (!target) continue;
        const shownAt = timeOn(context, daysAgo);
        rows.push({
          tenantId,
          shuntCodeId: code.id,
          targetKey: `${target.kind}:${target.ref_id}`,
          token: key(),
          shownAt,
          addedAt: random() < 0.34 ? new Date(shownAt.getTime() + 30_000) : null,
        });
      }
    }
    await insertInBatches(rows, (slice) => db.insert(shuntExposures).values(slice));
  }
}
