// issue #17 /reach-strategy 触达策略: the reach hub's one read.
import { defineEndpoint, page, responseOf } from '../endpoint';

export interface ChannelMonth {
  readonly channel: 'private' | 'group';
  readonly sends: number;
  readonly recipients: number;
  readonly sent: number;
  readonly not_friend: number;
  readonly limit_reached: number;
  readonly failed: number;
}

export interface UnconfirmedEmployee {
  readonly employee_id: number;
  readonly employee_name: string;
  readonly tasks: number;
  readonly recipients: number;
  readonly oldest_send_at: string;
}

export interface ScheduledSend {
  readonly id: number;
  readonly channel: 'private' | 'group';
  readonly name: string;
  readonly send_at: string;
  readonly recipients: number;
}

export interface ReachOverview {
  readonly month: readonly ChannelMonth[];
  readonly unconfirmed: readonly UnconfirmedEmployee[];
  /** Customers who cannot receive another company mass message this month. */
  readonly at_monthly_limit: number;
  /** Customers who received one today (the day rule: at most one a day). */
  readonly reached_today: number;
  readonly monthly_limit: number;
  readonly scheduled: readonly ScheduledSend[];
}

export const reachOverview = defineEndpoint({
  method: 'GET',
  path: '/scrm/v1/reach/strategy/overview',
  permission: page('/reach-strategy'),
  response: responseOf<ReachOverview>(),
});
