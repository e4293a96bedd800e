import type { RecordListItem } from '../../../../../contract/material/super-form/api-types';
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import { isAnswerable } from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import { StatusBadge } from '../../../../ui/data-table/cells/status-badge';
import type { DataColumn } from '../../../../ui/data-table/data-table';
import { sc } from '../../../../ui/static-css/class-names';
import '../../../../lib/i18n/messages/superform-messages';

/**
 * Fixed columns, then one per question of the form (answers per component, issue #7); plain
 * elements and the list kit's cell blocks (docs/architecture.md "Styling").
 */
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
        <div className={sc('sc-person-line', 'sc-nowrap')}>
          <p>{record.customer_name || t('sf.data.visitor')}</p>
          <StatusBadge palette={record.customer_type === 2 ? 'purple' : 'gray'}>
            {t(`sf.data.customerType.${record.customer_type}` as const)}
          </StatusBadge>
        </div>
      ),
    },
    {
      key: 'behaviour',
      title: t('sf.data.behaviour'),
      render: (record) => (
        <StatusBadge palette={record.behaviour === 2 ? 'green' : 'blue'}>
          {t(`sf.data.behaviour.${record.behaviour}` as const)}
        </StatusBadge>
      ),
    },
    { key: 'phone', title: t('sf.data.col.phone'), render: (record) => record.phone || '-' },
    {
      key: 'time',
      title: t('sf.data.col.time'),
      render: (record) => <p className={sc('sc-nowrap')}>{record.created_at}</p>,
    },
    ...questions.map((question, index): DataColumn<RecordListItem> => ({
      key: question.field_name,
      title: question.field_title,
      defaultHidden: index >= 4,
      render: (record) => {
        const answer = record.answers.find((each) => each.field_name === question.field_name);
        return (
          <p className={sc('sc-truncate', 'sc-max-48')} title={answer?.display}>
            {answer?.display ?? '-'}
          </p>
        );
      },
    })),
    {
      key: 'actions',
      title: t('sf.data.col.actions'),
      hideable: false,
      render: (record) => (
        <button
          type="button"
          className={sc('bt-xs-ghost', 'sc-palette-blue')}
          onClick={() => onDetail(record)}
          data-testid="record-detail"
        >
          {t('sf.data.detail')}
        </button>
      ),
    },
  ];
}
