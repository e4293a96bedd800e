import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useWelcome, useWelcomes } from './api/welcome-api';
import { BlockWordsDialog } from './block-words-dialog';
import { WelcomeFormDrawer } from './welcome-form-drawer';
import type { WelcomeEditing } from './welcome-form-drawer';
import { WelcomeList } from './welcome-list';
import { WelcomeLog } from './welcome-log';
import '../../../lib/i18n/messages/acquiring-welcome-messages';

type Tab = 'list' | 'log';

/**
 * issue #16 /welcome 加粉欢迎语: welcomes by employee or department with a default and time
 * periods; the fixed priority shown on the page; the why-not-sent log of every add.
 */
export function WelcomePage() {
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<WelcomeEditing | null>(null);
  const [editId, setEditId] = useState(0);
  const [blockOpen, setBlockOpen] = useState(false);
  // The default welcome is the list's first row (sorted first by the server).
  const first = useWelcomes({ page: 1, page_size: 20 });
  const defaultId = first.data?.list.find((row) => row.is_default)?.id ?? 0;
  const detail = useWelcome(editId || defaultId);
  const defaultWelcome = defaultId && detail.data?.id === defaultId ? detail.data : null;
  const opened = editId > 0 && detail.data?.id === editId ? detail.data : null;
  const drawer = useMemo<WelcomeEditing | null>(
    () => (opened ? { kind: 'edit', welcome: opened } : editing),
    [opened, editing],
  );

  return (
    <PageLayout
      title={t('welcome.title')}
      description={t('welcome.description')}
      testId="welcome-page"
      actions={
        <Box display="flex" gap="2" flexWrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setBlockOpen(true)}
            data-testid="welcome-block-words"
          >
            {t('welcome.blockWords')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setEditId(0);
              setEditing({ kind: 'default' });
            }}
            data-testid="welcome-edit-default"
          >
            {t('welcome.editDefault')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => {
              setEditId(0);
              setEditing({ kind: 'new' });
            }}
            data-testid="welcome-create"
          >
            + {t('welcome.create')}
          </Button>
        </Box>
      }
    >
      <Box
        bg="blue.50"
        borderWidth="1px"
        borderColor="blue.200"
        borderRadius="md"
        px="4"
        py="3"
        data-testid="welcome-priority"
      >
        <Text fontWeight="medium" color="blue.900" fontSize="sm">
          {t('welcome.priority')}
        </Text>
        <Text color="gray.700" fontSize="xs" mt="1">
          {t('welcome.priorityHint')}
        </Text>
      </Box>
      <PageSection>
        <TabsRoot
          value={tab}
          onValueChange={(details) => setTab(details.value as Tab)}
          lazyMount
          size="sm"
        >
          <TabsList mb="4">
            <TabsTrigger value="list" data-testid="welcome-tab-list">
              {t('welcome.tab.list')}
            </TabsTrigger>
            <TabsTrigger value="log" data-testid="welcome-tab-log">
              {t('welcome.tab.log')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="list">
            <WelcomeList
              onEdit={(row) => {
                setEditId(row.id);
                setEditing(null);
              }}
            />
          </TabsContent>
          <TabsContent value="log">
            <WelcomeLog />
          </TabsContent>
        </TabsRoot>
      </PageSection>
      <WelcomeFormDrawer
        editing={drawer}
        defaultWelcome={defaultWelcome}
        onClose={() => {
          setEditing(null);
          setEditId(0);
        }}
      />
      <BlockWordsDialog open={blockOpen} onClose={() => setBlockOpen(false)} />
    </PageLayout>
  );
}
