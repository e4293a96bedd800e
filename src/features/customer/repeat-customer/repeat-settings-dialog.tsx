import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { repeatSettings, saveRepeatSettings } from '../../../../contract/customer/repeat-customer';
import type { RepeatSettings } from '../../../../contract/customer/repeat-customer';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { useDirectory } from '../shared/picker-data';

/** The real-time alert to managers when a customer is added by a second employee. */
export function RepeatSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useEndpointQuery(repeatSettings, {}, { enabled: open });
  return (
    <SettingsDialog
      key={`${open}-${current.data ? 'saved' : 'default'}`}
      open={open}
      onClose={onClose}
      initial={current.data ?? { alert: false, manager_ids: [] }}
    />
  );
}

function SettingsDialog(props: { open: boolean; onClose: () => void; initial: RepeatSettings }) {
  const { open, onClose } = props;
  const directory = useDirectory();
  const [alert, setAlert] = useState(props.initial.alert);
  const [managers, setManagers] = useState<number[]>([...props.initial.manager_ids]);
  const save = useEndpointMutation(saveRepeatSettings, { invalidates: [repeatSettings] });
  return (
    <AppDialog
      guardUnsaved
      open={open}
      onClose={onClose}
      title={t('customerOps.repeat.settings')}
      closeLabel={t('customerOps.action.close')}
      footer={
        <Button
          size="sm"
          colorPalette="blue"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { body: { alert, manager_ids: managers } },
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
        <Toggle label={t('customerOps.repeat.alert')} checked={alert} onChange={setAlert} />
        <Box>
          <Text fontSize="sm" mb="1">
            {t('customerOps.loss.managers')}
          </Text>
          <EmployeePicker
            departments={directory.data?.departments ?? []}
            employees={directory.data?.employees ?? []}
            value={managers}
            onChange={setManagers}
            ariaLabel={t('customerOps.loss.managers')}
          />
        </Box>
      </Box>
    </AppDialog>
  );
}
