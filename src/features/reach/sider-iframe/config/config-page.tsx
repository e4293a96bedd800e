// /sider-iframe/config 侧边栏配置 (spec §2, issue #18): what the sidebar's customer profile
// shows (fields), whether staff may edit tags (and in which groups), and the follow-up entry.
// Checked by the contract's schema before it is sent; the server checks it again.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  siderConfigSchema,
} from '../../../../../contract/reach/sider-iframe';
import type { ProfileField } from '../../../../../contract/reach/sider-iframe';
import { useTagGroups } from '../../../../data/tag-groups';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { CheckBox } from '../../../../ui/check-box/check-box';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import { useContractForm } from '../../../../ui/form-drawer/use-contract-form';
import { PageLayout, PageSection } from '../../../../ui/page-layout/page-layout';
import { useSaveSiderConfig, useSiderConfig } from '../api/sider-iframe-api';
import '../../../../lib/i18n/messages/reach-sider-iframe-messages';

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list.filter((each) => each !== item), item] : list.filter((each) => each !== item);

export function SiderIframeConfigPage() {
  const navigate = useNavigate();
  const config = useSiderConfig();
  const save = useSaveSiderConfig();
  const groups = useTagGroups();
  const form = useContractForm(siderConfigSchema, siderConfigSchema.parse({}));
  const { reset } = form;
  useEffect(() => {
    if (!config.data) return;
    const data = config.data;
    reset({
      profile_fields: data.profile_fields,
      tags_editable: data.tags_editable,
      editable_tag_group_ids: data.editable_tag_group_ids,
      follow_up_enabled: data.follow_up_enabled,
      follow_up_visible: data.follow_up_visible,
    });
  }, [config.data, reset]);
  const values = form.values;
  const fields = values.profile_fields ?? [];
  const groupIds = values.editable_tag_group_ids ?? [];

  const submit = () => {
    const parsed = form.validate();
    if (!parsed) return;
    // Fields keep the order they are listed in.
    const ordered = PROFILE_FIELDS.filter((field) => parsed.profile_fields.includes(field));
    save.mutate(
      { body: { ...parsed, profile_fields: ordered } },
      { onSuccess: () => notifySuccess(t('siderIframe.config.saved')) },
    );
  };

  return (
    <PageLayout
      title={t('siderIframe.config.title')}
      description={t('siderIframe.config.description')}
      testId="sider-config-page"
      actions={
        <Button size="sm" variant="outline" onClick={() => navigate('/sider-iframe')}>
          ‹ {t('siderIframe.title')}
        </Button>
      }
    >
      {config.isError ? (
        <PageSection>
          <Text color="red.700" role="alert">
            {t('siderIframe.config.loadError')}
          </Text>
          <Button size="sm" mt="2" onClick={() => void config.refetch()}>
            {t('siderIframe.config.retry')}
          </Button>
        </PageSection>
      ) : (
        <PageSection>
          <Box
            display="flex"
            flexDirection="column"
            gap="5"
            maxW="3xl"
            aria-busy={config.isLoading}
          >
            <FormField
              label={t('siderIframe.config.fields')}
              required
              error={form.errors.profile_fields}
              helper={t('siderIframe.config.fieldsHelp')}
            >
              <Box display="flex" flexWrap="wrap" gap="4" data-testid="sider-config-fields">
                {PROFILE_FIELDS.map((field: ProfileField) => (
                  <CheckBox
                    key={field}
                    checked={fields.includes(field)}
                    onChange={(on) => form.set('profile_fields', toggled(fields, field, on))}
                  >
                    {PROFILE_FIELD_LABELS[field]}
                  </CheckBox>
                ))}
              </Box>
            </FormField>
            <FormField label={t('siderIframe.config.tags')}>
              <Toggle
                checked={values.tags_editable ?? true}
                label=""
                testId="sider-config-tags"
                onChange={(on) => form.set('tags_editable', on)}
              />
            </FormField>
            {values.tags_editable !== false ? (
              <FormField
                label={t('siderIframe.config.tagGroups')}
                error={form.errors.editable_tag_group_ids}
                helper={t('siderIframe.config.tagGroupsHelp')}
              >
                <Box display="flex" flexWrap="wrap" gap="4">
                  {(groups.data ?? []).map((group) => (
                    <CheckBox
                      key={group.id}
                      checked={groupIds.includes(group.id)}
                      onChange={(on) =>
                        form.set('editable_tag_group_ids', toggled(groupIds, group.id, on))
                      }
                    >
                      {group.name}
                    </CheckBox>
                  ))}
                </Box>
              </FormField>
            ) : null}
            <FormField label={t('siderIframe.config.followUp')}>
              <Toggle
                checked={values.follow_up_enabled ?? true}
                label=""
                testId="sider-config-follow-up"
                onChange={(on) => form.set('follow_up_enabled', on)}
              />
            </FormField>
            <FormField
              label={t('siderIframe.config.followUpVisible')}
              error={form.errors.follow_up_visible}
              htmlFor="sider-follow-visible"
            >
              <Input
                id="sider-follow-visible"
                size="sm"
                width="32"
                type="number"
                min={1}
                max={50}
                value={String(values.follow_up_visible ?? '')}
                onChange={(event) =>
                  form.set(
                    'follow_up_visible',
                    event.target.value === '' ? Number.NaN : Number(event.target.value),
                  )
                }
              />
            </FormField>
            <Box display="flex" alignItems="center" gap="3" flexWrap="wrap">
              <Button size="sm" colorPalette="blue" loading={save.isPending} onClick={submit}>
                {t('siderIframe.config.save')}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {config.data?.updated_at
                  ? t('siderIframe.config.updatedAt', {
                      at: formatDateTime(config.data.updated_at),
                    })
                  : t('siderIframe.config.never')}
              </Text>
            </Box>
          </Box>
        </PageSection>
      )}
    </PageLayout>
  );
}
