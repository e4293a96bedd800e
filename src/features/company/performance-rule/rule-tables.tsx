import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import type { RuleVersion } from '../../../../contract/company/performance-rule';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { ruleText } from './rule-text';
import { RightButton } from '../../../data/menu/right-button';
import '../../../lib/i18n/messages/company-performance-messages';

const scopeOf = (row: RuleVersion) => (row.shop ? row.shop.name : t('perf.scopeDefault'));

/** The shops' own rules with edit and delete (delete asks first, in the page). */
export function OverrideTable(props: {
  rows: readonly RuleVersion[];
  onEdit: (row: RuleVersion) => void;
  onDelete: (row: RuleVersion) => void;
}) {
  const columns: DataColumn<RuleVersion>[] = [
    { key: 'shop', title: t('perf.col.scope'), hideable: false, render: scopeOf },
    { key: 'summary', title: t('perf.col.summary'), render: ruleText },
    {
      key: 'effective',
      title: t('perf.col.effective'),
      render: (row) => formatDateTime(row.effective_from),
    },
    {
      key: 'actions',
      title: t('perf.col.actions'),
      hideable: false,
      render: (row) => (
        <Box display="flex" gap="1">
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => props.onEdit(row)}>
            {t('perf.overrideEdit')}
          </Button>
          <RightButton
            right="delete"
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => props.onDelete(row)}
          >
            {t('perf.overrideDelete')}
          </RightButton>
        </Box>
      ),
    },
  ];
  return (
    <DataTable
      label={t('perf.overrides')}
      testId="override-table"
      columns={columns}
      rows={props.rows}
      rowKey={(row) => row.id}
      total={props.rows.length}
      page={1}
      pageSize={100}
      onPageChange={() => {}}
      emptyText={t('perf.overrideEmpty')}
    />
  );
}

/** Every saved version: who changed what, when (client-side pages of the last 50). */
export function HistoryTable({ rows }: { rows: readonly RuleVersion[] }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const columns: DataColumn<RuleVersion>[] = [
    { key: 'id', title: t('perf.col.version'), hideable: false, render: (row) => `#${row.id}` },
    { key: 'scope', title: t('perf.col.scope'), render: scopeOf },
    {
      key: 'summary',
      title: t('perf.col.summary'),
      render: (row) => (row.removed ? t('perf.removed') : ruleText(row)),
    },
    {
      key: 'effective',
      title: t('perf.col.effective'),
      render: (row) => formatDateTime(row.effective_from),
    },
    { key: 'by', title: t('perf.col.by'), render: (row) => row.created_by },
  ];
  const start = (paging.page - 1) * paging.pageSize;
  return (
    <DataTable
      label={t('perf.history')}
      testId="rule-history"
      columns={columns}
      rows={rows.slice(start, start + paging.pageSize)}
      rowKey={(row) => row.id}
      total={rows.length}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
    />
  );
}
