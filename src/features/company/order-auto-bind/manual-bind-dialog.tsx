import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  bindCustomerOptions,
  bindManual,
  bindResults,
  bindRules,
  bindStats,
  manualBindBody,
} from '../../../../contract/company/order-auto-bind';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

export interface ManualBindTarget {
  readonly orderNo: string;
  /** Customers a conflict named: offered first. */
  readonly candidates: readonly { readonly id: number; readonly name: string }[];
}

/** issue #22 "one by order number by hand": an order number and the customer it belongs to. */
export function ManualBindDialog(props: { target: ManualBindTarget | null; onClose: () => void }) {
  const { target, onClose } = props;
  const [orderNo, setOrderNo] = useState('');
  const [keyword, setKeyword] = useState('');
  const [customer, setCustomer] = useState('');
  const [error, setError] = useState('');
  const [shown, setShown] = useState<ManualBindTarget | null>(null);
  if (target !== shown) {
    setShown(target);
    setOrderNo(target?.orderNo ?? '');
    setKeyword('');
    setCustomer('');
    setError('');
  }
  const options = useEndpointQuery(
    bindCustomerOptions,
    { query: keyword.trim() ? { keyword: keyword.trim() } : {} },
    { enabled: target !== null, keepPrevious: true },
  );
  const bind = useEndpointMutation(bindManual, {
    invalidates: [bindResults, bindStats, bindRules],
  });
  const choices = [
    ...(target?.candidates ?? []),
    ...(options.data ?? []).filter((row) => !target?.candidates.some((c) => c.id === row.id)),
  ];
  const submit = () => {
    if (!orderNo.trim()) return setError(t('orderAutoBind.manualDialog.orderRequired'));
    if (!customer) return setError(t('orderAutoBind.manualDialog.customerRequired'));
    const parsed = manualBindBody.safeParse({ order_no: orderNo, customer_id: Number(customer) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    bind.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('orderAutoBind.manualDialog.done'));
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog
      open={target !== null}
      onClose={onClose}
      title={t('orderAutoBind.manualDialog.title')}
      closeLabel={t('orderAutoBind.cancel')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('orderAutoBind.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={bind.isPending}
            onClick={submit}
            data-testid="manual-bind-save"
          >
            {t('orderAutoBind.manualDialog.confirm')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="manual-bind-dialog">
        <FormField
          label={t('orderAutoBind.manualDialog.orderNo')}
          htmlFor="manual-order-no"
          required
        >
          <Input
            id="manual-order-no"
            size="sm"
            maxLength={64}
            value={orderNo}
            data-testid="manual-order-no"
            onChange={(event) => setOrderNo(event.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('orderAutoBind.manualDialog.keyword')} htmlFor="manual-keyword">
          <Input
            id="manual-keyword"
            size="sm"
            maxLength={32}
            value={keyword}
            data-testid="manual-keyword"
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('orderAutoBind.manualDialog.customer')} error={error} required>
          <SelectField
            label={t('orderAutoBind.manualDialog.customer')}
            value={customer}
            placeholder={t('orderAutoBind.manualDialog.pick')}
            testId="manual-customer"
            options={choices.map((row) => ({ value: String(row.id), label: row.name }))}
            onChange={setCustomer}
          />
        </FormField>
      </Box>
    </AppDialog>
  );
}
