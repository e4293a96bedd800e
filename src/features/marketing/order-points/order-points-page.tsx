import { useState } from 'react';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { ConversionsTab } from './conversions/conversions-tab';
import { PointsHistoryTab } from './history/points-history-tab';
import { MembersTab } from './members/members-tab';
import { RulesTab } from './rules/rules-tab';
import { MarketClosedNotice, MarketState } from './market-state';
import '../../../lib/i18n/messages/member-messages';

type Tab = 'rules' | 'conversions' | 'members' | 'history';

/**
 * issue #8 /order-points (spec §2 订单积分兑换): points rules per linked platform, the orders
 * that became points, members, and the points history. Tabs mount when first opened and keep
 * their filters while the operator moves between them.
 */
export function OrderPointsPage() {
  const [tab, setTab] = useState<Tab>('rules');
  const [historyMember, setHistoryMember] = useState<{ id: number; name: string } | null>(null);
  return (
    <PageLayout
      title={t('member.title')}
      description={t('member.description')}
      actions={<MarketState />}
      testId="order-points-page"
    >
      <MarketClosedNotice />
      <PageSection>
        <TabsRoot
          value={tab}
          onValueChange={(details) => setTab(details.value as Tab)}
          lazyMount
          size="sm"
        >
          <TabsList mb="4">
            <TabsTrigger value="rules">{t('member.tab.rules')}</TabsTrigger>
            <TabsTrigger value="conversions">{t('member.tab.conversions')}</TabsTrigger>
            <TabsTrigger value="members">{t('member.tab.members')}</TabsTrigger>
            <TabsTrigger value="history">{t('member.tab.history')}</TabsTrigger>
          </TabsList>
          <TabsContent value="rules">
            <RulesTab />
          </TabsContent>
          <TabsContent value="conversions">
            <ConversionsTab />
          </TabsContent>
          <TabsContent value="members">
            <MembersTab
              onShowHistory={(member) => {
                setHistoryMember(member);
                setTab('history');
              }}
            />
          </TabsContent>
          <TabsContent value="history">
            <PointsHistoryTab member={historyMember} onClearMember={() => setHistoryMember(null)} />
          </TabsContent>
        </TabsRoot>
      </PageSection>
    </PageLayout>
  );
}
