// WeCom's directory reads for the adapter (docs/wecom.md "What syncs when"): department/list
// for the tree, user/list per department for its members (an employee in several departments
// is listed once, under its main department), get_follow_user_list for who has 客户联系.
import { z } from 'zod';
import type { PlatformDepartment, PlatformEmployee } from '../adapter';
import type { WecomApi } from './wecom-api';
import { readAnswer } from './wecom-api';

const departmentList = z.object({
  department: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().default(''),
      parentid: z.number().int().default(0),
      order: z.number().int().default(0),
    }),
  ),
});

const userList = z.object({
  userlist: z.array(
    z.object({
      userid: z.string(),
      name: z.string().default(''),
      department: z.array(z.number().int()).default([]),
      main_department: z.number().int().optional(),
      position: z.string().default(''),
      gender: z.string().default('0'),
      avatar: z.string().default(''),
      is_leader_in_dept: z.array(z.number().int()).default([]),
    }),
  ),
});

const followUsers = z.object({ follow_user: z.array(z.string()).default([]) });

export async function listDepartments(
  api: WecomApi,
  tenantId: string,
): Promise<PlatformDepartment[]> {
  const answer = await api.get(tenantId, 'department/list');
  const { department } = readAnswer(departmentList, answer, 'department/list');
  return department.map((item) => ({
    platformId: String(item.id),
    name: item.name,
    parentPlatformId: item.parentid > 0 ? String(item.parentid) : null,
    order: item.order,
  }));
}

const genderOf = (value: string): 0 | 1 | 2 => (value === '1' ? 1 : value === '2' ? 2 : 0);

/** One user/list call per department: bounded by the size of the largest department. */
export async function listEmployees(api: WecomApi, tenantId: string): Promise<PlatformEmployee[]> {
  const departments = await listDepartments(api, tenantId);
  const seen = new Map<string, PlatformEmployee>();
  for (const department of departments) {
    const answer = await api.get(tenantId, 'user/list', { department_id: department.platformId });
    for (const user of readAnswer(userList, answer, 'user/list').userlist) {
      if (seen.has(user.userid)) continue;
      const main = user.main_department ?? user.department[0];
      const leads = user.is_leader_in_dept.some((flag) => flag === 1);
      seen.set(user.userid, {
        platformUserId: user.userid,
        name: user.name,
        departmentPlatformId: main === undefined ? null : String(main),
        position: user.position,
        role: leads ? 'leader' : 'member',
        gender: genderOf(user.gender),
        avatar: user.avatar,
        // The interface licence is not on user/list; docs/wecom.md: counted active until the
        // licence API says otherwise.
        seatStatus: 1,
        seatExpiresAt: null,
      });
    }
  }
  return [...seen.values()];
}

export async function listFollowUsers(api: WecomApi, tenantId: string): Promise<string[]> {
  const answer = await api.get(tenantId, 'externalcontact/get_follow_user_list');
  return readAnswer(followUsers, answer, 'get_follow_user_list').follow_user;
}
