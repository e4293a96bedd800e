import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SopPlanBody, SopPlanDetail } from '../../../../contract/reach/sop';
import {
  customerSopSchema,
  groupSopSchema,
  SOP_BUSINESS_LABELS,
  SOP_BUSINESS_TYPES,
} from '../../../../contract/reach/sop';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormField } from '../../../ui/form-drawer/form-field';
import { FormPage } from '../../../ui/form-drawer/form-page';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { MissingRecordPage, parseRecordId } from '../../../ui/missing-record/missing-record-page';
import { SelectField } from '../../../ui/select-field/select-field';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { SendConfirmDialog } from '../mass-send/send-confirm-dialog';
import { usePlanDetail, useSopOptions, useSopSendCheck, useSopWrites } from './api/sop-api';
import type { SopConfig } from './sop-config';
import { bodyOf, draftOf, emptyDraft } from './sop-draft';
import type { SopDraft } from './sop-draft';
import { SopRules } from './sop-rules';
import { SopSteps } from './sop-steps';
import { SopTargetFields } from './sop-target-fields';
import '../../../lib/i18n/messages/reach-sop-messages';

/** issue #18 the SOP form; `?id=` edits a plan. */
export function SopFormPage({ config }: { config: SopConfig }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // No id (or a malformed one): a new plan; an id of no plan of this tenant: say so.
  const id = parseRecordId(search.get('id')) ?? 0;
  const detail = usePlanDetail(config.endpoints, id);
  if (id > 0 && detail.isError) {
    return (
      <MissingRecordPage
        title={t(config.kind === 'customer' ? 'sop.form.editChat' : 'sop.form.editGroup')}
        onBack={() => navigate(config.route)}
      />
    );
  }
  if (id > 0 && !detail.data) {
    return (
      <Text p="5" color="fg.muted">
        {t('form.live.loading')}
      </Text>
    );
  }
  return <SopForm key={id} config={config} id={id} initial={detail.data} />;
}

function SopForm({
  config,
  id,
  initial,
}: {
  config: SopConfig;
  id: number;
  initial?: SopPlanDetail;
}) {
  const navigate = useNavigate();
  const options = useSopOptions();
  const writes = useSopWrites(config.endpoints);
  const [draft, setDraft] = useState<SopDraft>(() =>
    initial ? draftOf(initial.body, config.kind) : emptyDraft(config.kind),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  // The validated plan waiting for 确认 (issue #38 item 7); null: no confirm step open.
  const [pending, setPending] = useState<SopPlanBody | null>(null);
  const check = useSopSendCheck(config.endpoints, pending, pending !== null);
  const set = (patch: Partial<SopDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const chat = config.kind === 'customer';
  const schema = chat ? customerSopSchema : groupSopSchema;

  const save = (body: SopPlanBody) => {
    const done = (data: { targets: number }) => {
      setPending(null);
      notifySuccess(id > 0 ? t('sop.form.saved') : t('sop.form.created', { count: data.targets }));
      navigate(config.route);
    };
    if (id > 0) writes.update.mutate({ params: { id }, body: body as never }, { onSuccess: done });
    else writes.create.mutate({ body: body as never }, { onSuccess: done });
  };
  const submit = () => {
    const parsed = schema.safeParse(bodyOf(draft, config.kind));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    // A plan "from now on" reaches nobody yet (its targets join as they are added): nothing
    // leaves on saving, so there is no one to show. Any other plan asks first.
    if (parsed.data.target.mode === 'new') save(parsed.data as SopPlanBody);
    else setPending(parsed.data as SopPlanBody);
  };
  const saving = writes.create.isPending || writes.update.isPending;

  return (
    <FormPage
      title={t(
        id > 0
          ? chat
            ? 'sop.form.editChat'
            : 'sop.form.editGroup'
          : chat
            ? 'sop.form.createChat'
            : 'sop.form.createGroup',
      )}
      onBack={() => navigate(config.route)}
      onSubmit={submit}
      submitting={saving}
      testId="sop-form"
    >
      <PageSection title={t('sop.form.basic')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('sop.form.name')} required error={errors.name} htmlFor="sop-name">
            <Input
              id="sop-name"
              size="sm"
              bg="white"
              value={draft.name}
              maxLength={30}
              placeholder={t('sop.form.namePlaceholder')}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
          </FormField>
          <FormField label={t('sop.form.type')} required error={errors.business_type}>
            <SelectField
              label={t('sop.form.type')}
              value={draft.business_type}
              width="48"
              testId="sop-type"
              onChange={(value) => set({ business_type: Number(value) })}
              options={SOP_BUSINESS_TYPES[config.kind].map((type) => ({
                value: type,
                label: SOP_BUSINESS_LABELS[type] ?? '',
              }))}
            />
          </FormField>
          <FormField label={t('sop.form.sendType')}>
            <SegmentedControl
              label={t('sop.form.sendType')}
              value={draft.send_type}
              onChange={(send_type) => set({ send_type })}
              options={[
                { value: 'remind', label: t('sop.form.sendRemind') },
                ...(chat ? [{ value: 'auto' as const, label: t('sop.form.sendAuto') }] : []),
              ]}
            />
          </FormField>
        </Box>
      </PageSection>
      <PageSection title={t('sop.form.target')}>
        <SopTargetFields
          kind={config.kind}
          draft={draft}
          set={set}
          options={options.data}
          errors={errors}
        />
      </PageSection>
      <PageSection title={t('sop.form.rules')}>
        <SopRules kind={config.kind} draft={draft} set={set} options={options.data} />
      </PageSection>
      <PageSection title={t('sop.form.steps')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('sop.form.timeType')}>
            <SegmentedControl
              label={t('sop.form.timeType')}
              value={draft.time_type}
              onChange={(time_type) => set({ time_type })}
              testId="pick-time-type"
              options={[
                { value: 'day', label: t('sop.form.timeDay') },
                { value: 'after', label: t('sop.form.timeAfter') },
                { value: 'date', label: t('sop.form.timeDate') },
              ]}
            />
          </FormField>
          <SopSteps
            type={draft.time_type}
            steps={draft.steps}
            onChange={(steps) => set({ steps })}
            channel={config.kind === 'customer' ? 'customer' : 'group'}
            errors={errors}
          />
        </Box>
      </PageSection>
      <SendConfirmDialog
        open={pending !== null}
        variant="sop"
        kind={chat ? 'private' : 'group'}
        check={check}
        when={t(draft.send_type === 'auto' ? 'confirm.when.sopAuto' : 'confirm.when.sopRemind')}
        busy={saving}
        onClose={() => setPending(null)}
        onConfirm={() => pending && save(pending)}
      />
    </FormPage>
  );
}
