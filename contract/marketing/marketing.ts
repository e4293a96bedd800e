// issue #20 /marketing 营销活动 (spec §2, docs/domain.md §3): a campaign = name, period, type, target
// audience (/admp-strategy), goal metric, channel steps (mass send, moment, SMS, coupon, goods
// card from /material-goods), budget. Status 草稿/未开始/进行中/已结束 follows publication and
// the period; results (reached, opened, converted, attributed revenue) come from its reaches
// and the shop orders of reached customers inside the period.
import { z } from 'zod';
import { defineEndpoint, page, responseOf } from '../endpoint';
import type { ListData } from '../envelope';
import { bodyId, calendarDate, idParams, pagingQuery, safeText } from '../fields';
import { gameBody } from './marketing-game';

export const CAMPAIGN_TYPES = [
  'promotion',
  'new_product',
  'festival',
  'member_day',
  'lottery',
  'check_in',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_GOALS = ['reached', 'opened', 'converted', 'revenue'] as const;
export type CampaignGoal = (typeof CAMPAIGN_GOALS)[number];
export const CAMPAIGN_CHANNELS = ['mass_send', 'moment', 'sms', 'coupon', 'goods_card'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];
export const CAMPAIGN_STATUSES = ['draft', 'pending', 'running', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STEPS_MAX = 10;
/** An SMS is at most 70 characters per segment; a campaign SMS is one segment (spec reach SMS). */
export const CAMPAIGN_SMS_MAX = 70;

export const campaignStep = z
  .object({
    channel: z.enum(CAMPAIGN_CHANNELS, { error: '触达渠道不正确' }),
    /** Days after the start date the step goes out (0 = the first day). */
    day_offset: z
      .number({ error: '发送日格式不正确' })
      .int({ error: '发送日须为整数' })
      .min(0, { error: '发送日不能小于0' })
      .max(365, { error: '发送日不能超过365' }),
    content: safeText('发送内容', 1000),
    goods_id: bodyId('商品').optional(),
    coupon_name: safeText('优惠券名称', 30).optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    if (step.channel === 'goods_card' && !step.goods_id)
      ctx.addIssue({ code: 'custom', path: ['goods_id'], message: '商品卡片请选择商品' });
    if (step.channel === 'coupon' && !step.coupon_name)
      ctx.addIssue({ code: 'custom', path: ['coupon_name'], message: '请填写优惠券名称' });
    if (['mass_send', 'moment', 'sms'].includes(step.channel) && !step.content)
      ctx.addIssue({ code: 'custom', path: ['content'], message: '发送内容不能为空' });
    if (step.channel === 'sms' && step.content.length > CAMPAIGN_SMS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: `短信内容不能超过${CAMPAIGN_SMS_MAX}个字`,
      });
  });
export type CampaignStep = z.output<typeof campaignStep>;

const money = (label: string) =>
  z
    .number({ error: `${label}格式不正确` })
    .min(0, { error: `${label}不能小于0` })
    .max(100_000_000, { error: `${label}不能超过1亿` })
    .refine((value) => Math.round(value * 100) === value * 100, {
      error: `${label}最多两位小数`,
    });

export const campaignBody = z
  .object({
    id: bodyId('活动').optional(),
    name: safeText('活动名称', 30, 1),
    type: z.enum(CAMPAIGN_TYPES, { error: '活动类型不正确' }),
    start_date: calendarDate('开始日期'),
    end_date: calendarDate('结束日期'),
    /** null = every customer of the tenant. */
    audience_id: bodyId('目标人群').nullable(),
    goal_metric: z.enum(CAMPAIGN_GOALS, { error: '目标指标不正确' }),
    goal_value: money('目标值').refine((value) => value > 0, { error: '目标值须大于0' }),
    budget: money('预算'),
    steps: z
      .array(campaignStep)
      .max(CAMPAIGN_STEPS_MAX, { error: `触达步骤最多${CAMPAIGN_STEPS_MAX}个` }),
    /** The landing-page game of a lottery or check-in campaign (marketing-game.ts). */
    game: gameBody.optional(),
    /** false = save as 草稿; true = publish (未开始 or 进行中 by its period). */
    publish: z.boolean({ error: '发布方式不正确' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    const isGame = body.type === 'lottery' || body.type === 'check_in';
    if (!isGame && body.steps.length === 0)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: '请至少添加一个触达步骤' });
    if (isGame && !body.game)
      ctx.addIssue({ code: 'custom', path: ['game'], message: '请配置活动玩法' });
    if (body.type === 'lottery' && body.game?.prizes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['game', 'prizes'], message: '请至少添加一个奖品' });
    if (body.type === 'check_in' && body.game?.tiers.length === 0)
      ctx.addIssue({ code: 'custom', path: ['game', 'tiers'], message: '请至少添加一个奖励档位' });
    if (body.end_date < body.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: '结束日期不能早于开始日期' });
    body.steps.forEach((step, index) => {
      const days = (Date.parse(body.end_date) - Date.parse(body.start_date)) / 86_400_000;
      if (step.day_offset > days)
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'day_offset'],
          message: `第${index + 1}步的发送日超出活动周期`,
        });
    });
  });
