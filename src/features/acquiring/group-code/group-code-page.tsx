import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { GroupCodeRow } from '../../../../contract/acquiring/group-code';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { QrLinkDialog, publicUrl } from '../../../ui/qr-link/qr-link-dialog';
import { EMPTY_TOOL_FILTER, ToolList, toolQuery } from '../../../ui/tool-list/tool-list';
import { useDeleteGroupCode, useGroupCodes } from './api/group-code-api';
import { GroupSandboxPanel } from './group-sandbox-panel';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /group-code 无限群活码: one permanent QR rotating over groups, with warnings. */
export function GroupCodePage() {
  const navigate = useNavigate();
  const state = useListState(EMPTY_TOOL_FILTER);
  const list = useGroupCodes(toolQuery(state));
  const remove = useDeleteGroupCode();
  const [qr, setQr] = useState<GroupCodeRow | null>(null);
  const [deleting, setDeleting] = useState<GroupCodeRow | null>(null);
  const warnings = (list.data?.list ?? []).flatMap((row) =>
    row.warnings.map((text) => `「${row.name}」${text}`),
  );

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
      {
        key: 'created',
        title: t('tools.createdAt'),
        render: (row) => formatDateTime(row.created_at),
      },
      {
        key: 'actions',
        title: t('tools.actions'),
        hideable: false,
        render: (row) => (
          <Box display="flex" gap="1" flexWrap="wrap">
            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => setQr(row)}>
              {t('tools.qr')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => navigate(`/group-code/code-form?id=${row.id}`)}
            >
              {t('tools.edit')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="blue"
              onClick={() => navigate(`/group-code/statistics?id=${row.id}`)}
            >
              {t('tools.data')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row)}>
              {t('tools.delete')}
            </Button>
          </Box>
        ),
      },
    ],
    [navigate],
  );

  return (
    <PageLayout
      title={t('group.title')}
      description={t('group.description')}
      testId="group-code-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => navigate('/group-code/code-form')}
          data-testid="tool-create"
        >
          + {t('tools.create')}
        </Button>
      }
    >
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
      <PageSection>
        <ToolList
          label={t('group.title')}
          testId="group-code-table"
          state={state}
          columns={columns}
          rows={list.data?.list}
          rowKey={(row) => row.id}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          error={list.isError}
          onRetry={() => void list.refetch()}
          emptyText={state.filtered ? t('tools.emptyFiltered') : t('tools.empty')}
          searchLabel={t('tools.search')}
          statusLabels={{
            all: t('tools.statusAll'),
            on: t('tools.on'),
            off: t('tools.off'),
            label: t('tools.status'),
          }}
          exportName={t('group.title')}
          exportLabel={t('tools.export')}
          exportRows={(rows) => [
            [
              t('tools.name'),
              t('group.current'),
              t('group.groups'),
              t('group.slots'),
              t('group.joins'),
              t('tools.qr'),
            ],
            ...rows.map((row) => [
              row.name,
              row.current?.name ?? '-',
              row.group_count,
              row.slots_left,
              row.joins,
              publicUrl(row.scan_path),
            ]),
          ]}
        />
      </PageSection>
      <QrLinkDialog
        target={qr ? { name: qr.name, path: qr.scan_path } : null}
        title={qr?.name ?? ''}
        hint={t('tools.qrHint')}
        onClose={() => setQr(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={remove.isPending}
        title={t('tools.deleteTitle')}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => {
                notifySuccess(t('tools.deleted'));
                setDeleting(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm">{deleting ? t('tools.deleteBody', { name: deleting.name }) : ''}</Text>
      </ConfirmDialog>
    </PageLayout>
  );
}
