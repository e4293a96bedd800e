import { useState } from 'react';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { t } from '../../../lib/i18n/translate';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { AuditTab } from './audit/audit-tab';
import { RolesTab } from './roles/roles-tab';
import { UsersTab } from './users/users-tab';
import '../../../lib/i18n/messages/setting-role-manage-messages';

type Tab = 'roles' | 'users' | 'audit';

/**
 * issue #14 /role-manage (spec §6, docs/domain.md §8): roles with their page codes, the tenant's
 * console users, and the audit trail of both. Tabs mount when first opened; the audit tab
 * reloads each time it opens (a change made in the other tabs shows at once).
 */
export function RoleManagePage() {
  const [tab, setTab] = useState<Tab>('roles');
  return (
    <PageLayout
      title={t('roleManage.title')}
      description={t('roleManage.description')}
      testId="role-manage-page"
    >
      <PageSection>
        <TabsRoot
          value={tab}
          onValueChange={(details) => setTab(details.value as Tab)}
          lazyMount
          size="sm"
        >
          <TabsList mb="4">
            <TabsTrigger value="roles">{t('roleManage.tab.roles')}</TabsTrigger>
            <TabsTrigger value="users">{t('roleManage.tab.users')}</TabsTrigger>
            <TabsTrigger value="audit">{t('roleManage.tab.audit')}</TabsTrigger>
          </TabsList>
          <TabsContent value="roles">
            <RolesTab />
          </TabsContent>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="audit">{tab === 'audit' ? <AuditTab /> : null}</TabsContent>
        </TabsRoot>
      </PageSection>
    </PageLayout>
  );
}
