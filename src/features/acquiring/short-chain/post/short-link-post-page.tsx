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
import { errorAt } from '../../../../ui/form-drawer/use-contract-form';
import { DateInput } from '../../../../ui/date-picker/date-input';
import { ToolFormPage, ToolFormStart } from '../../../../ui/tool-list/tool-form-page';
import {
  ToolColumns,
  ToolEmployeesField,
  ToolRecordSelect,
  ToolSwitchField,
  ToolTextField,
  ToolToggleField,
  bindField,
} from '../../../../ui/tool-list/tool-fields';
import { useToolForm } from '../../../../ui/tool-list/use-tool-form';
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
  const { form, save } = useToolForm(shortLinkForm, {
    id,
    initial,
    create: useCreateShortLink(),
    update: useUpdateShortLink(),
    listPath: '/short-chain',
  });
  const draft = form.values as Draft;
  const { errors, set } = form;
  return (
    <ToolFormPage
      title={id ? t('link.editTitle') : t('link.postTitle')}
      save={save}
      testId="short-link-form"
      nameId="link-name"
      form={form}
    >
      <ToolEmployeesField
        label={t('tools.employees')}
        required
        people={{
          departments: directory.data?.departments ?? [],
          employees: directory.data?.employees ?? [],
        }}
        testId="link-employees"
        {...bindField(form, 'employee_ids')}
        error={errorAt(errors, 'employee_ids') ?? errorAt(errors, 'department_ids')}
      />
      <ToolToggleField label={t('link.autoAccept')} {...bindField(form, 'auto_accept')} />
      <FormField label={t('link.channels')} error={errorAt(errors, 'channels')}>
        <LinkChannelsEditor
          value={draft.channels}
          onChange={(channels) => set('channels', channels)}
        />
      </FormField>
      <ToolTextField
        label={t('link.landingTitle')}
        id="link-title"
        maxLength={30}
        {...bindField(form, 'landing_title')}
      />
      <ToolTextField
        label={t('link.landingDesc')}
        id="link-desc"
        maxLength={100}
        {...bindField(form, 'landing_description')}
      />
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
      <ToolToggleField label={t('link.enabled')} {...bindField(form, 'enabled')} />
      <ToolSwitchField
        label={t('link.miniEnable')}
        {...bindField(form, 'mini_program_enable')}
        error={errors.mini_program_id ?? errors.mini_program_path ?? errors.mini_program_query}
      >
        {minis.data?.length ? (
          <ToolColumns md="1fr 1fr 1fr">
            <ToolRecordSelect
              label={t('link.mini')}
              options={minis.data}
              {...bindField(form, 'mini_program_id')}
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
          </ToolColumns>
        ) : (
          <Text fontSize="sm" color="orange.800">
            {t('link.miniNone')}
          </Text>
        )}
      </ToolSwitchField>
    </ToolFormPage>
  );
}

/** Loads what the form starts from (the code when editing), then renders it. */
export function ShortLinkPostPage() {
  return <ToolFormStart useDetail={useShortLink} empty={EMPTY} Body={ShortLinkPostBody} />;
}
