// issue #16 /fission-add-fans participants export through the export center (docs/architecture.md
// "Exports"): one task's participants with the list's own filters and order (most valid
// invites first), in pages of the participant list (at most 100 a page).
import {
  FISSION_REWARD_STATUS,
  fissionParticipantQuery,
} from '../../../../contract/acquiring/fission-add-fans';
import { textId } from '../../../../contract/fields';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { taskOf } from './fission-queries';
import { listFissionParticipants } from './fission-statistics';
import { chinaDateTimeText } from '../../../../contract/china-time';

export const fissionExportSource = pagedExportSource({
  schema: fissionParticipantQuery.extend({ task_id: textId('裂变任务') }),
  maxPageSize: 100,
  async summarize(db, tenantId, query) {
    const task = await taskOf(db, tenantId, query.task_id);
    const parts = [`任务：${task.name}`];
    if (query.name) parts.push(`参与人含“${query.name}”`);
    if (query.stage !== undefined) {
      parts.push(query.stage ? `达成第${query.stage}阶段` : '未达成阶段');
    }
    return parts.join('；');
  },
  list: (db, tenantId, query, page) =>
    listFissionParticipants(db, tenantId, query.task_id, { ...query, ...page }),
  toRow: (row) => ({
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
    joined_at: chinaDateTimeText(row.joined_at),
  }),
});
