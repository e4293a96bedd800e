// docs/conventions.md: the sandbox platform behaves like WeCom for one tenant: it owns the directory,
// the corp tags and the contact ways in its own store, answers the adapter calls and makes
// up platform ids the way WeCom does (et… for tags, c… for contact ways).
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import type {
  PlatformAdapter,
  PlatformDepartment,
  PlatformEmployee,
  PlatformTagGroup,
} from '../adapter';
import { createSandboxHandover } from './sandbox-handover';
import { deleteObjects, listObjects, patchObject, putObjects } from './sandbox-store';

interface TagGroupData {
  name: string;
  order: number;
}
interface TagData extends TagGroupData {
  groupPlatformId: string;
}

export const newPlatformId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

export async function sandboxTagGroups(
  db: Database,
  tenantId: string,
): Promise<PlatformTagGroup[]> {
  const [groups, tags] = await Promise.all([
    listObjects<TagGroupData>(db, tenantId, 'tag_group'),
    listObjects<TagData>(db, tenantId, 'tag'),
  ]);
  return groups
    .map((group) => ({
      platformId: group.platformId,
      name: group.data.name,
      order: group.data.order,
      tags: tags
        .filter((tag) => tag.data.groupPlatformId === group.platformId)
        .map((tag) => ({ platformId: tag.platformId, name: tag.data.name, order: tag.data.order }))
        .sort((a, b) => a.order - b.order),
    }))
    .sort((a, b) => a.order - b.order);
}

export function createSandboxPlatform(db: Database): PlatformAdapter {
  return {
    kind: 'sandbox',
    ...createSandboxHandover(db),
    async listDepartments(tenantId) {
      const rows = await listObjects<Omit<PlatformDepartment, 'platformId'>>(
        db,
        tenantId,
        'department',
      );
      return rows.map((row) => ({ platformId: row.platformId, ...row.data }));
    },
    async listEmployees(tenantId) {
      const rows = await listObjects<Omit<PlatformEmployee, 'platformUserId'>>(
        db,
        tenantId,
        'employee',
      );
      return rows.map((row) => ({ platformUserId: row.platformId, ...row.data }));
    },
    listCorpTags: (tenantId) => sandboxTagGroups(db, tenantId),
    async addCorpTags(tenantId, group, names) {
      const existing = await sandboxTagGroups(db, tenantId);
      let target = group.platformId
        ? existing.find((item) => item.platformId === group.platformId)
        : undefined;
      if (!target) {
        target = {
          platformId: newPlatformId('et'),
          name: group.name,
          order: existing.length,
          tags: [],
        };
        await putObjects(db, tenantId, 'tag_group', [
          { platformId: target.platformId, data: { name: target.name, order: target.order } },
        ]);
      }
      const groupPlatformId = target.platformId;
      const added = names.map((name, index) => ({
        platformId: newPlatformId('et'),
        name,
        order: target.tags.length + index,
      }));
      await putObjects(
        db,
        tenantId,
        'tag',
        added.map((tag) => ({
          platformId: tag.platformId,
          data: { groupPlatformId, name: tag.name, order: tag.order },
        })),
      );
      return { ...target, tags: [...target.tags, ...added] };
    },
    async editCorpTag(tenantId, platformId, name, order) {
      const patch = order === undefined ? { name } : { name, order };
      if (!(await patchObject(db, tenantId, 'tag', platformId, patch))) {
        await patchObject(db, tenantId, 'tag_group', platformId, patch);
      }
    },
    async deleteCorpTags(tenantId, platformIds) {
      const tags = await listObjects<TagData>(db, tenantId, 'tag');
      const inGroups = tags
        .filter((tag) => platformIds.includes(tag.data.groupPlatformId))
        .map((tag) => tag.platformId);
      await deleteObjects(db, tenantId, 'tag', [...platformIds, ...inGroups]);
      await deleteObjects(db, tenantId, 'tag_group', platformIds);
    },
    // The sandbox keeps tags and remarks on our mirror only: accepting the call is enough.
    async markTags() {},
    async remark() {},
    async sendWelcome(_tenantId, welcomeCode) {
      if (!welcomeCode) throw new Error('sandbox: welcome_code missing');
    },
    async addContactWay(tenantId, config) {
      const configId = newPlatformId('c');
      await putObjects(db, tenantId, 'contact_way', [{ platformId: configId, data: config }]);
      // The sandbox's code is our own scan page: no platform QR image.
      return { configId, qrCode: '' };
    },
    async updateContactWay(tenantId, configId, config) {
      await putObjects(db, tenantId, 'contact_way', [{ platformId: configId, data: config }]);
    },
    async deleteContactWay(tenantId, configId) {
      await deleteObjects(db, tenantId, 'contact_way', [configId]);
    },
    // The sandbox's group code is our own join page (group-join.ts): the way is a handle only.
    async addJoinWay() {
      return { configId: newPlatformId('j'), qrCode: '' };
    },
    async updateJoinWay() {},
    async deleteJoinWay() {},
    // The sandbox sends its group welcome itself (sandbox-welcome.ts): a template is a handle.
    async addGroupWelcomeTemplate() {
      return newPlatformId('tpl');
    },
    async editGroupWelcomeTemplate() {},
    async deleteGroupWelcomeTemplate() {},
  };
}
