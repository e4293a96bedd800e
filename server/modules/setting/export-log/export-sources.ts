// The lists that export (issue #14): each source parses the list's filters with the list's
// own query schema, summarises them in Chinese, counts, and yields rows in batches (keyset
// paging, so a 100,000-row export never holds more than one batch in memory).
import type { ExportColumn, ExportType } from '../../../../contract/setting/export-log';
import type { Database } from '../../../db/database';
import type { DataScope } from '../../../http/auth/data-scope';
import { fissionExportSource } from '../../acquiring/fission-add-fans/fission-export-source';
import { performanceOrderExportSource } from '../../company/performance-order/order-export-source';
import { siderPagesExportSource } from '../../reach/sider-iframe/sider-export-source';
import { orderBindExportSource } from '../../company/order-auto-bind/bind-export-source';
import { customerExportSource } from './customer-export-source';
import { aiCallNumbersExportSource } from '../../acquiring/ai-call/numbers-export-source';
import { momentExportSource } from '../../reach/moment-dispatch/moment-export-source';
import { quickReplyExportSource } from '../../reach/enterprise-quick-response/quick-reply-export-source';
import { campaignExportSource } from '../../marketing/marketing/campaign-export-source';
import {
  newCustomerRecordExportSource,
  newCustomerRuleExportSource,
} from '../../acquiring/new-customer-join-group/rule-export-source';
import {
  tagInviteRecipientExportSource,
  tagInviteTaskExportSource,
} from '../../acquiring/tag-invite-group/invite-export-source';
import { playsExportSource } from '../../marketing/marketing/game/plays-export-source';
import {
  lockCodesExportSource,
  lockStatisticsExportSource,
} from '../../acquiring/lock-code/lock-export-source';
import {
  shuntCodesExportSource,
  shuntStatisticsExportSource,
} from '../../acquiring/shunt-code/shunt-export-source';
import {
  groupCodesExportSource,
  groupStatisticsExportSource,
} from '../../acquiring/group-code/group-export-source';
import {
  shortLinksExportSource,
  shortLinkStatisticsExportSource,
} from '../../acquiring/short-chain/short-link-export-source';
import { codeStatisticsExportSource } from '../../acquiring/channel-code/code-statistics-export-source';
import { conversionsExportSource } from '../../marketing/order-points/conversions-export-source';
import { recordsExportSource } from '../../material/super-form/records-export-source';
import { groupsExportSource } from '../../customer/group-list/group-export-source';
import { recipientsExportSource } from '../../reach/mass-send/recipients-export-source';
import { MASS_CHANNELS } from '../../../../contract/reach/mass-send';
import {
  customerDataDaysExportSource,
  customerDataEmployeesExportSource,
} from '../../statistics/customer-data/customer-data-export-source';
import {
  communityDaysExportSource,
  communityGroupsExportSource,
  communityOwnersExportSource,
} from '../../statistics/community-data/community-data-export-source';
import { dealExportSources } from '../../statistics/shared/deal-export-sources';
import { rankingExportSource } from '../../statistics/performance-ranking/ranking-export-source';
import {
  overviewChannelsExportSource,
  overviewTopExportSource,
  overviewTrendExportSource,
} from '../../statistics/privsph-overview/overview-export-source';

export type ExportCell = string | number;

export interface ExportSource<Q = unknown> {
  /** Throws a 400-worthy message when the filters do not parse. */
  parseFilters(filters: Record<string, string | string[]>): Q;
  summarize(db: Database, tenantId: string, query: Q): Promise<string>;
  /**
   * Columns known only from the data (a form's questions), written after the chosen ones;
   * their keys name the cells of `batches`' rows.
   */
  extraColumns?(db: Database, tenantId: string, query: Q): Promise<readonly ExportColumn[]>;
  /**
   * `asOf`: the instant the list is read at, for what depends on the clock (a task's status,
   * "today"). The export job passes the moment the operator asked, so every batch and a
   * retry read the same list; omitted, one instant is taken for the whole call.
   * `scope` (issue #41): the data scope of the user who asked, read when the job runs; a
   * source of customer-ish rows applies it (data-scope.ts), omitted it means 全部.
   */
  count(db: Database, tenantId: string, query: Q, asOf?: Date, scope?: DataScope): Promise<number>;
  /** Rows as records keyed by column key, in batches of at most `batchSize`. */
  batches(
    db: Database,
    tenantId: string,
    query: Q,
    batchSize: number,
    asOf?: Date,
    scope?: DataScope,
  ): AsyncIterable<ReadonlyArray<Record<string, ExportCell>>>;
}

