import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { RecordListItem } from '../../../../../contract/material/super-form/api-types';
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import { isAnswerable } from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import '../../../../lib/i18n/messages/superform-messages';

/** Fixed columns, then one per question of the form (answers per component, issue #7). */
export function recordColumns(
  components: readonly FormComponent[],
  onDetail: (record: RecordListItem) => void,
): DataColumn<RecordListItem>[] {
  const questions = components.filter((component) => isAnswerable(component.field_type));
  return [
    {
      key: 'customer',
      title: t('sf.data.col.customer'),
      hideable: false,
      render: (record) => (
        <Box display="flex" alignItems="center" gap="1.5" whiteSpace="nowrap">
          <Text>{record.customer_name || t('sf.data.visitor')}</Text>
          <Badge size="sm" colorPalette={record.customer_type === 2 ? 'purple' : 'gray'}>
            {t(`sf.data.customerType.${record.customer_type}` as const)}
          </Badge>
        </Box>
      ),
    },
    {
      key: 'behaviour',
      title: t('sf.data.behaviour'),
      render: (record) => (
        <Badge colorPalette={record.behaviour === 2 ? 'green' : 'blue'}>
          {t(`sf.data.behaviour.${record.behaviour}` as const)}
        </Badge>
      ),
    },
    { key: 'phone', title: t('sf.data.col.phone'), render: (record) => record.phone || '-' },
    {
      key: 'time',
      title: t('sf.data.col.time'),
      render: (record) => <Text whiteSpace="nowrap">{record.created_at}</Text>,
    },
    ...questions.map((question, index): DataColumn<RecordListItem> => ({
      key: question.field_name,
      title: question.field_title,
      defaultHidden: index >= 4,
      render: (record) => {
        const answer = record.answers.find((each) => each.field_name === question.field_name);
        return (
          <Text maxW="48" truncate title={answer?.display}>
            {answer?.display ?? '-'}
          </Text>
        );
      },
    })),
    {
      key: 'actions',
      title: t('sf.data.col.actions'),
      hideable: false,
      render: (record) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="blue"
          onClick={() => onDetail(record)}
          data-testid="record-detail"
        >
          {t('sf.data.detail')}
        </Button>
      ),
    },
  ];
}
