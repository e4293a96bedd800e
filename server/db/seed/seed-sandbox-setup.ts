// Seeds a tenant's platform side (sandbox store) and our mirror of it: departments, employees,
// company tags, channel-code groups and codes. Answers the ids the history needs.
import { randomBytes } from 'node:crypto';
import { channelCodeFormSchema } from '../../../contract/acquiring/channel-code';
import type { ChannelCodeForm } from '../../../contract/acquiring/channel-code';
import type { PlatformDepartment, PlatformEmployee } from '../../platform/adapter';
import { pick, personName, randomInt } from '../../platform/sandbox/fake-people';
import type { Random } from '../../platform/sandbox/fake-people';
import { newPlatformId } from '../../platform/sandbox/sandbox-platform';
import { putObjects } from '../../platform/sandbox/sandbox-store';
import type { Database } from '../database';
import { channelCodeGroups, channelCodes } from '../schema/acquiring';
import { tagGroups, tags } from '../schema/customers';
import { departments, employees } from '../schema/directory';
import { CODE_GROUPS, DEFAULT_CODE_GROUP } from './seed-sandbox-data';
import type { TenantProfile } from './seed-sandbox-data';

export interface SeededCode {
  readonly id: number;
  readonly state: string;
  readonly weight: number;
  readonly config: ChannelCodeForm;
}

export interface SeededTenant {
  readonly employeeIds: number[];
  /** "group/tag" → tag id */
  readonly tagIds: Map<string, number>;
  readonly codes: SeededCode[];
}

const POSITIONS = ['销售顾问', '客户经理', '运营专员', '市场专员', '门店店长', '客服专员'];
const DAY_MS = 86_400_000;

function platformDirectory(profile: TenantProfile, random: Random, now: Date) {
  const root: PlatformDepartment = {
    platformId: '1',
    name: profile.corpName,
    parentPlatformId: null,
    order: 0,
  };
  const children = profile.departments.map((name, index): PlatformDepartment => ({
    platformId: String(index + 2),
    name,
    parentPlatformId: '1',
    order: index + 1,
  }));
  const staff = Array.from({ length: profile.employees + 2 }, (_, index): PlatformEmployee => {
    const department = children[index % children.length] ?? root;
    const seatRoll = random();
    return {
      platformUserId: `emp${String(index + 1).padStart(3, '0')}`,
      name: personName(random),
      departmentPlatformId: department.platformId,
      position: pick(random, POSITIONS),
      role: index === 0 ? 'admin' : index < children.length + 1 ? 'leader' : 'member',
      gender: pick(random, [1, 2] as const),
      avatar: '',
      seatStatus: seatRoll < 0.08 ? 2 : seatRoll < 0.12 ? 3 : 1,
      seatExpiresAt: new Date(now.getTime() + randomInt(random, -30, 365) * DAY_MS).toISOString(),
    };
  });
  return { departments: [root, ...children], employees: staff };
}

async function seedDirectory(
  db: Database,
  profile: TenantProfile,
  random: Random,
  now: Date,
): Promise<number[]> {
  const { tenantId } = profile;
  const platform = platformDirectory(profile, random, now);
  // The platform is ahead of the mirror: two new hires and a transfer wait for a sync.
  const mirrored = platform.employees.slice(0, profile.employees);
  const departmentCount = platform.departments.length - 1;
  await putObjects(
    db,
    tenantId,
    'department',
    platform.departments.map(({ platformId, ...data }) => ({ platformId, data })),
  );
  await putObjects(
    db,
    tenantId,
    'employee',
    platform.employees.map(({ platformUserId, ...data }, index) => ({
      platformId: platformUserId,
      // A transfer on the platform: the fourth employee moves to the next department.
      data:
        index === 3
          ? { ...data, departmentPlatformId: String(((index + 1) % departmentCount) + 2) }
          : data,
    })),
  );
  const [root] = await db
    .insert(departments)
    .values({ tenantId, platformId: '1', name: profile.corpName, sortOrder: 0 })
    .returning({ id: departments.id });
  const children = await db
    .insert(departments)
    .values(
      platform.departments.slice(1).map((department) => ({
        tenantId,
        platformId: department.platformId,
        name: department.name,
        parentId: root?.id ?? null,
        sortOrder: department.order,
      })),
    )
    .returning({ id: departments.id, platformId: departments.platformId });
  const departmentIds = new Map(children.map((row) => [row.platformId, row.id]));
  const rows = await db
    .insert(employees)
    .values(
      mirrored.map((employee) => ({
        tenantId,
        platformUserId: employee.platformUserId,
        name: employee.name,
        departmentId: departmentIds.get(employee.departmentPlatformId ?? '') ?? root?.id ?? null,
        position: employee.position,
        role: employee.role,
        gender: employee.gender,
        seatStatus: employee.seatStatus,
        seatExpiresAt: employee.seatExpiresAt ? new Date(employee.seatExpiresAt) : null,
      })),
    )
    .returning({ id: employees.id });
  return rows.map((row) => row.id);
}

