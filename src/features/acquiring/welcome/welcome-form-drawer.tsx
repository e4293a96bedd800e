import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { WELCOME_ERROR_CODES, welcomeForm } from '../../../../contract/acquiring/welcome';
import type { WelcomeDetail } from '../../../../contract/acquiring/welcome';
import { EMPTY_MESSAGE } from '../../../../contract/message-content';
import type { MessageContent } from '../../../../contract/message-content';
import { useDirectoryPickerOptions } from '../../../data/picker-options';
import { ApiError } from '../../../lib/http/api-error';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { useContractForm } from '../../../ui/form-drawer/use-contract-form';
import { MessageComposer } from '../../../ui/message-composer/message-composer';
import { EmployeePicker } from '../../../ui/pickers/employee-picker';
import { useCreateWelcome, useUpdateWelcome } from './api/welcome-api';
import { DepartmentChecklist } from '../../../ui/pickers/department-checklist';
import { PeriodEditor, newPeriod } from './period-editor';
import type { PeriodDraft } from './period-editor';

/** What the drawer edits: a new scoped welcome, the default one, or a stored welcome. */
export type WelcomeEditing =
  { kind: 'new' } | { kind: 'default' } | { kind: 'edit'; welcome: WelcomeDetail };

interface Draft {
  employee_ids: number[];
  department_ids: number[];
  message: MessageContent;
  periods_enable: boolean;
  periods: PeriodDraft[];
}

const EMPTY: Draft = {
  employee_ids: [],
  department_ids: [],
  message: EMPTY_MESSAGE,
  periods_enable: false,
  periods: [],
};

function draftOf(editing: WelcomeEditing | null): Draft {
  if (editing?.kind !== 'edit') return EMPTY;
  const { config } = editing.welcome;
  return {
    employee_ids: [...config.employee_ids],
    department_ids: [...config.department_ids],
    message: config.message,
    periods_enable: config.periods_enable,
    periods: config.periods.map((period) => ({ ...period, weekdays: [...period.weekdays] })),
  };
}

/** issue #16 the welcome form: scope (or default), message, time periods. */
export function WelcomeFormDrawer(props: {
  editing: WelcomeEditing | null;
  defaultWelcome: WelcomeDetail | null;
  onClose: () => void;
}) {
  const editing =
    props.editing?.kind === 'default' && props.defaultWelcome
      ? ({ kind: 'edit', welcome: props.defaultWelcome } as const)
      : props.editing;
  const isDefault =
    props.editing?.kind === 'default' || (editing?.kind === 'edit' && editing.welcome.is_default);
  const options = useDirectoryPickerOptions();
  const create = useCreateWelcome();
  const update = useUpdateWelcome();
  // The form kit (issue #38 "Smaller": a field's error clears once the field is fixed; a 400
  // naming a field shows beside it).
  const form = useContractForm(welcomeForm, { ...draftOf(editing), is_default: isDefault });
  const draft = form.values as Draft;
  const { errors, set } = form;

  // Reset when another welcome is opened (state adjusted while rendering, not in an effect).
  const [source, setSource] = useState({ editing: props.editing, fallback: props.defaultWelcome });
  if (source.editing !== props.editing || source.fallback !== props.defaultWelcome) {
    setSource({ editing: props.editing, fallback: props.defaultWelcome });
    form.reset({ ...draftOf(editing), is_default: isDefault });
  }

  const submit = () => {
    const body = form.validate();
    if (!body) return;
    const done = {
      onSuccess: () => {
        notifySuccess(t('welcome.saved'));
        props.onClose();
      },
      onError: (error: Error) => {
        // spec §8: the employee field shows 101114002 / 101114003 inline.
        const codes: readonly (number | string)[] = [
          WELCOME_ERROR_CODES.employeeTaken,
          WELCOME_ERROR_CODES.employeesEmpty,
        ];
        if (
          error instanceof ApiError &&
          codes.some((code) => String(code) === String(error.code))
        ) {
          form.showError('employee_ids', error.serverMessage ?? error.message);
        } else form.showServerError(error);
      },
    };
    if (editing?.kind === 'edit') {
      update.mutate({ params: { id: editing.welcome.id }, body }, done);
    } else {
      create.mutate({ body }, done);
    }
  };

  const title = isDefault
    ? t('welcome.form.default')
    : editing?.kind === 'edit'
      ? t('welcome.form.edit')
      : t('welcome.form.create');

  return (
    <FormDrawer
      open={props.editing !== null}
      onClose={props.onClose}
      title={title}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      size="xl"
      testId="welcome-form"
    >
      <Box display="flex" flexDirection="column" gap="4">
        {isDefault ? (
          <Text fontSize="sm" color="fg.muted">
            {t('welcome.form.defaultHint')}
          </Text>
        ) : (
          <>
            <FormField
              label={t('welcome.form.employees')}
              error={errors.employee_ids}
              helper={t('welcome.form.scopeHint')}
              testId="welcome-employees-field"
            >
              <EmployeePicker
                departments={options.data?.departments ?? []}
                employees={options.data?.employees ?? []}
                value={draft.employee_ids}
                onChange={(ids) => set('employee_ids', ids)}
                invalid={Boolean(errors.employee_ids)}
                ariaLabel={t('welcome.form.employees')}
                testId="welcome-employee-picker"
              />
            </FormField>
            <FormField label={t('welcome.form.departments')} error={errors.department_ids}>
              <DepartmentChecklist
                departments={options.data?.departments ?? []}
                value={draft.department_ids}
                onChange={(ids) => set('department_ids', ids)}
                label={t('welcome.form.departments')}
                testId="welcome-departments"
              />
            </FormField>
          </>
        )}
        <FormField label={t('welcome.form.message')} required>
          <MessageComposer
            value={draft.message}
            onChange={(message) => set('message', message)}
            errors={errors}
            prefix="message"
            channel="customer"
            testId="welcome-composer"
          />
        </FormField>
        <FormField label={t('welcome.form.periods')} helper={t('welcome.form.periodsHint')}>
          <Toggle
            checked={draft.periods_enable}
            label={draft.periods_enable ? t('welcome.form.periods') : t('welcome.periodsOff')}
            onChange={(on) => {
              set('periods_enable', on);
              if (on && draft.periods.length === 0) set('periods', [newPeriod()]);
            }}
            testId="welcome-periods-toggle"
          />
        </FormField>
        {draft.periods_enable ? (
          <>
            <PeriodEditor
              periods={draft.periods}
              onChange={(periods) => set('periods', periods)}
              errors={errors}
            />
            {errors.periods ? (
              <Text color="red.700" fontSize="sm">
                {errors.periods}
              </Text>
            ) : null}
            <Box>
              <Button
                size="sm"
                variant="outline"
                disabled={draft.periods.length >= 5}
                onClick={() => set('periods', [...draft.periods, newPeriod()])}
                data-testid="welcome-add-period"
              >
                {t('welcome.form.addPeriod')}
              </Button>
            </Box>
          </>
        ) : null}
      </Box>
    </FormDrawer>
  );
}
