import { Box } from '@chakra-ui/react/box';
import { FieldErrorText, FieldLabel, FieldRoot } from '@chakra-ui/react/field';
import {
  fromDateTimeLocal,
  toDateTimeLocal,
} from '../../../../../contract/material/super-form/date-rule';
import type {
  FormSettings,
  SettingsIssue,
} from '../../../../../contract/material/super-form/form-schema';
import {
  MAX_COMMIT_LIMIT,
  SKIP_TYPE,
  VALIDITY_TYPE,
} from '../../../../../contract/material/super-form/form-schema';
import { t } from '../../../../lib/i18n/translate';
import { DateTimeInput } from '../../../../ui/date-picker/date-time-input';
import { CheckField, ChoiceField, NumberField, TextField } from './field-controls';
import '../../../../lib/i18n/messages/superform-messages';

export interface FormSettingsPanelProps {
  settings: FormSettings;
  issues: readonly SettingsIssue[];
  onChange: (patch: Partial<FormSettings>) => void;
}

/** spec §3 form settings (shown when no item is active, index −1). */
export function FormSettingsPanel({ settings, issues, onChange }: FormSettingsPanelProps) {
  const errorOf = (field: keyof FormSettings) =>
    issues.find((issue) => issue.field === field)?.message;
  return (
    <Box data-testid="form-settings">
      <NumberField
        label={t('sf.settings.commitLimit')}
        helper={t('sf.settings.commitLimitHint')}
        value={settings.commit_limit}
        min={0}
        max={MAX_COMMIT_LIMIT}
        error={errorOf('commit_limit')}
        testId="setting-commit-limit"
        onChange={(commit_limit) => onChange({ commit_limit })}
      />
      <ChoiceField<1 | 2>
        label={t('sf.settings.validity')}
        value={settings.validity_type}
        options={[
          { value: VALIDITY_TYPE.noEnd, label: t('sf.settings.noEnd') },
          { value: VALIDITY_TYPE.untilEndTime, label: t('sf.settings.untilEnd') },
        ]}
        onChange={(validity_type) => onChange({ validity_type })}
      />
      {settings.validity_type === VALIDITY_TYPE.untilEndTime ? (
        <FieldRoot invalid={Boolean(errorOf('end_time'))} mb="3">
          <FieldLabel fontSize="sm">{t('sf.settings.endTime')}</FieldLabel>
          <DateTimeInput
            ariaLabel={t('sf.settings.endTime')}
            value={toDateTimeLocal(settings.end_time)}
            invalid={Boolean(errorOf('end_time'))}
            testId="setting-end-time"
            onChange={(value) => onChange({ end_time: fromDateTimeLocal(value) })}
          />
          {errorOf('end_time') ? (
            <FieldErrorText fontSize="xs">{errorOf('end_time')}</FieldErrorText>
          ) : null}
        </FieldRoot>
      ) : null}
      <TextField
        label={t('sf.settings.endWord')}
        helper={t('sf.settings.endWordHint')}
        value={settings.end_word}
        maxLength={100}
        rows={2}
        testId="setting-end-word"
        onChange={(end_word) => onChange({ end_word })}
      />
      <CheckField
        label={t('sf.settings.isSkip')}
        checked={settings.is_skip}
        onChange={(is_skip) => onChange({ is_skip })}
      />
      {settings.is_skip ? (
        <Box ms="6">
          <ChoiceField<1 | 2>
            label={t('sf.settings.isSkip')}
            value={settings.skip_type}
            options={[
              { value: SKIP_TYPE.link, label: t('sf.settings.skipLink') },
              { value: SKIP_TYPE.qrCode, label: t('sf.settings.skipQr') },
            ]}
            onChange={(skip_type) => onChange({ skip_type })}
          />
          <TextField
            label={
              settings.skip_type === SKIP_TYPE.link
                ? t('sf.settings.skipLinkLabel')
                : t('sf.settings.skipQrLabel')
            }
            value={settings.skip_link}
            maxLength={500}
            error={errorOf('skip_link')}
            onChange={(skip_link) => onChange({ skip_link })}
          />
        </Box>
      ) : null}
      <CheckField
        label={t('sf.settings.notice')}
        helper={t('sf.settings.noticeHint')}
        checked={settings.open_action_notice}
        onChange={(open_action_notice) => onChange({ open_action_notice })}
      />
      {settings.open_action_notice ? (
        <Box ms="6">
          <TextField
            label={t('sf.settings.memberName')}
            placeholder={t('sf.settings.memberPlaceholder')}
            value={settings.public_member_name}
            maxLength={50}
            error={errorOf('public_member_name')}
            onChange={(public_member_name) => onChange({ public_member_name })}
          />
        </Box>
      ) : null}
      <CheckField
        label={t('sf.settings.clientTag')}
        helper={t('sf.settings.clientTagHint')}
        checked={settings.open_client_tag}
        error={errorOf('open_client_tag')}
        testId="setting-client-tag"
        onChange={(open_client_tag) => onChange({ open_client_tag })}
      />
      <CheckField
        label={t('sf.settings.trackRecord')}
        helper={t('sf.settings.trackRecordHint')}
        checked={settings.open_track_record}
        onChange={(open_track_record) => onChange({ open_track_record })}
      />
    </Box>
  );
}
