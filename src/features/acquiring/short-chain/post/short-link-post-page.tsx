import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { shortLinkForm } from '../../../../../contract/acquiring/short-chain';
import type { ShortLinkFormInput } from '../../../../../contract/acquiring/short-chain';
import { chinaToday } from '../../../../../contract/china-time';
import { useDirectoryPickerOptions } from '../../../../data/picker-options';
import { t } from '../../../../lib/i18n/translate';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import { errorAt, useContractForm } from '../../../../ui/form-drawer/use-contract-form';
import { DateInput } from '../../../../ui/date-picker/date-input';
import { EmployeePicker } from '../../../../ui/pickers/employee-picker';
import { SelectField } from '../../../../ui/select-field/select-field';
import { ToolFormPage, ToolFormStart } from '../../../../ui/tool-list/tool-form-page';
import { useToolFormSave } from '../../../../ui/tool-list/use-tool-form-save';
import {
  useCreateShortLink,
  useMiniPrograms,
  useShortLink,
  useUpdateShortLink,
} from '../api/short-chain-api';
import { LinkChannelsEditor } from './link-channels-editor';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

type Draft = Required<ShortLinkFormInput>;
const EMPTY: Draft = {
  name: '',
  employee_ids: [],
  department_ids: [],
  auto_accept: true,
  channels: [],
  landing_title: '',
  landing_description: '',
  enabled: true,
  expires_on: null,
  mini_program_enable: false,
  mini_program_id: null,
  mini_program_path: '',
  mini_program_query: '',
};

/** issue #15 /short-chain/post: a link's range, placements, landing page, expiry, mini program. */
function ShortLinkPostBody({ id, initial }: { id: number; initial: Draft }) {
  const directory = useDirectoryPickerOptions();
  const minis = useMiniPrograms();
  // The server's own schema, so its Chinese message shows beside the field before sending, and
  // a 400 naming a field shows there too (issue #38 items 4 and 8).
  const form = useContractForm(shortLinkForm, initial);
  const draft = form.values as Draft;
  const { errors, set } = form;
  const save = useToolFormSave({
    id,
    validate: form.validate,
    create: useCreateShortLink(),
    update: useUpdateShortLink(),
    listPath: '/short-chain',
    onError: form.showServerError,
  });
  return (
    <ToolFormPage
      title={id ? t('link.editTitle') : t('link.postTitle')}
      save={save}
      testId="short-link-form"
      nameId="link-name"
      form={form}
    >
      <FormField
        label={t('tools.employees')}
        required
        error={errorAt(errors, 'employee_ids') ?? errorAt(errors, 'department_ids')}
      >
        <EmployeePicker
          departments={directory.data?.departments ?? []}
          employees={directory.data?.employees ?? []}
          value={draft.employee_ids}
          onChange={(ids) => set('employee_ids', ids)}
          placeholder={t('tools.pickEmployees')}
          ariaLabel={t('tools.employees')}
          testId="link-employees"
        />
      </FormField>
      <FormField label={t('link.autoAccept')}>
        <Toggle
          checked={draft.auto_accept}
          onChange={(checked) => set('auto_accept', checked)}
          label={t('link.autoAccept')}
        />
      </FormField>
      <FormField label={t('link.channels')} error={errorAt(errors, 'channels')}>
        <LinkChannelsEditor
          value={draft.channels}
          onChange={(channels) => set('channels', channels)}
        />
      </FormField>
      <FormField label={t('link.landingTitle')} htmlFor="link-title" error={errors.landing_title}>
        <Input
          id="link-title"
          size="sm"
          maxLength={30}
          value={draft.landing_title}
          onChange={(event) => set('landing_title', event.currentTarget.value)}
        />
      </FormField>
      <FormField
        label={t('link.landingDesc')}
        htmlFor="link-desc"
        error={errors.landing_description}
      >
        <Input
          id="link-desc"
          size="sm"
          maxLength={100}
          value={draft.landing_description}
          onChange={(event) => set('landing_description', event.currentTarget.value)}
        />
      </FormField>
      <FormField label={t('link.expiresOn')} error={errors.expires_on}>
        {/* issue #38 item 8: a Chinese calendar that starts today, not free text. */}
        <Box display="flex" gap="2" alignItems="center">
          <DateInput
            value={draft.expires_on ?? ''}
            onChange={(value) => set('expires_on', value || null)}
            ariaLabel={t('link.expiresOn')}
            min={chinaToday()}
            invalid={Boolean(errors.expires_on)}
            testId="link-expiry"
          />
          {draft.expires_on ? (
            <Button size="xs" variant="ghost" onClick={() => set('expires_on', null)}>
              {t('link.noExpiry')}
            </Button>
          ) : null}
        </Box>
      </FormField>
      <FormField label={t('link.enabled')}>
        <Toggle
          checked={draft.enabled}
          onChange={(checked) => set('enabled', checked)}
          label={t('link.enabled')}
        />
      </FormField>
      <FormField
        label={t('link.miniEnable')}
        error={errors.mini_program_id ?? errors.mini_program_path ?? errors.mini_program_query}
      >
        <Box display="flex" flexDirection="column" gap="2">
          <Toggle
            checked={draft.mini_program_enable}
            onChange={(checked) => set('mini_program_enable', checked)}
            label={t('link.miniEnable')}
          />
          {draft.mini_program_enable ? (
            minis.data?.length ? (
              <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="2">
                <SelectField
                  label={t('link.mini')}
                  value={draft.mini_program_id ?? ''}
                  placeholder={t('link.mini')}
                  options={minis.data.map((row) => ({ value: row.id, label: row.name }))}
                  onChange={(value) => set('mini_program_id', value ? Number(value) : null)}
                />
                <Input
                  size="sm"
                  aria-label={t('link.miniPath')}
                  placeholder={t('link.miniPath')}
                  value={draft.mini_program_path}
                  onChange={(event) => set('mini_program_path', event.currentTarget.value)}
                />
                <Input
                  size="sm"
                  aria-label={t('link.miniQuery')}
                  placeholder={t('link.miniQuery')}
                  value={draft.mini_program_query}
                  onChange={(event) => set('mini_program_query', event.currentTarget.value)}
                />
              </Box>
            ) : (
              <Text fontSize="sm" color="orange.800">
                {t('link.miniNone')}
              </Text>
            )
          ) : null}
        </Box>
      </FormField>
    </ToolFormPage>
  );
}

/** Loads what the form starts from (the code when editing), then renders it. */
export function ShortLinkPostPage() {
  return <ToolFormStart useDetail={useShortLink} empty={EMPTY} Body={ShortLinkPostBody} />;
}
