import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { GroupCodeRow } from '../../../../contract/acquiring/group-code';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { ToolListPage } from '../../../ui/tool-list/tool-list-page';
import { toolActionsColumn, toolCreatedColumn } from '../../../ui/tool-list/tool-parts';
import { useToolListPage } from '../../../data/tool-page/use-tool-list-page';
import { useDeleteGroupCode, useGroupCodes } from './api/group-code-api';
import { GroupSandboxPanel } from './group-sandbox-panel';
import { useCan } from '../../../data/menu/use-can';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /group-code 无限群活码: one permanent QR rotating over groups, with warnings. */
export function GroupCodePage() {
  const navigate = useNavigate();
  const tool = useToolListPage({
    useList: useGroupCodes,
    remove: useDeleteGroupCode(),
    exportType: 'group_codes',
    qrPath: (row: GroupCodeRow) => row.scan_path,
  });
  const { list, rowActions } = tool;
  const warnings = (list.data?.list ?? []).flatMap((row) =>
    row.warnings.map((text) => `「${row.name}」${text}`),
  );

  // issue #41: 删除 is a right of its own (the button is off, with the reason, without it)
  const canDelete = useCan('delete');
  const columns = useMemo<DataColumn<GroupCodeRow>[]>(
    () => [
      {
        key: 'name',
        title: t('tools.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      {
        key: 'current',
        title: t('group.current'),
        render: (row) =>
          row.current ? (
            <Text
              fontSize="sm"
              data-testid="group-current"
            >{`${row.current.name}（${row.current.members}/${row.current.member_cap}）`}</Text>
          ) : (
            <Badge colorPalette="orange">{t('group.none')}</Badge>
          ),
      },
      { key: 'groups', title: t('group.groups'), align: 'end', render: (row) => row.group_count },
      { key: 'slots', title: t('group.slots'), align: 'end', render: (row) => row.slots_left },
      { key: 'joins', title: t('group.joins'), align: 'end', render: (row) => row.joins },
      toolCreatedColumn<GroupCodeRow>(),
      toolActionsColumn<GroupCodeRow>({
        ...rowActions,
        onEdit: (row) => navigate(`/group-code/code-form?id=${row.id}`),
        onData: (row) => navigate(`/group-code/statistics?id=${row.id}`),
        deleteRefusal: canDelete.reason,
      }),
    ],
    [navigate, rowActions, canDelete.reason],
  );

  return (
    <ToolListPage
      title={t('group.title')}
      description={t('group.description')}
      testId="group-code-page"
      tableTestId="group-code-table"
      onCreate={() => navigate('/group-code/code-form')}
      header={
        <>
          {warnings.length ? (
            <Box
              role="status"
              bg="orange.50"
              borderWidth="1px"
              borderColor="orange.200"
              borderRadius="md"
              p="3"
              data-testid="group-warnings"
            >
              {warnings.map((line) => (
                <Text key={line} fontSize="sm" color="orange.800">
                  {line}
                </Text>
              ))}
            </Box>
          ) : null}
          <PageSection padding="3">
            <GroupSandboxPanel codes={list.data?.list ?? []} />
          </PageSection>
        </>
      }
      columns={columns}
      {...tool.pageProps}
    />
  );
}
