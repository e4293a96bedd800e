import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { SelectField } from '../../../ui/select-field/select-field';
import { useGroupOptions, useSimulateJoin } from './api/group-welcome-api';

/** Sandbox: a customer joins a group, so the operator sees the welcome go out and be logged. */
export function SimulateJoinDialog(props: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const groups = useGroupOptions();
  const join = useSimulateJoin();
  const [groupId, setGroupId] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!groupId) {
      setError(t('gwelcome.sim.pick'));
      return;
    }
    setError('');
    join.mutate(
      { body: { group_id: Number(groupId) } },
      {
        onSuccess: (data) => {
          notifySuccess(
            t('gwelcome.sim.done', {
              customer: data.customer,
              outcome: t(`gwelcome.outcome.${data.outcome}`),
            }),
          );
          props.onDone();
        },
      },
    );
  };
  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={t('gwelcome.sim.title')}
      closeLabel={t('welcome.block.close')}
      footer={
        <Button
          size="sm"
          colorPalette="blue"
          loading={join.isPending}
          onClick={submit}
          data-testid="gwelcome-sim-submit"
        >
          {t('gwelcome.sim.submit')}
        </Button>
      }
    >
      <Box display="flex" flexDirection="column" gap="3" data-testid="gwelcome-sim">
        <Text fontSize="sm" color="fg.muted">
          {t('gwelcome.sim.hint')}
        </Text>
        <SelectField
          label={t('gwelcome.sim.group')}
          value={groupId}
          onChange={setGroupId}
          placeholder={t('gwelcome.sim.pick')}
          options={(groups.data ?? []).map((group) => ({
            value: String(group.id),
            label: group.name,
          }))}
          testId="gwelcome-sim-group"
        />
        {error ? (
          <Text color="red.700" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Box>
    </AppDialog>
  );
}
