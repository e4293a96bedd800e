// /fission-add-fans 裂变加粉 (spec §2, issue #16): this page's endpoints, declared once (issue
// #12); the server registers handlers against them and the console derives its calls from them.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, idParams, pagingQuery, queryInt, safeText, textId } from '../fields';
import { fissionForm } from './fission-add-fans-form';
import type { FissionForm, FissionRewardType } from './fission-add-fans-form';
import type { Ref } from './tool-fields';
import { recordEndpoints } from './tool-endpoints';

/** Business codes of /fission-add-fans (1016xx). */
export const FISSION_ERROR_CODES = { notFound: 101601, unknownEmployee: 101602 } as const;
/** 1 未开始, 2 进行中, 3 已结束 — from the time window, never stored. */
export const FISSION_STATUS = { 1: '未开始', 2: '进行中', 3: '已结束' } as const;
export type FissionStatus = keyof typeof FISSION_STATUS;
/** 1 有效, 2 已流失 (deleted within N days), 3 非新好友 (not counted). */
export const FISSION_INVITE_STATUS = { 1: '有效', 2: '已流失', 3: '非新好友' } as const;
/** 1 待发放 (the employee hands it over, or the code pool ran out), 2 已发放. */
export const FISSION_REWARD_STATUS = { 1: '待发放', 2: '已发放' } as const;

export interface FissionTaskRow {
  readonly id: number;
  readonly name: string;
  readonly status: FissionStatus;
  readonly start_date: string;
  readonly end_date: string;
  readonly employees: readonly Ref[];
  readonly stages: readonly { invites: number; reward_name: string }[];
  readonly participants: number;
  readonly valid_invites: number;
  readonly completions: number;
  readonly created_at: string;
}
export interface FissionTaskDetail extends FissionTaskRow {
  readonly config: FissionForm;
  /** The task's own poster URL (sandbox: opening it is a scan by a new customer). */
  readonly poster_path: string;
}

export interface FissionReward {
  readonly id: number;
  readonly stage: number;
  readonly status: 1 | 2;
  readonly value: string;
  readonly reward_type: FissionRewardType;
}
export interface FissionParticipantRow {
  readonly id: number;
  readonly name: string;
  readonly inviter: Ref | null;
  readonly employee: Ref;
  readonly joined_at: string;
  readonly valid: number;
  readonly lost: number;
  readonly not_new: number;
  /** Highest stage reached (0 = none yet). */
  readonly stage: number;
  readonly rewards: readonly FissionReward[];
  readonly poster_path: string;
}

export interface FissionStatistics {
  readonly participants: number;
  readonly invites: number;
  readonly valid: number;
  readonly lost: number;
  readonly not_new: number;
  /** Friends new to the tenant who came through a poster (valid + lost). */
  readonly new_friends: number;
  /** Participants who reached the last stage. */
  readonly completions: number;
  readonly stage_counts: readonly number[];
  readonly rewards_pending: number;
  readonly rewards_granted: number;
  readonly trend: readonly {
    day: string;
    participants: number;
    new_friends: number;
    valid: number;
    lost: number;
  }[];
  readonly leaderboard: readonly { id: number; name: string; valid: number; stage: number }[];
}

export interface FissionSimulation {
  readonly ok: boolean;
  /** Why nothing counted (活动未开始, 已参加过…) or how the invite was counted. */
  readonly message: string;
  readonly participant: Ref | null;
  readonly inviter: Ref | null;
}

export const fissionListQuery = z.object({
  ...pagingQuery,
  name: safeText('任务名称', 24).optional(),
  status: queryInt('活动状态', 1, 3).optional(),
});
export const fissionParticipantQuery = z.object({
  ...pagingQuery,
  name: safeText('参与人', 30).optional(),
  stage: queryInt('达成阶段', 0, 3).optional(),
});

const BASE = '/scrm/v1/acquiring/fission-add-fans';
const permission = page('/fission-add-fans');

const records = recordEndpoints<
  FissionTaskRow,
  FissionTaskDetail,
  typeof fissionForm,
  typeof fissionListQuery
>(BASE, permission, { query: fissionListQuery, form: fissionForm });
export const fissionAddFansList = records.list;
export const fissionDetail = records.detail;
export const fissionCreate = records.create;
export const fissionUpdate = records.update;
export const fissionDelete = records.remove;
/** Ends a task now (its end becomes today's end: scans after it count for nothing). */
export const fissionEnd = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/end`,
  permission,
  params: idParams(),
  response: responseOf<null>(),
});
export const fissionStatistics = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/statistics`,
  permission,
  params: idParams(),
  response: responseOf<FissionStatistics>(),
});
export const fissionParticipants = defineEndpoint({
  method: 'GET',
  path: `${BASE}/:id/participants`,
  permission,
  params: idParams(),
  query: fissionParticipantQuery,
  response: responseOf<ListData<FissionParticipantRow>>(),
});
/** The employee handed over a reward (or the operator sent it another way). */
export const fissionGrantReward = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/rewards/:rewardId/grant`,
  permission,
  params: z.object({ id: textId(), rewardId: textId('奖励编号') }),
  response: responseOf<null>(),
});
/** Sandbox: a new friend adds the employee through a participant's poster (or the task's). */
export const fissionSimulateScan = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/simulate-scan`,
  permission,
  params: idParams(),
  body: z.object({
    participant_id: bodyId('参与人').optional(),
    nickname: safeText('客户昵称', 30).optional(),
    /** An existing customer of the tenant scans (new-friends-only does not count them). */
    existing_customer: z.boolean({ error: '老客户格式不正确' }).optional(),
  }),
  response: responseOf<FissionSimulation>(),
});
/** Sandbox: the participant deletes the employee (del_follow_user). */
export const fissionSimulateDelete = defineEndpoint({
  method: 'POST',
  path: `${BASE}/:id/simulate-delete`,
  permission,
  params: idParams(),
  body: z.object({ participant_id: bodyId('参与人') }),
  response: responseOf<{ counted_lost: boolean }>(),
});
