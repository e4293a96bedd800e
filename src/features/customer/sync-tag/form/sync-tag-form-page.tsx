import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { useNavigate } from 'react-router-dom';
import {
  SYNC_DIRECTIONS,
  saveTagSyncSettings,
  syncSettingsBody,
  tagSyncSettings,
} from '../../../../../contract/customer/sync-tag';
import type { SyncSettings } from '../../../../../contract/customer/sync-tag';
import { t } from '../../../../lib/i18n/translate';
import { CLOSE_LEFT_TAB } from '../../../../lib/navigation/close-left-tab';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { FormPage } from '../../../../ui/form-drawer/form-page';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { TabSwitch } from '../../shared/tab-switch';
import '../../../../lib/i18n/messages/customer-ops-messages';

/** issue #19 /sync-tag/form: the daily schedule, its direction, and real-time tag events. */
export function SyncTagFormPage() {
  const current = useEndpointQuery(tagSyncSettings, {});
  // A fresh form once the saved settings arrive (the form starts from them).
  return (
    <SyncTagForm key={current.data ? 'saved' : 'default'} initial={current.data ?? DEFAULTS} />
  );
}

const DEFAULTS: SyncSettings = {
  schedule_enabled: false,
  schedule_time: '02:00',
  direction: 'pull',
  apply_events: true,
};

function SyncTagForm({ initial }: { initial: SyncSettings }) {
  const navigate = useNavigate();
  const [value, setValue] = useState<SyncSettings>(initial);
  const [error, setError] = useState<string>();
  const save = useEndpointMutation(saveTagSyncSettings, { invalidates: [tagSyncSettings] });
  const submit = () => {
    const parsed = syncSettingsBody.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { body: value },
      {
        onSuccess: () => {
          notifySuccess(t('customerOps.saved'));
          navigate('/sync-tag', { state: CLOSE_LEFT_TAB });
        },
      },
    );
  };
  return (
    <FormPage
      title={t('customerOps.sync.settings')}
      onBack={() => navigate('/sync-tag')}
      onSubmit={submit}
      submitting={save.isPending}
      testId="sync-tag-form"
    >
      <PageSection>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('customerOps.sync.schedule')}>
            <Toggle
              label={t('customerOps.sync.scheduleHint')}
              checked={value.schedule_enabled}
              onChange={(schedule_enabled) => setValue({ ...value, schedule_enabled })}
            />
          </FormField>
          <FormField
            label={t('customerOps.sync.time')}
            required
            error={error}
            htmlFor="sync-time"
            helper={t('customerOps.sync.timeHint')}
          >
            <Input
              id="sync-time"
              size="sm"
              width="28"
              value={value.schedule_time}
              onChange={(e) => setValue({ ...value, schedule_time: e.currentTarget.value })}
            />
          </FormField>
          <FormField label={t('customerOps.sync.col.direction')} required>
            <TabSwitch
              label={t('customerOps.sync.col.direction')}
              value={value.direction}
              onChange={(direction) => setValue({ ...value, direction })}
              options={SYNC_DIRECTIONS.map((each) => ({
                value: each,
                label: t(`customerOps.sync.direction.${each}` as 'customerOps.sync.direction.pull'),
              }))}
            />
          </FormField>
          <FormField label={t('customerOps.sync.events')}>
            <Toggle
              label={t('customerOps.sync.eventsHint')}
              checked={value.apply_events}
              onChange={(apply_events) => setValue({ ...value, apply_events })}
            />
          </FormField>
        </Box>
      </PageSection>
    </FormPage>
  );
}