async function seedTags(db: Database, profile: TenantProfile): Promise<Map<string, number>> {
  const { tenantId } = profile;
  const ids = new Map<string, number>();
  const platformGroups = [
    ...profile.tagGroups,
    // Made in the platform's admin and not synced yet: /tag-manage's sync brings it in.
    ...(profile.tenantId === 'demo' ? ([['企微后台标签', ['重点跟进', '已加群']]] as const) : []),
  ];
  for (const [order, [groupName, tagNames]] of platformGroups.entries()) {
    const groupPlatformId = newPlatformId('et');
    const tagPlatformIds = tagNames.map(() => newPlatformId('et'));
    await putObjects(db, tenantId, 'tag_group', [
      { platformId: groupPlatformId, data: { name: groupName, order } },
    ]);
    await putObjects(
      db,
      tenantId,
      'tag',
      tagNames.map((name, index) => ({
        platformId: tagPlatformIds[index] ?? '',
        data: { groupPlatformId, name, order: index },
      })),
    );
    if (order >= profile.tagGroups.length) continue;
    const [group] = await db
      .insert(tagGroups)
      .values({ tenantId, name: groupName, platformId: groupPlatformId, sortOrder: order })
      .returning({ id: tagGroups.id });
    if (!group) continue;
    const rows = await db
      .insert(tags)
      .values(
        tagNames.map((name, index) => ({
          tenantId,
          groupId: group.id,
          name,
          platformId: tagPlatformIds[index] ?? '',
          sortOrder: index,
        })),
      )
      .returning({ id: tags.id, name: tags.name });
    for (const row of rows) ids.set(`${groupName}/${row.name}`, row.id);
  }
  return ids;
}

async function seedCodes(
  db: Database,
  profile: TenantProfile,
  employeeIds: readonly number[],
  tagIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<SeededCode[]> {
  const { tenantId } = profile;
  const groups = await db
    .insert(channelCodeGroups)
    .values(
      [DEFAULT_CODE_GROUP, ...CODE_GROUPS].map((name, order) => ({
        tenantId,
        name,
        isDefault: order === 0,
        sortOrder: order,
      })),
    )
    .returning({ id: channelCodeGroups.id, name: channelCodeGroups.name });
  const groupIds = new Map(groups.map((group) => [group.name, group.id]));
  const employee = (index: number) => employeeIds[index % employeeIds.length] ?? 0;
  const seeded: SeededCode[] = [];
  for (const [index, template] of profile.codes.entries()) {
    const config = channelCodeFormSchema.parse({
      name: template.name,
      group_id: groupIds.get(template.group) ?? groups[0]?.id,
      employee_ids: template.employees.map(employee),
      schedule_enable: Boolean(template.schedules),
      schedules: (template.schedules ?? []).map((row) => ({
        weekdays: row.weekdays,
        start_time: row.start,
        end_time: row.end,
        employee_ids: row.employees.map(employee),
      })),
      daily_limit_enable: template.dailyLimit !== undefined,
      daily_limits: template.employees.map((position) => ({
        employee_id: employee(position),
        limit: template.dailyLimit ?? 100,
      })),
      backup_employee_ids: (template.backups ?? []).map(employee),
      tag_enable: template.tags.length > 0,
      tag_ids: template.tags.map((name) => tagIds.get(name)).filter((id) => id !== undefined),
      remark_enable: Boolean(template.remark),
      remark: template.remark ?? '',
      description_enable: Boolean(template.description),
      description: template.description ?? '',
      welcome_type: template.welcome,
      welcome_text: template.welcomeText ?? '',
    });
    const state = `cc${String(index + 1).padStart(4, '0')}`;
    const createdAt = new Date(now.getTime() - (profile.days + 5 - index) * DAY_MS);
    const [row] = await db
      .insert(channelCodes)
      .values({
        tenantId,
        groupId: config.group_id,
        name: config.name,
        state,
        scanKey: randomBytes(16).toString('hex'),
        platformConfigId: newPlatformId('c'),
        config,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: channelCodes.id });
    if (row) seeded.push({ id: row.id, state, weight: template.weight, config });
  }
  return seeded;
}

export async function seedTenantSetup(
  db: Database,
  profile: TenantProfile,
  random: Random,
  now: Date,
): Promise<SeededTenant> {
  const employeeIds = await seedDirectory(db, profile, random, now);
  const tagIds = await seedTags(db, profile);
  const codes = await seedCodes(db, profile, employeeIds, tagIds, now);
  return { employeeIds, tagIds, codes };
}
