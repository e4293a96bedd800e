import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  ATTRIBUTION_REASONS,
  adjustAttributionBody,
  performanceOrderAdjust,
  performanceOrderChanges,
  performanceOrderList,
} from '../../../../contract/company/performance-order';
import type { PerformanceOrderRow } from '../../../../contract/company/performance-order';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import '../../../lib/i18n/messages/company-performance-messages';

/** issue #22: adjust an order's attribution by hand, with a required reason (audited). */
export function AdjustDialog(props: {
  order: PerformanceOrderRow | null;
  employees: readonly { id: number; name: string; department: string }[];
  onClose: () => void;
}) {
  const { order, employees, onClose } = props;
  const [employee, setEmployee] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  // Each opened order starts a fresh form (render-time reset).
  const [shownId, setShownId] = useState<number | null>(null);
  if ((order?.id ?? null) !== shownId) {
    setShownId(order?.id ?? null);
    setEmployee(order?.employee ? String(order.employee.id) : '0');
    setReason('');
    setError('');
  }
  const changes = useEndpointQuery(
    performanceOrderChanges,
    { params: { id: order?.id ?? 0 } },
    { enabled: order !== null },
  );
  const adjust = useEndpointMutation(performanceOrderAdjust, {
    invalidates: [performanceOrderList, performanceOrderChanges],
  });
  const submit = () => {
    if (!order) return;
    const parsed = adjustAttributionBody.safeParse({
      employee_id: employee === '0' || employee === '' ? null : Number(employee),
      reason,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    adjust.mutate(
      { params: { id: order.id }, body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('perf.order.adjusted'));
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog
      guardUnsaved
      open={order !== null}
      onClose={onClose}
      title={t('perf.order.adjustTitle', { orderNo: order?.order_no ?? '' })}
      closeLabel={t('perf.cancel')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('perf.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={adjust.isPending}
            onClick={submit}
            data-testid="adjust-save"
          >
            {t('perf.confirm')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="adjust-dialog">
        {order ? (
          <Text fontSize="sm" color="fg.muted">
            {t('perf.order.current', {
              who: order.employee?.name ?? t('perf.order.nobody'),
              reason: ATTRIBUTION_REASONS[order.reason],
            })}
          </Text>
        ) : null}
        <FormField label={t('perf.order.adjustEmployee')} required>
          <SelectField
            label={t('perf.order.adjustEmployee')}
            value={employee}
            testId="adjust-employee"
            options={[
              { value: '0', label: t('perf.order.adjustNobody') },
              ...employees.map((row) => ({
                value: String(row.id),
                label: row.department ? `${row.name}（${row.department}）` : row.name,
              })),
            ]}
            onChange={setEmployee}
          />
        </FormField>
        <FormField
          label={t('perf.order.adjustReason')}
          error={error}
          htmlFor="adjust-reason"
          required
        >
          <Textarea
            id="adjust-reason"
            size="sm"
            rows={3}
            maxLength={200}
            placeholder={t('perf.order.adjustReasonHolder')}
            value={reason}
            data-testid="adjust-reason"
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </FormField>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            {t('perf.order.changes')}
          </Text>
          {(changes.data ?? []).length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('perf.order.noChanges')}
            </Text>
          ) : (
            <Box as="ul" fontSize="sm" ps="4" data-testid="adjust-changes">
              {(changes.data ?? []).map((change) => (
                <li key={change.id}>
                  {t('perf.order.change', {
                    at: formatDateTime(change.at),
                    operator: change.operator,
                    from: change.from_employee,
                    to: change.to_employee,
                    reason: change.reason,
                  })}
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </AppDialog>
  );
}
