import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type {
  GroupFilter,
  GroupSendBody,
  MassSendDetail,
  PrivateSendBody,
} from '../../../../contract/reach/mass-send';
import {
  groupSendSchema,
  privateSendSchema,
  SEND_NAME_MAX,
  SEND_STATUS,
} from '../../../../contract/reach/mass-send';
import type { MessageContent } from '../../../../contract/message-content';
import { EMPTY_MESSAGE, wecomMassRefusal } from '../../../../contract/message-content';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormField } from '../../../ui/form-drawer/form-field';
import { FormPage } from '../../../ui/form-drawer/form-page';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../ui/form-drawer/use-contract-form';
import { MessageComposer } from '../../../ui/message-composer/message-composer';
import { PageSection } from '../../../ui/page-layout/page-layout';
import {
  usePreview,
  useReachOptions,
  useSendCheck,
  useSendCommand,
  useSendDetail,
} from './api/mass-send-api';
import { EMPTY_GROUP_FILTER, GroupRecipients } from './group-recipients';
import { LiveCount } from './live-count';
import type { MassSendConfig } from './mass-send-config';
import { EMPTY_PRIVATE_FILTER, PrivateRecipients } from './private-recipients';
import type { PrivateFilterDraft } from './private-recipients';
import { SegmentedControl } from '../../../ui/segmented-control/segmented-control';
import { chinaTimeIso, nextChinaDates } from './send-time';
import { SendConfirmDialog } from './send-confirm-dialog';
import { SendTimeSelect } from './send-time-select';
import '../../../lib/i18n/messages/reach-mass-send-messages';

const TITLES = {
  private: ['form.private.title', 'form.private.editTitle'],
  group: ['form.group.title', 'form.group.editTitle'],
} as const;

/** Waits until the value stops changing (the live count asks once per pause). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * issue #17 the form of a mass send; `?copy=id` starts from an earlier send, `?edit=id` edits
 * a scheduled send that has not started (issue #38 item 7).
 */
export function MassSendFormPage({ config }: { config: MassSendConfig }) {
  const [search] = useSearchParams();
  const editId = Number(search.get('edit') ?? 0);
  const sourceId = editId > 0 ? editId : Number(search.get('copy') ?? 0);
  const source = useSendDetail(config.endpoints, sourceId);
  if (sourceId > 0 && !source.data && !source.isError) {
    return (
      <Text p="5" color="fg.muted">
        {t('form.live.loading')}
      </Text>
    );
  }
  if (editId > 0 && source.data && source.data.status !== SEND_STATUS.scheduled) {
    return (
      <Text p="5" color="orange.800" role="alert" data-testid="mass-send-not-editable">
        {t('form.notScheduled')}
      </Text>
    );
  }
  return (
    <MassSendForm
      key={`${editId}:${sourceId}`}
      config={config}
      initial={source.data}
      editId={editId > 0 ? editId : undefined}
    />
  );
}

/** Recipients with a live count, the message, now or later; confirmed before it leaves. */
function MassSendForm({
  config,
  initial,
  editId,
}: {
  config: MassSendConfig;
  initial?: MassSendDetail;
  editId?: number;
}) {
  const navigate = useNavigate();
  const options = useReachOptions();
  const command = useSendCommand(config.endpoints);
  const copyName = initial ? `${initial.name.slice(0, SEND_NAME_MAX - 4)}（复制）` : '';
  const [name, setName] = useState(editId && initial ? initial.name : copyName);
  const [privateFilter, setPrivateFilter] = useState<PrivateFilterDraft>(
    initial && config.kind === 'private'
      ? (initial.filter as PrivateFilterDraft)
      : EMPTY_PRIVATE_FILTER,
  );
  const [groupFilter, setGroupFilter] = useState<GroupFilter>(
    initial && config.kind === 'group' ? (initial.filter as GroupFilter) : EMPTY_GROUP_FILTER,
  );
  const [message, setMessage] = useState<MessageContent>(initial?.message ?? EMPTY_MESSAGE);
  // No default: 保存 must never send at once because nobody looked at 发送方式 (#38 item 7).
  const [sendType, setSendType] = useState<'now' | 'scheduled' | null>(editId ? 'scheduled' : null);
  const [sendAt, setSendAt] = useState(editId && initial ? initial.send_at : '');
  const [pending, setPending] = useState<PrivateSendBody | GroupSendBody | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [now] = useState(() => new Date());

  const filter = config.kind === 'private' ? privateFilter : groupFilter;
  const settled = useSettled(filter, 400);
  const preview = usePreview(config.endpoints, settled, true);
  const check = useSendCheck(config.endpoints, pending?.filter, pending !== null);
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
    // A tenant on WeCom: one text reaches every customer, so {客户昵称} cannot be filled
    // (docs/wecom.md "No per-customer variables in a WeCom mass send"); the server refuses too.
    const raw = config.kind === 'private' && options.data?.platform === 'wecom';
    const refused = raw ? wecomMassRefusal(message.text) : null;
    if (refused && !found['message.text']) found['message.text'] = refused;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setPending(parsed.data);
  };
  const send = (body: PrivateSendBody | GroupSendBody) =>
    command.mutate(editId ? { kind: 'update', id: editId, body } : { kind: 'create', body }, {
      onSuccess: (data) => {
        notifySuccess(t(editId ? 'form.updated' : 'form.created'));
        navigate(`${config.route}/detail?id=${(data as { id: number }).id}`);
      },
    });

  return (
    <FormPage
      title={t(TITLES[config.kind][editId ? 1 : 0])}
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
        <MessageComposer
          value={message}
          onChange={setMessage}
          errors={errors}
          prefix="message"
          channel={config.messageChannel}
        />
      </PageSection>
      <PageSection title={t('form.section.timing')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('form.sendType')} required error={errors.send_type}>
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
      <SendConfirmDialog
        open={pending !== null}
        variant={pending?.send_type === 'scheduled' ? 'massScheduled' : 'massNow'}
        kind={config.kind}
        check={check}
        when={
          pending?.send_type === 'scheduled'
            ? t('confirm.when.scheduled', { time: formatDateTime(pending.send_at ?? '') })
            : t('confirm.when.now')
        }
        busy={command.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && send(pending)}
      />
    </FormPage>
  );
}
