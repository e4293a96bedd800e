import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GroupFilter, MassSendDetail } from '../../../../contract/reach/mass-send';
import { groupSendSchema, privateSendSchema } from '../../../../contract/reach/mass-send';
import type { MessageContent } from '../../../../contract/message-content';
import { EMPTY_MESSAGE } from '../../../../contract/message-content';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormField } from '../../../ui/form-drawer/form-field';
import { FormPage } from '../../../ui/form-drawer/form-page';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { MessageComposer } from '../../../ui/message-composer/message-composer';
import { PageSection } from '../../../ui/page-layout/page-layout';
import { usePreview, useReachOptions, useSendCommand, useSendDetail } from './api/mass-send-api';
import { EMPTY_GROUP_FILTER, GroupRecipients } from './group-recipients';
import { LiveCount } from './live-count';
import type { MassSendConfig } from './mass-send-config';
import { EMPTY_PRIVATE_FILTER, PrivateRecipients } from './private-recipients';
import type { PrivateFilterDraft } from './private-recipients';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { chinaTimeIso, nextChinaDates } from './send-time';
import { SendTimeSelect } from './send-time-select';
import '../../../lib/i18n/messages/reach-mass-send-messages';

/** Waits until the value stops changing (the live count asks once per pause). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** issue #17 the form of a mass send; `?copy=id` starts from an earlier send. */
export function MassSendFormPage({ config }: { config: MassSendConfig }) {
  const [search] = useSearchParams();
  const copyId = Number(search.get('copy') ?? 0);
  const source = useSendDetail(config.endpoints, copyId);
  if (copyId > 0 && !source.data && !source.isError) {
    return (
      <Text p="5" color="fg.muted">
        {t('form.live.loading')}
      </Text>
    );
  }
  return <MassSendForm key={copyId} config={config} initial={source.data} />;
}

/** Recipients with a live count, the message, now or later. */
function MassSendForm({ config, initial }: { config: MassSendConfig; initial?: MassSendDetail }) {
  const navigate = useNavigate();
  const options = useReachOptions();
  const command = useSendCommand(config.endpoints);
  const [name, setName] = useState(initial ? `${initial.name.slice(0, 26)}（复制）` : '');
  const [privateFilter, setPrivateFilter] = useState<PrivateFilterDraft>(
    initial && config.kind === 'private'
      ? (initial.filter as PrivateFilterDraft)
      : EMPTY_PRIVATE_FILTER,
  );
  const [groupFilter, setGroupFilter] = useState<GroupFilter>(
    initial && config.kind === 'group' ? (initial.filter as GroupFilter) : EMPTY_GROUP_FILTER,
  );
  const [message, setMessage] = useState<MessageContent>(initial?.message ?? EMPTY_MESSAGE);
  const [sendType, setSendType] = useState<'now' | 'scheduled'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [now] = useState(() => new Date());

  const filter = config.kind === 'private' ? privateFilter : groupFilter;
  const settled = useSettled(filter, 400);
  const preview = usePreview(config.endpoints, settled, true);
  const schema = config.kind === 'private' ? privateSendSchema : groupSendSchema;

  const submit = () => {
    const body = {
      name,
      filter,
      message,
      send_type: sendType,
      ...(sendType === 'scheduled' ? { send_at: sendAt } : {}),
    };
    const parsed = schema.safeParse(body);
    const found = parsed.success ? {} : { ...fieldErrorsOf(parsed.error) };
    if (sendType === 'scheduled' && sendAt && new Date(sendAt).getTime() <= Date.now()) {
      found.send_at = '发送时间不能早于当前时间';
    }
    if (preview.data && preview.data.matched === 0) {
      found.filter = t('form.live.none');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    command.mutate(
      { kind: 'create', body: parsed.data },
      {
        onSuccess: (data) => {
          notifySuccess(t('form.created'));
          navigate(`${config.route}/detail?id=${(data as { id: number }).id}`);
        },
      },
    );
  };

  return (
    <FormPage
      title={t(config.kind === 'private' ? 'form.private.title' : 'form.group.title')}
      onBack={() => navigate(config.route)}
      onSubmit={submit}
      submitting={command.isPending}
      testId="mass-send-form"
    >
      <PageSection title={t('form.section.basic')}>
        <FormField label={t('form.name')} required error={errors.name} htmlFor="mass-name">
          <Input
            id="mass-name"
            size="sm"
            bg="white"
            value={name}
            maxLength={30}
            placeholder={t('form.namePlaceholder')}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </FormField>
      </PageSection>
      <PageSection title={t('form.section.recipients')}>
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 18rem' }}
          gap="4"
        >
          {config.kind === 'private' ? (
            <PrivateRecipients
              value={privateFilter}
              onChange={setPrivateFilter}
              options={options.data}
              errors={errors}
            />
          ) : (
            <GroupRecipients
              value={groupFilter}
              onChange={setGroupFilter}
              options={options.data}
              errors={errors}
            />
          )}
          <Box>
            <LiveCount
              kind={config.kind}
              preview={preview.data}
              loading={preview.isFetching}
              error={errors.filter ?? (preview.isError ? t('form.live.error') : undefined)}
            />
          </Box>
        </Box>
      </PageSection>
      <PageSection title={t('form.section.message')}>
        <MessageComposer value={message} onChange={setMessage} errors={errors} prefix="message" />
      </PageSection>
      <PageSection title={t('form.section.timing')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('form.sendType')}>
            <SegmentedControl
              label={t('form.sendType')}
              value={sendType}
              onChange={(next) => {
                setSendType(next);
                if (next === 'scheduled' && !sendAt) {
                  setSendAt(chinaTimeIso(nextChinaDates(now, 2)[1]!.value, '09', '00'));
                }
              }}
              testId="pick-send-type"
              options={[
                { value: 'now', label: t('form.sendNow') },
                { value: 'scheduled', label: t('form.sendScheduled') },
              ]}
            />
          </FormField>
          {sendType === 'scheduled' ? (
            <FormField label={t('form.sendAt')} required error={errors.send_at}>
              <SendTimeSelect value={sendAt} onChange={setSendAt} now={now} testId="send-time" />
            </FormField>
          ) : null}
        </Box>
      </PageSection>
    </FormPage>
  );
}
