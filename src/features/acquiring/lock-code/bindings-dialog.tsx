import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { LockBindingRow, LockCodeRow } from '../../../../contract/acquiring/lock-code';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { SelectField } from '../../../ui/select-field/select-field';
import { SimpleTable } from '../../../ui/simple-table/simple-table';
import { useBindings, useTransfer, useUnbind } from './api/lock-code-api';
import '../../../lib/i18n/messages/acquiring-tools-messages';

/** issue #15: a lock code's bound customers with confirmed unbind and transfer. */
export function BindingsDialog({
  code,
  onClose,
}: {
  code: LockCodeRow | null;
  onClose: () => void;
}) {
  const bindings = useBindings(code?.id ?? 0, 'active');
  const directory = useDirectoryPickerOptions();
  const unbind = useUnbind();
  const transfer = useTransfer();
  const [unbinding, setUnbinding] = useState<LockBindingRow | null>(null);
  const [moving, setMoving] = useState<LockBindingRow | null>(null);
  const [target, setTarget] = useState<number | ''>('');
  return (
    <>
      <AppDialog
        open={code !== null}
        onClose={onClose}
        title={code ? t('lock.bindingsTitle', { name: code.name }) : ''}
        closeLabel={t('common.close')}
      >
        <Box data-testid="lock-bindings">
          <SimpleTable
            label={t('lock.bindings')}
            rows={bindings.data?.list ?? []}
            columns={[
              { key: 'customer', title: t('lock.customer'), render: (row) => row.customer.name },
              { key: 'employee', title: t('lock.employee'), render: (row) => row.employee.name },
              {
                key: 'bound',
                title: t('lock.boundAt'),
                render: (row) => formatDateTime(row.bound_at),
              },
              {
                key: 'expires',
                title: t('lock.expiresAt'),
                render: (row) =>
                  row.expires_at ? formatDateTime(row.expires_at) : t('lock.permanent'),
              },
              {
                key: 'rescans',
                title: t('lock.rescans'),
                align: 'end',
                render: (row) => row.rescans,
              },
              {
                key: 'actions',
                title: t('tools.actions'),
                render: (row) => (
                  <Box display="flex" gap="1">
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setUnbinding(row)}
                    >
                      {t('lock.unbind')}
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="blue"
                      onClick={() => {
                        setTarget('');
                        setMoving(row);
                      }}
                    >
                      {t('lock.transfer')}
                    </Button>
                  </Box>
                ),
              },
            ]}
          />
          {bindings.data && bindings.data.total === 0 ? (
            <Text fontSize="sm" color="fg.muted" py="3">
              {t('tools.empty')}
            </Text>
          ) : null}
        </Box>
      </AppDialog>
      <ConfirmDialog
        open={unbinding !== null}
        danger
        busy={unbind.isPending}
        title={t('lock.unbindTitle')}
        onClose={() => setUnbinding(null)}
        onConfirm={() =>
          unbinding &&
          unbind.mutate(
            { params: { id: unbinding.id } },
            {
              onSuccess: () => {
                notifySuccess(t('lock.unbound'));
                setUnbinding(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm">
          {unbinding
            ? t('lock.unbindBody', {
                customer: unbinding.customer.name,
                employee: unbinding.employee.name,
              })
            : ''}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={moving !== null}
        busy={transfer.isPending}
        title={t('lock.transferTitle')}
        onClose={() => setMoving(null)}
        onConfirm={() =>
          moving &&
          target &&
          transfer.mutate(
            { params: { id: moving.id }, body: { employee_id: target } },
            {
              onSuccess: () => {
                notifySuccess(t('lock.transferred'));
                setMoving(null);
              },
            },
          )
        }
      >
        <Text fontSize="sm" mb="2">
          {moving ? t('lock.transferBody', { customer: moving.customer.name }) : ''}
        </Text>
        <SelectField
          label={t('lock.successor')}
          value={target}
          placeholder={t('lock.successor')}
          options={(directory.data?.employees ?? [])
            .filter((row) => row.id !== moving?.employee.id)
            .map((row) => ({ value: row.id, label: row.name }))}
          onChange={(value) => setTarget(value ? Number(value) : '')}
        />
      </ConfirmDialog>
    </>
  );
}
