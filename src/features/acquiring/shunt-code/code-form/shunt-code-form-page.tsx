import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import type {
  ShuntCodeFormInput,
  ShuntTargetKind,
} from '../../../../../contract/acquiring/shunt-code';
import {
  SHUNT_RULES,
  SHUNT_TARGET_KINDS,
  shuntCodeForm,
} from '../../../../../contract/acquiring/shunt-code';
import { overnightHint } from '../../../../ui/form-drawer/overnight-hint';
import { t } from '../../../../lib/i18n/translate';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { errorAt } from '../../../../ui/form-drawer/use-contract-form';
import { useDirectoryPickerOptions } from '../../../../data/picker-options';
import { SelectField } from '../../../../ui/select-field/select-field';
import { ToolFormPage, ToolFormStart } from '../../../../ui/tool-list/tool-form-page';
import {
  ToolChoiceField,
  ToolColumns,
  ToolSwitchField,
  bindField,
} from '../../../../ui/tool-list/tool-fields';
import { useToolForm } from '../../../../ui/tool-list/use-tool-form';
import {
  useCreateShuntCode,
  useShuntCode,
  useShuntTargetOptions,
  useUpdateShuntCode,
} from '../api/shunt-code-api';
import { ShuntTargetsEditor } from './shunt-targets-editor';
import type { TargetOptions } from './shunt-targets-editor';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

type Draft = Required<
  Pick<
    ShuntCodeFormInput,
    'name' | 'rule' | 'targets' | 'fallback' | 'active_hours_enable' | 'active_start' | 'active_end'
  >
>;
const EMPTY: Draft = {
  name: '',
  rule: 'weighted',
  targets: [],
  fallback: null,
  active_hours_enable: false,
  active_start: '09:00',
  active_end: '21:00',
};

/** issue #15 /shunt-code/code-form: name, rule, targets with weights and caps, fallback, hours. */
function ShuntCodeFormBody({ id, initial }: { id: number; initial: Draft }) {
  const directory = useDirectoryPickerOptions();
  const codes = useShuntTargetOptions();
  // issue #38 item 4: the contract's schema checks before sending; a 400 naming a field shows
  // beside it.
  const { form, save } = useToolForm(shuntCodeForm, {
    id,
    initial,
    create: useCreateShuntCode(),
    update: useUpdateShuntCode(),
    listPath: '/shunt-code',
  });
  const draft = form.values as Draft;
  const { errors } = form;
  const options = useMemo<TargetOptions>(
    () => ({
      employee: directory.data?.employees ?? [],
      channel_code: codes.data?.channel_codes ?? [],
      group_code: codes.data?.group_codes ?? [],
    }),
    [directory.data, codes.data],
  );
  const fallbackKind = draft.fallback?.kind ?? '';
  return (
    <ToolFormPage
      title={id ? t('shunt.formTitle') : t('shunt.createTitle')}
      save={save}
      testId="shunt-code-form"
      nameId="shunt-name"
      form={form}
    >
      <ToolChoiceField
        label={t('shunt.rule')}
        required
        testId="shunt-rule"
        options={SHUNT_RULES.map((rule) => ({ value: rule, label: t(`shunt.rule.${rule}`) }))}
        {...bindField(form, 'rule')}
      />
      <FormField label={t('shunt.targets')} required error={errorAt(errors, 'targets')}>
        <ShuntTargetsEditor
          value={draft.targets}
          onChange={(targets) => form.set('targets', targets)}
          options={options}
          weighted={draft.rule === 'weighted'}
        />
      </FormField>
      <FormField label={t('shunt.fallback')} error={errorAt(errors, 'fallback')}>
        <ToolColumns md="10rem 1fr">
          <SelectField
            label={t('shunt.kind')}
            value={fallbackKind}
            placeholder={t('shunt.noFallback')}
            options={SHUNT_TARGET_KINDS.map((kind) => ({
              value: kind,
              label: t(`shunt.kind.${kind}`),
            }))}
            onChange={(kind) =>
              form.set(
                'fallback',
                kind
                  ? {
                      kind: kind as ShuntTargetKind,
                      ref_id: options[kind as ShuntTargetKind][0]?.id ?? 0,
                    }
                  : null,
              )
            }
          />
          {draft.fallback ? (
            <SelectField
              label={t('shunt.fallback')}
              value={draft.fallback.ref_id}
              options={options[draft.fallback.kind].map((row) => ({
                value: row.id,
                label: row.name,
              }))}
              onChange={(refId) =>
                form.set(
                  'fallback',
                  draft.fallback ? { ...draft.fallback, ref_id: Number(refId) } : null,
                )
              }
            />
          ) : null}
        </ToolColumns>
      </FormField>
      <ToolSwitchField
        label={t('shunt.activeStart')}
        toggleLabel={t('shunt.activeHours')}
        helper={
          draft.active_hours_enable
            ? overnightHint({ start: draft.active_start, end: draft.active_end })
            : undefined
        }
        {...bindField(form, 'active_hours_enable')}
        error={errors.active_start ?? errors.active_end}
      >
        <Box display="flex" gap="2">
          <Input
            size="sm"
            width="28"
            aria-label={t('shunt.activeStart')}
            placeholder="09:00"
            value={draft.active_start}
            onChange={(event) => form.set('active_start', event.currentTarget.value)}
          />
          <Input
            size="sm"
            width="28"
            aria-label={t('shunt.activeEnd')}
            placeholder="21:00"
            value={draft.active_end}
            onChange={(event) => form.set('active_end', event.currentTarget.value)}
          />
        </Box>
      </ToolSwitchField>
    </ToolFormPage>
  );
}

/** Loads what the form starts from (the code when editing), then renders it. */
export function ShuntCodeFormPage() {
  const directory = useDirectoryPickerOptions();
  return (
    <ToolFormStart
      useDetail={useShuntCode}
      empty={EMPTY}
      ready={Boolean(directory.data)}
      fresh={{
        ...EMPTY,
        targets: (directory.data?.employees ?? [])
          .slice(0, 2)
          .map((row) => ({ kind: 'employee' as const, ref_id: row.id, weight: 1 })),
      }}
      Body={ShuntCodeFormBody}
    />
  );
}
