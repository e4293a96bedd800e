import { useMemo, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  deleteMaterial,
  MATERIAL_TYPES,
  materialList,
  type MaterialRow,
  type MaterialType,
} from '../../../../contract/material/material-goods';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { DeleteConfirmDialog } from '../../../ui/confirm-dialog/delete-confirm-dialog';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { ListSearchForm } from '../../../ui/list-kit/list-search-form';
import { useListState } from '../../../ui/list-kit/use-list-state';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { ViewTabs } from '../shared/view-tabs';
import { MaterialForm } from './material-form';
import { RightButton } from '../../../data/menu/right-button';

const EMPTY = { keyword: '', group: '' };

function columns(
  onEdit: (row: MaterialRow) => void,
  onDelete: (row: MaterialRow) => void,
): DataColumn<MaterialRow>[] {
  return [
    {
      key: 'title',
      title: t('library.col.title'),
      hideable: false,
      render: (row) => (
        <Box minW="48" maxW="md">
          <Text fontSize="sm" fontWeight="medium">
            {row.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {row.type === 'text' ? row.content : row.url}
          </Text>
        </Box>
      ),
    },
    { key: 'type', title: t('library.col.type'), render: (row) => t(`library.type.${row.type}`) },
    { key: 'group', title: t('library.col.group'), render: (row) => row.group_name },
    {
      key: 'tags',
      title: t('library.col.tags'),
      render: (row) => (
        <Box display="flex" gap="1" flexWrap="wrap">
          {row.tags.map((tag) => (
            <Badge key={tag} variant="outline" colorPalette="blue">
              {tag}
            </Badge>
          ))}
        </Box>
      ),
    },
    { key: 'usage', title: t('library.col.usage'), render: (row) => row.usage_count },
    {
      key: 'updated',
      title: t('library.col.updated'),
      render: (row) => formatDateTime(row.updated_at),
    },
    {
      key: 'actions',
      title: t('library.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1">
          <Button size="xs" variant="outline" onClick={() => onEdit(row)}>
            {t('library.edit')}
          </Button>
          <RightButton
            right="delete"
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(row)}
          >
            {t('library.delete')}
          </RightButton>
        </Box>
      ),
    },
  ];
}

/** issue #20 material library: types, groups, tags, search, usage counts; create/edit/delete. */
export function LibraryPanel() {
  const list = useListState(EMPTY);
  const [type, setType] = useState<MaterialType | 'all'>('all');
  const [opened, setOpened] = useState(0);
  const [editing, setEditing] = useState<{ row: MaterialRow | null } | null>(null);
  const [removing, setRemoving] = useState<MaterialRow | null>(null);
  const materials = useEndpointQuery(
    materialList,
    {
      query: {
        page: list.page,
        page_size: list.pageSize,
        type: type === 'all' ? undefined : type,
        keyword: list.applied.keyword || undefined,
        group_name: list.applied.group || undefined,
      },
    },
    { keepPrevious: true },
  );
  const remove = useEndpointMutation(deleteMaterial, { invalidates: [materialList] });
  const tableColumns = useMemo(
    () =>
      columns((row) => {
        setOpened((n) => n + 1);
        setEditing({ row });
      }, setRemoving),
    [],
  );
  return (
    <PageSection>
      <Box display="flex" flexDirection="column" gap="3">
        <ViewTabs
          label={t('library.filter.type')}
          value={type}
          onChange={(next) => {
            setType(next);
            list.setPage(1, list.pageSize);
          }}
          options={[
            { value: 'all' as const, label: t('library.type.all') },
            ...MATERIAL_TYPES.map((each) => ({ value: each, label: t(`library.type.${each}`) })),
          ]}
        />
        <DataTable
          label={t('library.table')}
          testId="material-table"
          columns={tableColumns}
          rows={materials.data?.list}
          rowKey={(row) => row.id}
          total={materials.data?.total ?? 0}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          loading={materials.isFetching}
          error={materials.isError}
          onRetry={() => void materials.refetch()}
          emptyText={
            list.filtered || type !== 'all' ? t('library.emptyFiltered') : t('library.empty')
          }
          columnSettingsKey="material-library"
          toolbar={
            <ListSearchForm
              list={list}
              field="keyword"
              label={t('library.filter.keyword')}
              actions={
                <Button
                  size="sm"
                  colorPalette="blue"
                  type="button"
                  data-testid="material-create"
                  onClick={() => {
                    setOpened((n) => n + 1);
                    setEditing({ row: null });
                  }}
                >
                  + {t('library.create')}
                </Button>
              }
            >
              <Box width="36">
                <SelectFilter
                  value={list.draft.group}
                  ariaLabel={t('library.filter.group')}
                  onChange={(group) => list.apply({ ...list.draft, group })}
                  options={(materials.data?.groups ?? []).map((group) => ({
                    value: group,
                    label: group,
                  }))}
                />
              </Box>
            </ListSearchForm>
          }
        />
      </Box>
      <MaterialForm
        key={opened}
        open={editing !== null}
        material={editing?.row ?? null}
        onClose={() => setEditing(null)}
      />
      <DeleteConfirmDialog
        target={removing}
        mutation={remove}
        title={t('library.deleteTitle')}
        body={removing && t('library.deleteBody', { title: removing.title })}
        deleted={t('library.deleted')}
        onClose={() => setRemoving(null)}
      />
    </PageSection>
  );
}