const transformDeals = dealExportSources('employee');
const communityDeals = dealExportSources('group');
const marketingDeals = dealExportSources('campaign');

const SOURCES: Record<ExportType, ExportSource<never>> = {
  customer_list: customerExportSource as ExportSource<never>,
  performance_order: performanceOrderExportSource as ExportSource<never>,
  ai_call_numbers: aiCallNumbersExportSource as ExportSource<never>,
  moment_dispatch: momentExportSource as ExportSource<never>,
  quick_reply: quickReplyExportSource as ExportSource<never>,
  fission_participants: fissionExportSource as ExportSource<never>,
  sider_pages: siderPagesExportSource as ExportSource<never>,
  order_bind_result: orderBindExportSource as ExportSource<never>,
  marketing_campaign: campaignExportSource as ExportSource<never>,
  new_customer_group_rules: newCustomerRuleExportSource as ExportSource<never>,
  new_customer_group_records: newCustomerRecordExportSource as ExportSource<never>,
  tag_invite_tasks: tagInviteTaskExportSource as ExportSource<never>,
  tag_invite_recipients: tagInviteRecipientExportSource as ExportSource<never>,
  marketing_lottery_plays: playsExportSource as ExportSource<never>,
  lock_codes: lockCodesExportSource as ExportSource<never>,
  lock_code_statistics: lockStatisticsExportSource as ExportSource<never>,
  shunt_codes: shuntCodesExportSource as ExportSource<never>,
  shunt_code_statistics: shuntStatisticsExportSource as ExportSource<never>,
  group_codes: groupCodesExportSource as ExportSource<never>,
  group_code_statistics: groupStatisticsExportSource as ExportSource<never>,
  short_links: shortLinksExportSource as ExportSource<never>,
  short_link_statistics: shortLinkStatisticsExportSource as ExportSource<never>,
  channel_code_statistics: codeStatisticsExportSource as ExportSource<never>,
  points_conversions: conversionsExportSource as ExportSource<never>,
  superform_records: recordsExportSource as ExportSource<never>,
  customer_groups: groupsExportSource as ExportSource<never>,
  private_chat_recipients: recipientsExportSource(MASS_CHANNELS.private) as ExportSource<never>,
  group_chat_recipients: recipientsExportSource(MASS_CHANNELS.group) as ExportSource<never>,
  stat_customer_data_employees: customerDataEmployeesExportSource as ExportSource<never>,
  stat_customer_data_days: customerDataDaysExportSource as ExportSource<never>,
  stat_community_owners: communityOwnersExportSource as ExportSource<never>,
  stat_community_groups: communityGroupsExportSource as ExportSource<never>,
  stat_community_days: communityDaysExportSource as ExportSource<never>,
  stat_transform_deal_rows: transformDeals.rows as ExportSource<never>,
  stat_transform_deal_days: transformDeals.days as ExportSource<never>,
  stat_community_deal_rows: communityDeals.rows as ExportSource<never>,
  stat_community_deal_days: communityDeals.days as ExportSource<never>,
  stat_marketing_deal_rows: marketingDeals.rows as ExportSource<never>,
  stat_marketing_deal_days: marketingDeals.days as ExportSource<never>,
  stat_performance_ranking: rankingExportSource as ExportSource<never>,
  stat_overview_trend: overviewTrendExportSource as ExportSource<never>,
  stat_overview_top: overviewTopExportSource as ExportSource<never>,
  stat_overview_channels: overviewChannelsExportSource as ExportSource<never>,
};

export function exportSourceOf(type: ExportType): ExportSource<unknown> {
  return SOURCES[type] as ExportSource<unknown>;
}
