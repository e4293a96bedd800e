import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { FormListItem } from '../../../../contract/material/super-form/api-types';
import { chinaDateTimeToMs } from '../../../../contract/material/super-form/date-rule';
import { FORM_STATUS } from '../../../../contract/material/super-form/form-schema';
import { RightButton } from '../../../data/menu/right-button';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';
import type { DataColumn } from '../../../ui/data-table/data-table';
import type { FormAction } from './api/form-actions';
import { FormStatusBadge } from './form-status-badge';
import '../../../lib/i18n/messages/superform-messages';

export type RowAction = FormAction | 'edit' | 'data' | 'share';

function validityText(form: FormListItem, now: number) {
  if (form.validity_type === 2 || !form.end_time) return t('sf.list.noEnd');
  const expired = (chinaDateTimeToMs(form.end_time) ?? 0) <= now;
  return (
    <>
      {t('sf.list.until', { time: form.end_time })}
      {expired ? (
        <Text as="span" color="red.600" ms="1">
          （{t('sf.list.expired')}）
        </Text>
      ) : null}
    </>
  );
}

/** The /super-form list's columns (issue #7): title, status, validity, visits, submissions, created. */
export function formColumns(
  onAction: (action: RowAction, form: FormListItem) => void,
): DataColumn<FormListItem>[] {
  const now = Date.now();
  const action = (name: RowAction, form: FormListItem, danger = false) => {
    const look = {
      size: 'xs',
      variant: 'ghost',
      colorPalette: danger ? 'red' : 'blue',
      px: '1.5',
      onClick: () => onAction(name, form),
      'data-testid': `row-${name}`,
    } as const;
    const label = t(`sf.action.${name}` as const);
    // issue #41: 删除 is the delete right of its own (disabled, with the reason, without it)
    return name === 'delete' ? (
      <RightButton key={name} right="delete" {...look}>
        {label}
      </RightButton>
    ) : (
      <Button key={name} {...look}>
        {label}
      </Button>
    );
  };
  return [
    {
      key: 'title',
      title: t('sf.list.col.title'),
      hideable: false,
      render: (form) => (
        <Text fontWeight="medium" maxW="64" truncate title={form.title}>
          {form.title}
        </Text>
      ),
    },
    {
      key: 'status',
      title: t('sf.list.col.status'),
      render: (form) => <FormStatusBadge status={form.form_status} />,
    },
    {
      key: 'validity',
      title: t('sf.list.col.validity'),
      render: (form) => <Text fontSize="sm">{validityText(form, now)}</Text>,
    },
    {
      key: 'visits',
      title: t('sf.list.col.visits'),
      align: 'end',
      render: (form) => formatNumber(form.visit_count),
    },
    {
      key: 'submits',
      title: t('sf.list.col.submits'),
      align: 'end',
      render: (form) => formatNumber(form.submit_count),
    },
    { key: 'created', title: t('sf.list.col.created'), render: (form) => form.created_at },
    {
      key: 'actions',
      title: t('sf.list.col.actions'),
      hideable: false,
      render: (form) => (
        <Box display="flex" flexWrap="wrap" gap="0.5" minW="56">
          {action('edit', form)}
          {action('data', form)}
          {action('share', form)}
          {action('copy', form)}
          {form.form_status === FORM_STATUS.published
            ? action('end', form)
            : action('publish', form)}
          {action('delete', form, true)}
        </Box>
      ),
    },
  ];
}
