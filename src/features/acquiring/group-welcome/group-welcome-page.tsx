import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useGroupWelcome } from './api/group-welcome-api';
import { GroupWelcomeFormDrawer } from './group-welcome-form-drawer';
import { GroupWelcomeList } from './group-welcome-list';
import { GroupWelcomeLog } from './group-welcome-log';
import { SimulateJoinDialog } from './simulate-join-dialog';
import '../../../lib/i18n/messages/acquiring-welcome-messages';

type Tab = 'list' | 'log';

/** issue #16 /group-welcome 入群欢迎语: templates, where they apply, and every join's log. */
export function GroupWelcomePage() {
  const [tab, setTab] = useState<Tab>('list');
  const [creating, setCreating] = useState(false);
  const [editId, setEditId] = useState(0);
  const [simulating, setSimulating] = useState(false);
  const detail = useGroupWelcome(editId);
  const editing = editId > 0 && detail.data?.id === editId ? detail.data : null;

  return (
    <PageLayout
      title={t('gwelcome.title')}
      description={t('gwelcome.description')}
      testId="group-welcome-page"
      actions={
        <Box display="flex" gap="2" flexWrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setSimulating(true)}
            data-testid="gwelcome-simulate"
          >
            {t('gwelcome.simulate')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => setCreating(true)}
            data-testid="gwelcome-create"
          >
            + {t('gwelcome.create')}
          </Button>
        </Box>
      }
    >
      <Box bg="blue.50" borderWidth="1px" borderColor="blue.200" borderRadius="md" px="4" py="3">
        <Text fontWeight="medium" color="blue.900" fontSize="sm">
          {t('gwelcome.rule')}
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
            <TabsTrigger value="list" data-testid="gwelcome-tab-list">
              {t('gwelcome.tab.list')}
            </TabsTrigger>
            <TabsTrigger value="log" data-testid="gwelcome-tab-log">
              {t('gwelcome.tab.log')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="list">
            <GroupWelcomeList onEdit={(row) => setEditId(row.id)} />
          </TabsContent>
          <TabsContent value="log">
            <GroupWelcomeLog />
          </TabsContent>
        </TabsRoot>
      </PageSection>
      <GroupWelcomeFormDrawer
        open={creating || editing !== null}
        editing={editing}
        onClose={() => {
          setCreating(false);
          setEditId(0);
        }}
      />
      <SimulateJoinDialog
        open={simulating}
        onClose={() => setSimulating(false)}
        onDone={() => {
          setSimulating(false);
          setTab('log');
        }}
      />
    </PageLayout>
  );
}
