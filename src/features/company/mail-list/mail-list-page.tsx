import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import type { DirectorySyncReport } from '../../../../contract/company/mail-list';
import { DEFAULT_PAGE_SIZE } from '../../../lib/format/table-defaults';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useDepartments, useDirectorySync, useEmployees } from './api/directory-queries';
import { DepartmentTree } from './department-tree';
import { employeeColumns } from './employee-columns';
import { SyncReportDialog } from './sync-report-dialog';
import '../../../lib/i18n/messages/company-messages';
import '../../../lib/i18n/messages/page-kit-messages';

/**
 * issue #9 /mail-list (domain.md §7): the department tree and its employees (department, role,
 * customers, seat), search, and "sync from platform" with a report of what changed.
 */
export function MailListPage() {
  const departments = useDepartments();
  const sync = useDirectorySync();
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [name, setName] = useState('');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [report, setReport] = useState<DirectorySyncReport | null>(null);
  const employees = useEmployees({
    page: paging.page,
    page_size: paging.pageSize,
    ...(search ? { name: search } : {}),
    ...(departmentId ? { department_id: departmentId } : {}),
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
        gridTemplateColumns={{ base: '1fr', lg: '240px minmax(0, 1fr)' }}
        gap="4"
        alignItems="start"
      >
        <PageSection title={t('mailList.departments')} padding="3">
          <DepartmentTree
            departments={departments.data ?? []}
            selected={departmentId}
            onSelect={(id) => {
              setDepartmentId(id);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
          />
        </PageSection>
        <PageSection>
          <DataTable
            label={t('mailList.table.label')}
            testId="employee-table"
            columns={columns}
            rows={employees.data?.list}
            rowKey={(row) => row.id}
            total={employees.data?.total ?? 0}
            page={paging.page}
            pageSize={paging.pageSize}
            onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
            loading={employees.isFetching}
            error={employees.isError}
            onRetry={() => void employees.refetch()}
            emptyText={t('mailList.empty')}
            columnSettingsKey="mail-list"
            toolbar={
              <Box
                as="form"
                display="flex"
                gap="2"
                onSubmit={(event: React.FormEvent) => {
                  event.preventDefault();
                  setSearch(name.trim());
                  setPaging((current) => ({ ...current, page: 1 }));
                }}
              >
                <Input
                  size="sm"
                  width="56"
                  type="search"
                  value={name}
                  placeholder={t('mailList.search')}
                  aria-label={t('mailList.search')}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
                <Button size="sm" type="submit" variant="outline">
                  {t('kit.filter.search')}
                </Button>
              </Box>
            }
          />
        </PageSection>
      </Box>
      <SyncReportDialog report={report} onClose={() => setReport(null)} />
    </PageLayout>
  );
}
