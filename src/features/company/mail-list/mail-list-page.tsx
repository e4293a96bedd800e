import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import type { DirectorySyncReport } from '../../../../contract/company/mail-list';
import { t } from '../../../lib/i18n/translate';
import { ListTable } from '../../../ui/list-kit/list-table';
import { ListNameSearch } from '../../../ui/list-kit/list-name-search';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useDepartments, useDirectorySync, useEmployees } from './api/directory-queries';
import { DepartmentTree } from './department-tree';
import { employeeColumns } from './employee-columns';
import { SyncReportDialog } from './sync-report-dialog';
import '../../../lib/i18n/messages/company-messages';
import '../../../lib/i18n/messages/page-kit-messages';

/**
 * issue #9 /mail-list (docs/domain.md §7): the department tree and its employees (department, role,
 * customers, seat), search, and "sync from platform" with a report of what changed.
 */
const EMPTY_FILTERS: { name: string; department_id?: number } = { name: '' };

export function MailListPage() {
  const departments = useDepartments();
  const sync = useDirectorySync();
  const list = useListState(EMPTY_FILTERS);
  const [report, setReport] = useState<DirectorySyncReport | null>(null);
  const { name, department_id } = list.applied;
  const employees = useEmployees({
    page: list.page,
    page_size: list.pageSize,
    ...(name ? { name } : {}),
    ...(department_id ? { department_id } : {}),
  });
  const columns = useMemo(() => employeeColumns(), []);

  return (
    <PageLayout
      title={t('mailList.title')}
      description={t('mailList.description')}
      testId="mail-list-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          loading={sync.isPending}
          onClick={() => sync.mutate({}, { onSuccess: setReport })}
          data-testid="directory-sync"
        >
          {t('mailList.sync')}
        </Button>
      }
    >
      <Box
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' }}
        gap="4"
        alignItems="start"
      >
        <PageSection title={t('mailList.departments')} padding="3">
          <DepartmentTree
            departments={departments.data ?? []}
            selected={department_id}
            onSelect={(id) => list.apply({ ...list.draft, department_id: id })}
          />
        </PageSection>
        <PageSection>
          <ListTable
            label={t('mailList.table.label')}
            testId="employee-table"
            columns={columns}
            query={employees}
            list={list}
            rowKey={(row) => row.id}
            emptyText={t('mailList.empty')}
            columnSettingsKey="mail-list"
            toolbar={<ListNameSearch list={list} label={t('mailList.search')} />}
          />
        </PageSection>
      </Box>
      <SyncReportDialog report={report} onClose={() => setReport(null)} />
    </PageLayout>
  );
}
