import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { lossSettings, saveLossSettings } from '../../../../contract/customer/loss-customer';
import type { LossSettings } from '../../../../contract/customer/loss-customer';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { useDirectory } from '../shared/picker-data';

const DEFAULTS: LossSettings = {
  notify_employee: false,
  notify_manager: false,
  mode: 'each',
  manager_ids: [],
};

/** Loss alerts ([KJ]): notify the employee and/or managers, on each loss or a 09:00 digest. */
export function LossSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useEndpointQuery(lossSettings, {}, { enabled: open });
  return (
    <SettingsDialog
      key={`${open}-${current.data ? 'saved' : 'default'}`}
      open={open}
      onClose={onClose}
      initial={current.data ?? DEFAULTS}
    />
  );
}

function SettingsDialog(props: { open: boolean; onClose: () => void; initial: LossSettings }) {
  const { open, onClose } = props;
  const directory = useDirectory();
  const [value, setValue] = useState<LossSettings>(props.initial);
  const save = useEndpointMutation(saveLossSettings, { invalidates: [lossSettings] });
  return (
    <AppDialog
      guardUnsaved
      open={open}
      onClose={onClose}
      title={t('customerOps.loss.settings')}
      closeLabel={t('customerOps.action.close')}
      footer={
        <Button
          colorPalette="blue"
          size="sm"
          loading={save.isPending}
          data-testid="loss-settings-save"
          onClick={() =>
            save.mutate(
              { body: { ...value, manager_ids: [...value.manager_ids] } },
              {
                onSuccess: () => {
                  notifySuccess(t('customerOps.saved'));
                  onClose();
                },
              },
            )
          }
        >
          {t('customerOps.action.save')}
        </Button>
      }
    >
      <Box display="flex" flexDirection="column" gap="4">
        <Toggle
          label={t('customerOps.loss.notifyEmployee')}
          checked={value.notify_employee}
          onChange={(notify_employee) => setValue({ ...value, notify_employee })}
        />
        <Toggle
          label={t('customerOps.loss.notifyManager')}
          checked={value.notify_manager}
          onChange={(notify_manager) => setValue({ ...value, notify_manager })}
        />
        {value.notify_manager ? (
          <Box>
            <Text fontSize="sm" mb="1">
              {t('customerOps.loss.managers')}
            </Text>
            <EmployeePicker
              departments={directory.data?.departments ?? []}
              employees={directory.data?.employees ?? []}
              value={value.manager_ids}
              onChange={(manager_ids) => setValue({ ...value, manager_ids })}
              ariaLabel={t('customerOps.loss.managers')}
              testId="loss-managers"
            />
          </Box>
        ) : null}
        <Box>
          <Text fontSize="sm" mb="1">
            {t('customerOps.loss.mode')}
          </Text>
          <SelectFilter
            value={value.mode === 'digest' ? 'digest' : ''}
            allLabel={t('customerOps.loss.mode.each')}
            onChange={(mode) => setValue({ ...value, mode: mode === 'digest' ? 'digest' : 'each' })}
            options={[{ value: 'digest', label: t('customerOps.loss.mode.digest') }]}
            ariaLabel={t('customerOps.loss.mode')}
          />
        </Box>
      </Box>
    </AppDialog>
  );
}
