import { useMemo } from 'react';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import type { ShuntCodeRow } from '../../../../contract/acquiring/shunt-code';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { ToolListPage } from '../../../ui/tool-list/tool-list-page';
import {
  toolActionsColumn,
  toolCreatedColumn,
  toolStatusColumn,
} from '../../../ui/tool-list/tool-parts';
import { useToolListPage } from '../../../data/tool-page/use-tool-list-page';
import { useDeleteShuntCode, useShuntCodes, useToggleShuntCode } from './api/shunt-code-api';
import { useCan } from '../../../data/menu/use-can';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15 /shunt-code 分流码: one entry QR split over targets by rule and weight. */
export function ShuntCodePage() {
  const navigate = useNavigate();
  const tool = useToolListPage({
    useList: useShuntCodes,
    toggle: useToggleShuntCode(),
    remove: useDeleteShuntCode(),
    exportType: 'shunt_codes',
    qrPath: (row: ShuntCodeRow) => row.scan_path,
  });
  const { setEnabled, rowActions } = tool;

  // issue #41: 删除 is a right of its own (the button is off, with the reason, without it)
  const canDelete = useCan('delete');
  const columns = useMemo<DataColumn<ShuntCodeRow>[]>(
    () => [
      {
        key: 'name',
        title: t('tools.name'),
        hideable: false,
        render: (row) => <Text fontWeight="medium">{row.name}</Text>,
      },
      { key: 'rule', title: t('shunt.rule'), render: (row) => t(`shunt.rule.${row.rule}`) },
      {
        key: 'targets',
        title: t('shunt.targets'),
        render: (row) => (
          <Text fontSize="sm">
            {row.targets
              .map((target) =>
                row.rule === 'weighted' ? `${target.name}(${target.weight})` : target.name,
              )
              .join('、')}
          </Text>
        ),
      },
      {
        key: 'exposures',
        title: t('shunt.exposures'),
        align: 'end',
        render: (row) => row.exposures,
      },
      { key: 'adds', title: t('shunt.adds'), align: 'end', render: (row) => row.adds },
      toolStatusColumn<ShuntCodeRow>(setEnabled),
      toolCreatedColumn<ShuntCodeRow>(),
      toolActionsColumn<ShuntCodeRow>({
        ...rowActions,
        onEdit: (row) => navigate(`/shunt-code/code-form?id=${row.id}`),
        onData: (row) => navigate(`/shunt-code/statistics?id=${row.id}`),
        deleteRefusal: canDelete.reason,
      }),
    ],
    [navigate, setEnabled, rowActions, canDelete.reason],
  );

  return (
    <ToolListPage
      title={t('shunt.title')}
      description={t('shunt.description')}
      testId="shunt-code-page"
      tableTestId="shunt-code-table"
      onCreate={() => navigate('/shunt-code/code-form')}
      columns={columns}
      {...tool.pageProps}
    />
  );
}
