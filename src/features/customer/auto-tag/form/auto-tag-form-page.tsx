import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AUTO_TAG_TYPES,
  autoTagBody,
  autoTagDetail,
  autoTagList,
  createAutoTag,
  updateAutoTag,
} from '../../../../../contract/customer/auto-tag';
import type {
  AutoTagConfig,
  AutoTagRuleRow,
  AutoTagType,
} from '../../../../../contract/customer/auto-tag';
import { t } from '../../../../lib/i18n/translate';
import { CLOSE_LEFT_TAB } from '../../../../lib/navigation/close-left-tab';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { SelectFilter } from '../../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { FreshForm } from '../../../../ui/form-drawer/fresh-form';
import { FormPage } from '../../../../ui/form-drawer/form-page';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { TagPicker } from '../../../../ui/pickers/tag-picker';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { useTagGroupOptions } from '../../shared/picker-data';
import { RuleCondition } from './rule-condition';
import '../../../../lib/i18n/messages/customer-ops-messages';

const DEFAULT_CONFIG: Record<AutoTagType, AutoTagConfig> = {
  keyword: { type: 'keyword', match: 'contains', keywords: [] },
  group: { type: 'group', group_ids: [] },
  time: { type: 'time', start: '09:00', end: '18:00', weekdays: [1, 2, 3, 4, 5] },
  code: { type: 'code', channel_code_ids: [] },
};

/** issue #19 /auto-tag/form: a rule's condition, the tags it applies, on/off. */
export function AutoTagFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const existing = useEndpointQuery(autoTagDetail, { params: { id } }, { enabled: id > 0 });
  // A fresh form per rule, started from the saved rule once it arrives, and a fresh round
  // after each save or 返回 (issue #37: 新建 reopened with a deleted rule's name and tag).
  return (
    <FreshForm>
      {(finish) => (
        <AutoTagForm
          key={`${id}-${existing.data ? 'saved' : 'new'}`}
          id={id}
          rule={existing.data}
          finish={finish}
        />
      )}
    </FreshForm>
  );
}

function AutoTagForm({
  id,
  rule,
  finish,
}: {
  id: number;
  rule: AutoTagRuleRow | undefined;
  finish: () => void;
}) {
  const navigate = useNavigate();
  const tagGroups = useTagGroupOptions();
  const [name, setName] = useState(rule?.name ?? '');
  const [config, setConfig] = useState<AutoTagConfig>(rule?.config ?? DEFAULT_CONFIG.keyword);
  const [tagIds, setTagIds] = useState<number[]>(rule?.tags.map((tag) => tag.id) ?? []);
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useEndpointMutation(createAutoTag, { invalidates: [autoTagList] });
  const update = useEndpointMutation(updateAutoTag, { invalidates: [autoTagList, autoTagDetail] });
  const submit = () => {
    const body = { name, config, tag_ids: tagIds, enabled };
    const parsed = autoTagBody.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        next[String(issue.path[0])] ??= issue.message;
        next[issue.path.join('.')] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        notifySuccess(t('customerOps.saved'));
        finish();
        navigate('/auto-tag', { state: CLOSE_LEFT_TAB });
      },
    };
    if (id > 0) update.mutate({ params: { id }, body }, done);
    else create.mutate({ body }, done);
  };
  return (
    <FormPage
      title={id > 0 ? t('customerOps.auto.edit') : t('customerOps.auto.new')}
      onBack={() => {
        finish();
        navigate('/auto-tag');
      }}
      onSubmit={submit}
      submitting={create.isPending || update.isPending}
      testId="auto-tag-form"
    >
      <PageSection>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField
            label={t('customerOps.auto.col.name')}
            required
            error={errors.name}
            htmlFor="rule-name"
          >
            <Input
              id="rule-name"
              size="sm"
              maxLength={30}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={t('customerOps.auto.col.type')} required>
            <SelectFilter
              value={config.type}
              allLabel={t('customerOps.auto.pickType')}
              onChange={(type) => {
                const next = AUTO_TAG_TYPES.find((each) => each === type);
                if (next) setConfig(DEFAULT_CONFIG[next]);
              }}
              options={AUTO_TAG_TYPES.map((value) => ({
                value,
                label: t(`customerOps.auto.type.${value}` as 'customerOps.auto.type.keyword'),
              }))}
              ariaLabel={t('customerOps.auto.col.type')}
            />
          </FormField>
          <RuleCondition
            value={config}
            onChange={setConfig}
            error={errors.config}
            errors={errors}
          />
          <FormField label={t('customerOps.batch.col.tags')} required error={errors.tag_ids}>
            <TagPicker
              groups={tagGroups.data ?? []}
              value={tagIds}
              onChange={setTagIds}
              ariaLabel={t('customerOps.batch.col.tags')}
            />
          </FormField>
          <FormField label={t('customerOps.auto.col.enabled')}>
            <Toggle
              label={t('customerOps.auto.enabledHint')}
              checked={enabled}
              onChange={setEnabled}
            />
          </FormField>
        </Box>
      </PageSection>
    </FormPage>
  );
}
