// issue #16 /fission-add-fans 裂变加粉 (docs/domain.md §1 [LW] WeFission, [MC] mc_work_fission): the
// task form shared by the console form and the server — poster layout, target employees,
// multi-stage goal with a reward each, time window, new-friends-only and "a friend who deletes
// within N days does not count".
import { z } from 'zod';
import { calendarDate, safeText } from '../fields';
import { bodyIds, toolName } from './tool-fields';

export const FISSION_STAGES_MAX = 3;
export const FISSION_INVITES_MAX = 500;
export const FISSION_DAYS_MAX = 180;
export const FISSION_REWARD_TYPES = ['link', 'code', 'manual'] as const;
export type FissionRewardType = (typeof FISSION_REWARD_TYPES)[number];

const URL_PATTERN = /^(https?:\/\/|\/)/;
const urlText = (label: string) =>
  safeText(label, 500).refine((value) => value === '' || URL_PATTERN.test(value), {
    error: `${label}必须以 http(s):// 开头`,
  });
const percent = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}格式不正确` })
    .int({ error: `${label}必须是整数` })
    .min(min, { error: `${label}不能小于${min}` })
    .max(max, { error: `${label}不能超过${max}` });

export const fissionStage = z
  .object({
    invites: percent('邀请人数', 1, FISSION_INVITES_MAX),
    reward_name: safeText('奖励名称', 24, 1),
    reward_type: z.enum(FISSION_REWARD_TYPES, { error: '奖励方式不正确' }),
    reward_link: urlText('领奖链接').default(''),
    reward_codes: z
      .array(safeText('兑换码', 64, 1), { error: '兑换码格式不正确' })
      .max(2000, { error: '兑换码最多2000个' })
      .default([]),
  })
  .superRefine((stage, context) => {
    if (stage.reward_type === 'link' && !stage.reward_link) {
      context.addIssue({ code: 'custom', path: ['reward_link'], message: '请填写领奖链接' });
    }
    if (stage.reward_type === 'code' && stage.reward_codes.length === 0) {
      context.addIssue({ code: 'custom', path: ['reward_codes'], message: '请至少填写一个兑换码' });
    }
    if (new Set(stage.reward_codes).size !== stage.reward_codes.length) {
      context.addIssue({ code: 'custom', path: ['reward_codes'], message: '兑换码不能重复' });
    }
  });
export type FissionStage = z.output<typeof fissionStage>;

/** Positions are percent of the poster (750×1334 design), so the layout survives any size. */
export const fissionPoster = z.object({
  background: urlText('海报背景图').default(''),
  title: safeText('海报标题', 30, 1),
  qr_x: percent('二维码横向位置', 0, 85).default(35),
  qr_y: percent('二维码纵向位置', 0, 85).default(66),
  qr_size: percent('二维码大小', 15, 60).default(30),
  avatar_show: z.boolean({ error: '显示头像格式不正确' }).default(true),
  nickname_show: z.boolean({ error: '显示昵称格式不正确' }).default(true),
});
export type FissionPoster = z.output<typeof fissionPoster>;

export const fissionForm = z
  .object({
    name: toolName('任务名称'),
    start_date: calendarDate('开始日期'),
    end_date: calendarDate('结束日期'),
    employee_ids: bodyIds('添加员工', 100).min(1, { error: '请至少选择一位添加员工' }),
    new_friends_only: z.boolean({ error: '仅新好友计数格式不正确' }).default(true),
    /** 0 = off; else a friend who deletes within this many days does not count. */
    delete_invalid_days: percent('删除失效天数', 0, 30).default(3),
    stages: z
      .array(fissionStage, { error: '任务阶段格式不正确' })
      .min(1, { error: '请至少设置一个任务阶段' })
      .max(FISSION_STAGES_MAX, { error: `任务阶段最多${FISSION_STAGES_MAX}个` }),
    poster: fissionPoster,
  })
  .superRefine((form, context) => {
    if (form.start_date > form.end_date) {
      context.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期不能早于开始日期' });
    }
    const span = (Date.parse(form.end_date) - Date.parse(form.start_date)) / 864e5;
    if (span >= FISSION_DAYS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `活动时长不能超过${FISSION_DAYS_MAX}天`,
      });
    }
    form.stages.forEach((stage, index) => {
      const before = form.stages[index - 1];
      if (before && stage.invites <= before.invites) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'invites'],
          message: '每一阶段的邀请人数必须多于上一阶段',
        });
      }
    });
  });
export type FissionForm = z.output<typeof fissionForm>;
export type FissionFormInput = z.input<typeof fissionForm>;
