// /chat-records 会话记录 (issue #22, docs/domain.md §7): the chat archive pulled by a job from the
// platform (sandbox) — conversations, message search, sensitive-word alerts and rules. Chat
// content is personal: none of these reads is persisted to the offline cache.
import { useState } from 'react';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { ArchiveStatusBar } from './archive-status-bar';
import { ConversationsTab } from './conversations-tab';
import { MessageSearchTab } from './message-search-tab';
import { SensitiveHitsTab } from './sensitive-hits-tab';
import { SensitiveWordsTab } from './sensitive-words-tab';
import '../../../lib/i18n/messages/company-chat-records-messages';

const TABS = ['conversations', 'search', 'hits', 'words'] as const;
type Tab = (typeof TABS)[number];

export function ChatRecordsPage() {
  const [tab, setTab] = useState<Tab>('conversations');
  return (
    <PageLayout
      title={t('chatRecords.title')}
      description={t('chatRecords.description')}
      testId="chat-records-page"
    >
      <PageSection>
        <ArchiveStatusBar />
      </PageSection>
      <PageSection>
        <TabsRoot
          value={tab}
          onValueChange={(event) => setTab(event.value as Tab)}
          // a tab mounts when first opened and keeps its filters after (unmountOnExit off)
          lazyMount
        >
          {/* a phone scrolls the five tabs sideways (docs/testing.md "Sideways overflow") */}
          <TabsList mb="4" overflowX="auto" data-scroll-x="">
            {TABS.map((key) => (
              <TabsTrigger
                key={key}
                value={key}
                whiteSpace="nowrap"
                flexShrink={0}
                data-testid={`tab-${key}`}
              >
                {t(`chatRecords.tab.${key}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="conversations">
            <ConversationsTab />
          </TabsContent>
          <TabsContent value="search">
            <MessageSearchTab />
          </TabsContent>
          <TabsContent value="hits">
            <SensitiveHitsTab />
          </TabsContent>
          <TabsContent value="words">
            <SensitiveWordsTab />
          </TabsContent>
        </TabsRoot>
      </PageSection>
    </PageLayout>
  );
}