export type CampaignBody = z.output<typeof campaignBody>;

export interface CampaignResults {
  readonly reached: number;
  readonly opened: number;
  readonly converted: number;
  /** Sum of attributed order amounts, 2 decimals. */
  readonly revenue: string;
}

export interface CampaignRow extends CampaignResults {
  readonly id: number;
  readonly name: string;
  readonly type: CampaignType;
  readonly status: CampaignStatus;
  readonly start_date: string;
  readonly end_date: string;
  readonly audience_id: number | null;
  readonly audience_name: string | null;
  readonly goal_metric: CampaignGoal;
  readonly goal_value: number;
  readonly budget: string;
  readonly steps: readonly CampaignStep[];
  readonly created_at: string;
}

export interface CampaignStepResult {
  readonly index: number;
  readonly channel: CampaignChannel;
  readonly reached: number;
  readonly opened: number;
}

export interface CampaignDetail extends CampaignRow {
  readonly step_results: readonly CampaignStepResult[];
  /** Attributed revenue per day of the period (YYYY-MM-DD → amount). */
  readonly daily: ReadonlyArray<{ day: string; converted: number; revenue: string }>;
}

export const campaignListQuery = z.object({
  ...pagingQuery,
  name: safeText('活动名称', 30).optional(),
  status: z.enum(CAMPAIGN_STATUSES, { error: '状态不正确' }).optional(),
  type: z.enum(CAMPAIGN_TYPES, { error: '活动类型不正确' }).optional(),
});
export type CampaignListQuery = z.output<typeof campaignListQuery>;

export const campaignList = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/campaigns',
  permission: page('/marketing'),
  query: campaignListQuery,
  response: responseOf<ListData<CampaignRow>>(),
});

export const campaignDetail = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/campaigns/:id',
  permission: page('/marketing'),
  params: idParams('活动'),
  response: responseOf<CampaignDetail>(),
});

export const campaignSave = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/campaigns',
  permission: page('/marketing'),
  body: campaignBody,
  response: responseOf<{ id: number }>(),
});

export const campaignEnd = defineEndpoint({
  method: 'POST',
  path: '/scrm/v1/marketing/campaigns/:id/end',
  permission: page('/marketing'),
  params: idParams('活动'),
  response: responseOf<null>(),
});

export const campaignDelete = defineEndpoint({
  method: 'DELETE',
  path: '/scrm/v1/marketing/campaigns/:id',
  permission: page('/marketing'),
  action: 'delete',
  params: idParams('活动'),
  response: responseOf<null>(),
});

export interface CampaignOptions {
  readonly audiences: ReadonlyArray<{ id: number; name: string; size: number }>;
  readonly goods: ReadonlyArray<{ id: number; name: string; price: string }>;
}

export const campaignOptions = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/marketing/campaign-options',
  permission: page('/marketing'),
  response: responseOf<CampaignOptions>(),
});
