// issue #16 /ai-call 导入表格加粉: demo's imports of the last 90 days — finished, running,
// paused, one waiting 待确认 with its report, one failed on an empty sheet — with numbers in
// every state, recycled ones, and reminders, so the page shows real numbers on a fresh start.
// Idempotent (a tenant with an import is left alone).
import { and, asc, eq } from 'drizzle-orm';
import { NUMBER_STATUS } from '../../../contract/acquiring/ai-call';
import { seededRandom } from '../../platform/sandbox/fake-people';
import type { Database } from '../database';
import { aiCallImports, aiCallNumbers, aiCallReminders } from '../schema/acquiring-ai-call';
import type { StagedRow } from '../schema/acquiring-ai-call';
import { employees } from '../schema/directory';
import { insertInBatches } from './seed-sandbox-insert';
import { chinaDateOf } from '../../../contract/china-time';

const DAY = 86_400_000;
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高'.split('');
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明'];
const TAGS = ['展会名单', '意向客户', '老客户转介绍', '华东', '华南', '高意向'];
const PLANS = [
  { title: '2026秋季展会名单', file: '秋季展会.xlsx', daysAgo: 84, rows: 420, status: 'done' },
  { title: '门店到访登记', file: '门店登记.csv', daysAgo: 61, rows: 260, status: 'running' },
  { title: '老客户转介绍', file: '转介绍.xlsx', daysAgo: 35, rows: 180, status: 'running' },
  { title: '直播报名名单', file: '直播报名.csv', daysAgo: 12, rows: 320, status: 'paused' },
  { title: '双十一预约用户', file: '双十一预约.csv', daysAgo: 3, rows: 150, status: 'running' },
  { title: '线下沙龙签到', file: '沙龙签到.xlsx', daysAgo: 1, rows: 40, status: 'confirm' },
  { title: '合作渠道名单', file: '渠道名单.csv', daysAgo: 20, rows: 0, status: 'failed' },
] as const;

export async function seedAiCall(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: aiCallImports.id })
    .from(aiCallImports)
    .where(eq(aiCallImports.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const staff = (
    await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.status, 1)))
      .orderBy(asc(employees.id))
      .limit(6)
  ).map((row) => row.id);
  if (staff.length === 0) return false;
  const random = seededRandom(16_016);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  let serial = 0;
  for (const [index, plan] of PLANS.entries()) {
    const createdAt = new Date(now.getTime() - plan.daysAgo * DAY);
    const team = staff.slice(index % 3, (index % 3) + 3);
    const rows: StagedRow[] = Array.from({ length: plan.rows }, (_, i) => {
      serial += 1;
      const roll = random();
      const phone = `1${pick(['38', '39', '58', '86', '77'])}${String(10_000_000 + serial * 7919).slice(-8)}`;
      const base = {
        line: i + 2,
        phone,
        name: `${pick(SURNAMES)}${pick(GIVEN)}`,
        tags: random() < 0.5 ? pick(TAGS) : '',
        remark: random() < 0.2 ? '已电话沟通' : '',
      };
      if (roll < 0.04)
        return {
          ...base,
          phone: phone.slice(0, 9),
          status: NUMBER_STATUS.invalid,
          reason: '手机号格式不正确（应为11位手机号）',
        };
      if (roll < 0.07)
        return { ...base, status: NUMBER_STATUS.duplicate, reason: `与第${Math.max(2, i)}行重复` };
      return { ...base, status: NUMBER_STATUS.unassigned, reason: '' };
    });
    const report = rows.filter((row) => row.status !== NUMBER_STATUS.unassigned);
    const [created] = await db
      .insert(aiCallImports)
      .values({
        tenantId,
        title: plan.title,
        fileName: plan.file,
        status: plan.status,
        assignMode: 'even',
        employeeIds: team,
        remindAfterDays: 2,
        recycleAfterDays: 7,
        staged: plan.status === 'confirm' ? rows : null,
        report,
        failure: plan.status === 'failed' ? '表格没有数据行' : '',
        totalRows: rows.length,
        validRows: rows.length - report.length,
        invalidRows: report.filter((row) => row.status === NUMBER_STATUS.invalid).length,
        duplicateRows: report.filter((row) => row.status === NUMBER_STATUS.duplicate).length,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: aiCallImports.id });
    const importId = created?.id ?? 0;
    if (plan.status === 'confirm' || plan.status === 'failed') continue;
    const age = plan.daysAgo;
    let valid = 0;
    const numbers = rows.map((row) => {
      if (row.status !== NUMBER_STATUS.unassigned) {
        return { tenantId, importId, ...row, employeeId: null, allotNum: 0, createdAt };
      }
      const employeeId = team[valid % team.length] ?? null;
      valid += 1;
      const roll = random();
      // Older imports have progressed further; a few numbers were recycled once.
      const progress = Math.min(1, age / 30);
      const status =
        plan.status === 'done' || roll < 0.55 * progress + 0.1
          ? NUMBER_STATUS.added
          : roll < 0.8 * progress + 0.15
            ? NUMBER_STATUS.awaiting
            : NUMBER_STATUS.toAdd;
      const recycled = status === NUMBER_STATUS.toAdd && age > 7 && random() < 0.5;
      const assignedAt = new Date(createdAt.getTime() + (recycled ? 7 * DAY : 0));
      const addedAt = new Date(
        assignedAt.getTime() + Math.floor(random() * Math.min(age, 10)) * DAY + 3_600_000,
      );
      return {
        tenantId,
        importId,
        ...row,
        employeeId,
        status,
        allotNum: recycled ? 2 : 1,
        assignedAt,
        requestedAt: status === NUMBER_STATUS.toAdd ? null : assignedAt,
        addedAt: status === NUMBER_STATUS.added ? (addedAt < now ? addedAt : now) : null,
        createdAt,
      };
    });
    await insertInBatches(numbers, (slice) => db.insert(aiCallNumbers).values(slice));
    if (plan.status === 'done') continue;
    const reminders = team.flatMap((employeeId, at) =>
      Array.from({ length: Math.min(5, Math.floor(age / 2)) }, (_, day) => ({
        tenantId,
        importId,
        employeeId,
        day: chinaDateOf(createdAt, day + 2),
        pending: 3 + ((day + at) % 7),
        createdAt: new Date(createdAt.getTime() + (day + 2) * DAY),
      })),
    );
    if (reminders.length > 0) await db.insert(aiCallReminders).values(reminders);
  }
  return true;
}
