// issue #15 /strategy 获客策略: the acquisition hub — this week's adds by tool with a trend, the
// best and worst entries, alerts, and "start here" cards for each tool.
import { defineEndpoint, page, responseOf } from '../endpoint';

export const STRATEGY_TOOLS = [
  'channel',
  'lock',
  'shunt',
  'group',
  'short_link',
  'import',
] as const;
export type StrategyTool = (typeof STRATEGY_TOOLS)[number];

export interface StrategyEntry {
  readonly tool: StrategyTool;
  readonly id: number;
  readonly name: string;
  readonly adds: number;
  readonly previous: number;
}
export interface StrategyAlert {
  readonly tool: StrategyTool;
  readonly id: number;
  /** 'no_duty' | 'qr_expiring' | 'slots_low' | 'quota_low' */
  readonly kind: 'no_duty' | 'qr_expiring' | 'slots_low' | 'quota_low';
  readonly text: string;
}
export interface StrategyDashboard {
  /** Adds of the last 7 China days, per tool, and of the 7 before. */
  readonly tools: readonly {
    readonly tool: StrategyTool;
    readonly adds: number;
    readonly previous: number;
    readonly entries: number;
  }[];
  /** Last 14 China days: one row per day with a figure per tool. */
  readonly trend: readonly ({ readonly day: string } & Record<StrategyTool, number>)[];
  readonly best: readonly StrategyEntry[];
  readonly worst: readonly StrategyEntry[];
  readonly alerts: readonly StrategyAlert[];
}

export const strategyDashboard = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/acquiring/strategy',
  permission: page('/strategy'),
  response: responseOf<StrategyDashboard>(),
});
