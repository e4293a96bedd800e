// issue #16 /fission-add-fans participants export through the export center (docs/architecture.md
// "Exports"): one task's participants with the list's own filters and order (most valid
// invites first), in batches of the participant list.
import type { z } from 'zod';
import {
  FISSION_REWARD_STATUS,
  fissionParticipantQuery,
} from '../../../../contract/acquiring/fission-add-fans';
import { textId } from '../../../../contract/fields';
import { chinaTime } from '../../setting/export-log/china-time-text';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { taskOf } from './fission-queries';
import { listFissionParticipants } from './fission-statistics';

const exportQuery = fissionParticipantQuery.extend({ task_id: textId('裂变任务') });
type ExportQuery = z.output<typeof exportQuery>;

export const fissionExportSource: ExportSource<ExportQuery> = {
  parseFilters(filters) {
    const parsed = exportQuery.safeParse({ ...filters, page: '1', page_size: '100' });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '筛选条件不正确');
    return parsed.data;
  },

  async summarize(db, tenantId, query) {
    const task = await taskOf(db, tenantId, query.task_id);
    const parts = [`任务：${task.name}`];
    if (query.name) parts.push(`参与人含“${query.name}”`);
    if (query.stage !== undefined) {
      parts.push(query.stage ? `达成第${query.stage}阶段` : '未达成阶段');
    }
    return parts.join('；');
  },

  async count(db, tenantId, query) {
    return (await listFissionParticipants(db, tenantId, query.task_id, { ...query, page: 1 }))
      .total;
  },

  async *batches(db, tenantId, query, batchSize) {
    const size = Math.min(batchSize, 100);
    for (let page = 1; ; page += 1) {
      const { list } = await listFissionParticipants(db, tenantId, query.task_id, {
        ...query,
        page,
        page_size: size,
      });
      if (list.length === 0) return;
      yield list.map((row) => ({
        name: row.name,
        inviter: row.inviter?.name ?? '任务海报',
        employee: row.employee.name,
        valid: row.valid,
        lost: row.lost,
        not_new: row.not_new,
        stage: row.stage ? `第${row.stage}阶段` : '未达成',
        rewards: row.rewards
          .map(
            (reward) =>
              `第${reward.stage}阶段${FISSION_REWARD_STATUS[reward.status]}${reward.value ? `（${reward.value}）` : ''}`,
          )
          .join('；'),
        joined_at: chinaTime(row.joined_at),
      }));
      if (list.length < size) return;
    }
  },
};
