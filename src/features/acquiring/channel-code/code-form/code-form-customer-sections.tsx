import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { DESCRIPTION_MAX, REMARK_MAX } from '../../../../../contract/acquiring/channel-code';
import type { TagGroupRow } from '../../../../../contract/customer/tag-manage';
import { t } from '../../../../lib/i18n/translate';
import { FormField } from '../../../../ui/form-drawer/form-field';
import type { FieldErrors } from '../../../../ui/form-drawer/use-contract-form';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { TagPicker } from '../../../../ui/pickers/tag-picker';
import type { FormValues } from './code-form-values';
import { Choice } from './form-controls';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import { WelcomeEditor } from './welcome-editor';
import '../../../../lib/i18n/messages/acquiring-messages';

export interface CustomerAndWelcomeSectionsProps {
  values: FormValues;
  set: <K extends keyof FormValues>(key: K, value: FormValues[K]) => void;
  errors: FieldErrors;
  tagGroups: readonly TagGroupRow[];
}

/** What happens to the new customer (tags, remark, description) and the welcome message. */
export function CustomerAndWelcomeSections({
  values,
  set,
  errors,
  tagGroups,
}: CustomerAndWelcomeSectionsProps) {
  return (
    <>
      <PageSection title={t('codeForm.section.customer')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('codeForm.tagEnable')} error={errors.tag_ids}>
            <Box display="flex" flexDirection="column" gap="2" alignItems="flex-start">
              <Toggle
                checked={values.tag_enable}
                label=""
                testId="code-form-tag-enable"
                onChange={(checked) => set('tag_enable', checked)}
              />
              {values.tag_enable ? (
                <TagPicker
                  groups={tagGroups}
                  value={values.tag_ids}
                  onChange={(ids) => set('tag_ids', ids)}
                  invalid={Boolean(errors.tag_ids)}
                  testId="code-form-tags"
                />
              ) : null}
            </Box>
          </FormField>
          <FormField
            label={t('codeForm.remarkEnable')}
            helper={values.remark_enable ? t('codeForm.remarkHint') : undefined}
            error={errors.remark}
          >
            <Box display="flex" flexDirection="column" gap="2" alignItems="flex-start">
              <Toggle
                checked={values.remark_enable}
                label=""
                onChange={(checked) => set('remark_enable', checked)}
              />
              {values.remark_enable ? (
                <Input
                  size="sm"
                  maxW="sm"
                  value={values.remark}
                  maxLength={REMARK_MAX}
                  aria-label={t('codeForm.remark')}
                  data-testid="code-form-remark"
                  onChange={(event) => set('remark', event.currentTarget.value)}
                />
              ) : null}
            </Box>
          </FormField>
          <FormField label={t('codeForm.descriptionEnable')} error={errors.description}>
            <Box display="flex" flexDirection="column" gap="2" alignItems="stretch" maxW="xl">
              <Box>
                <Toggle
                  checked={values.description_enable}
                  label=""
                  onChange={(checked) => set('description_enable', checked)}
                />
              </Box>
              {values.description_enable ? (
                <Textarea
                  size="sm"
                  rows={2}
                  value={values.description}
                  maxLength={DESCRIPTION_MAX}
                  aria-label={t('codeForm.description')}
                  onChange={(event) => set('description', event.currentTarget.value)}
                />
              ) : null}
            </Box>
          </FormField>
        </Box>
      </PageSection>

      <PageSection title={t('codeForm.section.welcome')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('codeForm.welcomeType')}>
            <Choice
              label={t('codeForm.welcomeType')}
              value={String(values.welcome_type) as '1' | '2' | '3'}
              onChange={(value) => set('welcome_type', Number(value) as 1 | 2 | 3)}
              options={(['1', '2', '3'] as const).map((value) => ({
                value,
                label: t(`codeForm.welcome.${value}`),
              }))}
              testId="code-form-welcome-type"
            />
          </FormField>
          {values.welcome_type === 1 ? (
            <FormField label={t('codeForm.welcomeText')} required>
              <WelcomeEditor
                text={values.welcome_text}
                onTextChange={(text) => set('welcome_text', text)}
                attachments={values.welcome_attachments}
                onAttachmentsChange={(items) => set('welcome_attachments', items)}
                errors={errors}
              />
            </FormField>
          ) : (
            <FormField label=" ">
              <Text fontSize="sm" color="fg.muted">
                {values.welcome_type === 2
                  ? t('codeForm.welcomeDefaultHint')
                  : t('codeForm.welcomeNoneHint')}
              </Text>
            </FormField>
          )}
        </Box>
      </PageSection>
    </>
  );
}
