import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { fissionForm } from '../../../../contract/acquiring/fission-add-fans-form';
import type { FissionFormInput } from '../../../../contract/acquiring/fission-add-fans-form';
import type { FissionTaskDetail } from '../../../../contract/acquiring/fission-add-fans';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DateInput } from '../../../ui/date-picker/date-input';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { useContractForm } from '../../../ui/form-drawer/use-contract-form';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { useCreateFission, useUpdateFission } from './api/fission-api';
import { FissionPosterEditor } from './fission-poster-editor';
import { FissionStagesEditor, newStage } from './fission-stages-editor';
import { chinaToday } from '../../../../contract/china-time';

type Draft = Required<Omit<FissionFormInput, 'employee_ids'>> & { employee_ids: number[] };

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 864e5).toISOString().slice(0, 10);

function emptyDraft(): Draft {
  return {
    name: '',
    start_date: chinaToday(),
    end_date: plusDays(chinaToday(), 14),
    employee_ids: [],
    new_friends_only: true,
    delete_invalid_days: 3,
    stages: [newStage(3)],
    poster: {
      title: '',
      background: '',
      qr_x: 35,
      qr_y: 66,
      qr_size: 30,
      avatar_show: true,
      nickname_show: true,
    },
  };
}

/** Reward codes left blank are not sent (nor checked). */
const withoutBlankCodes = (values: FissionFormInput): FissionFormInput => ({
  ...values,
  stages: (values.stages ?? []).map((stage) => ({
    ...stage,
    reward_codes: (stage.reward_codes ?? []).filter(Boolean),
  })),
});

const Section = (props: { title: string; children: React.ReactNode }) => (
  <Box display="flex" flexDirection="column" gap="3">
    <Text fontWeight="semibold" fontSize="sm" borderLeftWidth="3px" borderColor="blue.500" pl="2">
      {props.title}
    </Text>
    {props.children}
  </Box>
);

/** issue #16 a fission task: basics, target employees, stages and rewards, anti-cheat, poster. */
export function FissionFormDrawer(props: {
  open: boolean;
  editing: FissionTaskDetail | null;
  onClose: () => void;
}) {
  const directory = useDirectoryPickerOptions();
  const create = useCreateFission();
  const update = useUpdateFission();
  // The form kit (issue #38 item 4): the contract's messages beside the fields, following each
  // change once saved (a fixed field's message goes); a 400 naming a field shows beside it.
  const [initial] = useState(emptyDraft);
  const form = useContractForm(fissionForm, initial, withoutBlankCodes);
  const draft = form.values as Draft;
  const { errors } = form;
  const [source, setSource] = useState({ editing: props.editing, open: props.open });
  if (source.editing !== props.editing || source.open !== props.open) {
    setSource({ editing: props.editing, open: props.open });
    form.reset(
      props.editing
        ? { ...props.editing.config, employee_ids: [...props.editing.config.employee_ids] }
        : emptyDraft(),
    );
  }
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => form.set(key, value);

  const submit = () => {
    const body = form.validate();
    if (!body) return;
    const done = {
      onSuccess: () => {
        notifySuccess(t('fission.saved'));
        props.onClose();
      },
      onError: form.showServerError,
    };
    if (props.editing) update.mutate({ params: { id: props.editing.id }, body }, done);
    else create.mutate({ body }, done);
  };

  return (
    <FormDrawer
      open={props.open}
      onClose={props.onClose}
      title={props.editing ? t('fission.form.edit') : t('fission.form.create')}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      size="xl"
      testId="fission-form"
    >
      <Box display="flex" flexDirection="column" gap="6">
        <Section title={t('fission.form.basic')}>
          <FormField
            label={t('fission.form.name')}
            required
            error={errors.name}
            htmlFor="fission-name"
          >
            <Input
              id="fission-name"
              size="sm"
              maxLength={24}
              value={draft.name}
              placeholder={t('fission.form.namePlaceholder')}
              onChange={(event) => set('name', event.currentTarget.value)}
            />
          </FormField>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
            <FormField label={t('fission.form.start')} required error={errors.start_date}>
              <DateInput
                value={draft.start_date}
                onChange={(value) => set('start_date', value)}
                ariaLabel={t('fission.form.start')}
                invalid={Boolean(errors.start_date)}
                testId="fission-start"
              />
            </FormField>
            <FormField label={t('fission.form.end')} required error={errors.end_date}>
              <DateInput
                value={draft.end_date}
                onChange={(value) => set('end_date', value)}
                ariaLabel={t('fission.form.end')}
                min={draft.start_date}
                invalid={Boolean(errors.end_date)}
                testId="fission-end"
              />
            </FormField>
          </Box>
          <FormField
            label={t('fission.form.employees')}
            required
            helper={t('fission.form.employeesHint')}
            error={errors.employee_ids}
          >
            <EmployeePicker
              departments={directory.data?.departments ?? []}
              employees={directory.data?.employees ?? []}
              value={draft.employee_ids}
              onChange={(ids) => set('employee_ids', ids)}
              ariaLabel={t('fission.form.employees')}
              testId="fission-employee-picker"
            />
          </FormField>
        </Section>
        <Section title={t('fission.form.goal')}>
          <FissionStagesEditor
            value={draft.stages}
            onChange={(stages) => set('stages', stages)}
            errors={errors}
          />
        </Section>
        <Section title={t('fission.form.rules')}>
          <Toggle
            checked={draft.new_friends_only}
            onChange={(value) => set('new_friends_only', value)}
            label={t('fission.form.newOnly')}
            testId="fission-new-only"
          />
          <FormField
            label={t('fission.form.deleteDays')}
            helper={t('fission.form.deleteDaysHint')}
            error={errors.delete_invalid_days}
            htmlFor="fission-delete-days"
          >
            <Input
              id="fission-delete-days"
              size="sm"
              type="number"
              min={0}
              max={30}
              width="8rem"
              value={String(draft.delete_invalid_days)}
              onChange={(event) => set('delete_invalid_days', Number(event.currentTarget.value))}
            />
          </FormField>
        </Section>
        <Section title={t('fission.form.poster')}>
          <FissionPosterEditor
            value={draft.poster}
            onChange={(poster) => set('poster', poster)}
            errors={errors}
          />
        </Section>
      </Box>
    </FormDrawer>
  );
}
