import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  deleteCustomField,
  listCustomFields,
  reorderCustomFields,
} from '../../../../contract/customer/custom-info';
import type { CustomFieldRow } from '../../../../contract/customer/custom-info';
import { t } from '../../../lib/i18n/translate';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { FieldDialog, fieldTypeLabel } from './field-dialog';
import { StageEditor } from './stage-editor';
import { RightButton } from '../../../data/menu/right-button';
import '../../../lib/i18n/messages/customer-handover-messages';
import '../../../lib/i18n/messages/customer-ops-messages';

const yes = (on: boolean) => (on ? t('customerOps.yes') : t('customerOps.no'));

/** issue #19 /custom-info 客户字段: system and custom fields, order, display rules, on/off. */
export function CustomInfoPage() {
  const fields = useEndpointQuery(listCustomFields, {});
  const [editing, setEditing] = useState<CustomFieldRow | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);
  const [deleting, setDeleting] = useState<CustomFieldRow | null>(null);
  const remove = useEndpointMutation(deleteCustomField, { invalidates: [listCustomFields] });
  const reorder = useEndpointMutation(reorderCustomFields, { invalidates: [listCustomFields] });
  const rows = fields.data ?? [];
  const move = (index: number, by: number) => {
    const ids = rows.map((row) => row.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    reorder.mutate({ body: { ids } });
  };
  const columns: DataColumn<CustomFieldRow>[] = [
    {
      key: 'name',
      title: t('customerOps.field.col.name'),
      hideable: false,
      render: (row) => row.name,
    },
    {
      key: 'type',
      title: t('customerOps.field.col.type'),
      render: (row) =>
        `${fieldTypeLabel(row.type)}${row.system_key ? ` · ${t('customerOps.field.system')}` : ''}`,
    },
    {
      key: 'options',
      title: t('customerOps.field.col.options'),
      render: (row) => row.options.join('、') || '-',
    },
    { key: 'required', title: t('customerOps.field.required'), render: (row) => yes(row.required) },
    {
      key: 'show',
      title: t('customerOps.field.col.show'),
      render: (row) =>
        [
          row.show_in_list ? t('customerOps.field.where.list') : '',
          row.show_in_detail ? t('customerOps.field.where.detail') : '',
          row.show_in_sidebar ? t('customerOps.field.where.sidebar') : '',
        ]
          .filter(Boolean)
          .join('、') || '-',
    },
    { key: 'filled', title: t('customerOps.field.col.filled'), render: (row) => row.filled },
    { key: 'enabled', title: t('customerOps.field.enabled'), render: (row) => yes(row.enabled) },
    {
      key: 'actions',
      title: t('customerOps.col.actions'),
      hideable: false,
      render: (row) => {
        const index = rows.indexOf(row);
        return (
          <Box display="flex" gap="3" flexWrap="wrap">
            <Button
              variant="plain"
              size="sm"
              px="0"
              colorPalette="blue"
              onClick={() => {
                setEditing(row);
                setDialogKey((key) => key + 1);
                setDialogOpen(true);
              }}
            >
              {t('customerOps.action.edit')}
            </Button>
            <Button
              variant="plain"
              size="sm"
              px="0"
              colorPalette="blue"
              disabled={index === 0}
              onClick={() => move(index, -1)}
              aria-label={t('customerOps.field.up', { name: row.name })}
            >
              {t('customerOps.action.up')}
            </Button>
            <Button
              variant="plain"
              size="sm"
              px="0"
              colorPalette="blue"
              disabled={index === rows.length - 1}
              onClick={() => move(index, 1)}
              aria-label={t('customerOps.field.down', { name: row.name })}
            >
              {t('customerOps.action.down')}
            </Button>
            {row.system_key ? null : (
              <RightButton
                right="delete"
                variant="plain"
                size="sm"
                px="0"
                colorPalette="red"
                onClick={() => setDeleting(row)}
              >
                {t('customerOps.action.delete')}
              </RightButton>
            )}
          </Box>
        );
      },
    },
  ];
  return (
    <PageLayout
      title={t('customerOps.field.title')}
      description={t('customerOps.field.description')}
      testId="custom-info-page"
      actions={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            setEditing(null);
            setDialogKey((key) => key + 1);
            setDialogOpen(true);
          }}
          data-testid="field-new"
        >
          {t('customerOps.field.new')}
        </Button>
      }
    >
      <PageSection>
        <DataTable
          label={t('customerOps.field.title')}
          testId="field-table"
          columns={columns}
          rows={fields.data}
          rowKey={(row) => row.id}
          total={rows.length}
          page={1}
          pageSize={Math.max(rows.length, 20)}
          onPageChange={() => undefined}
          loading={fields.isFetching}
          error={fields.isError}
          onRetry={() => void fields.refetch()}
        />
      </PageSection>
      <PageSection title={t('stage.settings')} testId="stage-settings">
        <StageEditor />
      </PageSection>
      <FieldDialog
        key={dialogKey}
        open={dialogOpen}
        field={editing}
        onClose={() => setDialogOpen(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('customerOps.action.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate({ params: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })
        }
      >
        {t('customerOps.field.deleteConfirm', {
          name: deleting?.name ?? '',
          n: deleting?.filled ?? 0,
        })}
      </ConfirmDialog>
    </PageLayout>
  );
}
