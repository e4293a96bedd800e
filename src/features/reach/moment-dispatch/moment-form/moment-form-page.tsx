// /moment-dispatch/moment-form 新建朋友圈 (spec §2, issue #17, docs/domain.md §2): the moment's content
// from the shared composer (≤ 9 images, or 1 video, or 1 link), who publishes it, which
// customers see it, auto-tags for likes and comments, now or at a time, until an end time.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MessageContent } from '../../../../../contract/message-content';
import { EMPTY_MESSAGE } from '../../../../../contract/message-content';
import type {
  MomentBody,
  MomentDetail,
  SenderScope,
} from '../../../../../contract/reach/moment-dispatch';
import {
  MOMENT_ATTACHMENT_TYPES,
  MOMENT_IMAGES_MAX,
  MOMENT_NAME_MAX,
  momentBodySchema,
} from '../../../../../contract/reach/moment-dispatch';
import { t } from '../../../../lib/i18n/translate';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { DateTimeInput } from '../../../../ui/date-picker/date-time-input';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { FormPage } from '../../../../ui/form-drawer/form-page';
import { fieldErrorsOf } from '../../../../ui/form-drawer/use-contract-form';
import type { FieldErrors } from '../../../../ui/form-drawer/use-contract-form';
import { MessageComposer } from '../../../../ui/message-composer/message-composer';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { parseRecordId } from '../../../../ui/missing-record/missing-record-page';
import { useCreateMoment, useMomentDetail } from '../api/moment-api';
import { ChoiceButtons } from './choice-buttons';
import { MomentConfirmDialog } from './moment-confirm';
import { instantOf, wallTimeOf } from './moment-time';
import { SenderScopeField } from './sender-scope-field';
import { TagsField } from './tags-field';
import '../../../../lib/i18n/messages/reach-moment-dispatch-messages';

const HOUR_MS = 3_600_000;
/** The next whole hour after `hours` from now: defaults an operator reads at a glance. */
const hoursAhead = (now: Date, hours: number) =>
  new Date(Math.ceil((now.getTime() + hours * HOUR_MS) / HOUR_MS) * HOUR_MS);

/** A video or a link stands alone; images go up to nine. */
const attachmentLimit = (content: MessageContent) =>
  content.attachments.some((item) => item.type === 'video' || item.type === 'link')
    ? 1
    : MOMENT_IMAGES_MAX;

/** `?copy=<id>` starts from an earlier moment (content, scope, tags); times start afresh. */
export function MomentDispatchMomentFormPage() {
  const [search] = useSearchParams();
  const copyId = parseRecordId(search.get('copy')) ?? 0;
  const source = useMomentDetail(copyId);
  if (copyId > 0 && !source.data && !source.isError) {
    return (
      <Text p="5" color="fg.muted">
        {t('momentForm.loading')}
      </Text>
    );
  }
  return <MomentForm key={copyId} initial={source.data} />;
}

function MomentForm({ initial }: { initial?: MomentDetail }) {
  const navigate = useNavigate();
  const create = useCreateMoment();
  const [now] = useState(() => new Date());
  const [name, setName] = useState(initial ? `${initial.name.slice(0, 26)}（复制）` : '');
  const [scope, setScope] = useState<SenderScope>(
    initial ? { ...initial.sender_scope } : { kind: 'all', ids: [] },
  );
  const [visible, setVisible] = useState<'all' | 'tags'>(
    initial?.visible_tag_ids.length ? 'tags' : 'all',
  );
  const [visibleTags, setVisibleTags] = useState<number[]>([...(initial?.visible_tag_ids ?? [])]);
  const [likeTags, setLikeTags] = useState<number[]>([...(initial?.like_tag_ids ?? [])]);
  const [commentTags, setCommentTags] = useState<number[]>([...(initial?.comment_tag_ids ?? [])]);
  const [content, setContent] = useState<MessageContent>(initial?.content ?? EMPTY_MESSAGE);
  // No default: 保存 never publishes at once because nobody chose (issue #38 item 7).
  const [sendType, setSendType] = useState<'now' | 'scheduled' | null>(null);
  const [pending, setPending] = useState<MomentBody | null>(null);
  const [sendAt, setSendAt] = useState(() => wallTimeOf(hoursAhead(now, 1)));
  const [endAt, setEndAt] = useState(() => wallTimeOf(hoursAhead(now, 72)));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const body = {
      name,
      content,
      sender_scope: scope,
      visible_tag_ids: visible === 'tags' ? visibleTags : [],
      like_tag_ids: likeTags,
      comment_tag_ids: commentTags,
      send_type: sendType,
      ...(sendType === 'scheduled' ? { send_at: instantOf(sendAt) } : {}),
      end_at: instantOf(endAt),
    };
    const parsed = momentBodySchema.safeParse(body);
    const found: Record<string, string> = parsed.success ? {} : { ...fieldErrorsOf(parsed.error) };
    const start = sendType === 'scheduled' ? new Date(body.send_at ?? '') : new Date();
    if (sendType === 'scheduled' && body.send_at && start.getTime() <= Date.now()) {
      found.send_at = '发表时间不能早于当前时间';
    }
    if (body.end_at && new Date(body.end_at).getTime() <= start.getTime()) {
      found.end_at = '结束时间必须晚于发表时间';
    }
    if (visible === 'tags' && visibleTags.length === 0) found.visible_tag_ids = '请选择客户标签';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setPending(parsed.data);
  };
  const publish = (body: MomentBody) =>
    create.mutate(
      { body },
      {
        onSuccess: (data) => {
          notifySuccess(t('momentForm.created'));
          navigate(`/moment-dispatch/moment-detail?id=${data.id}`);
        },
      },
    );

  return (
    <FormPage
      title={t('momentForm.title')}
      onBack={() => navigate('/moment-dispatch')}
      onSubmit={submit}
      submitting={create.isPending}
      testId="moment-form"
    >
      <PageSection title={t('momentForm.section.basic')}>
        <FormField label={t('momentForm.name')} required error={errors.name} htmlFor="moment-name">
          <Input
            id="moment-name"
            size="sm"
            bg="white"
            maxW="md"
            value={name}
            maxLength={MOMENT_NAME_MAX}
            placeholder={t('momentForm.namePlaceholder')}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </FormField>
      </PageSection>
      <PageSection title={t('momentForm.section.content')}>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('momentForm.contentHint')}
        </Text>
        <MessageComposer
          value={content}
          onChange={setContent}
          errors={errors}
          prefix="content"
          types={MOMENT_ATTACHMENT_TYPES}
          maxAttachments={attachmentLimit(content)}
          channel="moment"
          testId="moment-composer"
        />
      </PageSection>
      <PageSection title={t('momentForm.section.senders')}>
        <SenderScopeField value={scope} onChange={setScope} errors={errors} />
      </PageSection>
      <PageSection title={t('momentForm.section.visible')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('momentForm.visible')}>
            <ChoiceButtons
              label={t('momentForm.visible')}
              value={visible}
              onChange={setVisible}
              testId="moment-visible"
              options={[
                { value: 'all', label: t('momentForm.visible.all') },
                { value: 'tags', label: t('momentForm.visible.tags') },
              ]}
            />
          </FormField>
          {visible === 'tags' ? (
            <TagsField
              label={t('momentForm.visibleTags')}
              helper={t('momentForm.visibleHint')}
              value={visibleTags}
              onChange={setVisibleTags}
              error={errors.visible_tag_ids}
              testId="moment-visible-tags"
              required
            />
          ) : null}
        </Box>
      </PageSection>
      <PageSection title={t('momentForm.section.autoTag')}>
        <Box
          display="grid"
          gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }}
          gap="4"
        >
          <TagsField
            label={t('momentForm.likeTags')}
            value={likeTags}
            onChange={setLikeTags}
            error={errors.like_tag_ids}
            testId="moment-like-tags"
          />
          <TagsField
            label={t('momentForm.commentTags')}
            value={commentTags}
            onChange={setCommentTags}
            error={errors.comment_tag_ids}
            testId="moment-comment-tags"
          />
        </Box>
      </PageSection>
      <PageSection title={t('momentForm.section.timing')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('momentForm.sendType')} required error={errors.send_type}>
            <ChoiceButtons
              label={t('momentForm.sendType')}
              value={sendType}
              onChange={setSendType}
              testId="moment-send-type"
              options={[
                { value: 'now', label: t('momentForm.sendNow') },
                { value: 'scheduled', label: t('momentForm.sendScheduled') },
              ]}
            />
          </FormField>
          {sendType === 'scheduled' ? (
            <FormField label={t('momentForm.sendAt')} required error={errors.send_at}>
              <DateTimeInput
                value={sendAt}
                onChange={setSendAt}
                ariaLabel={t('momentForm.sendAt')}
                invalid={Boolean(errors.send_at)}
                testId="moment-send-at"
              />
            </FormField>
          ) : null}
          <FormField
            label={t('momentForm.endAt')}
            required
            error={errors.end_at}
            helper={t('momentForm.endHint')}
          >
            <DateTimeInput
              value={endAt}
              onChange={setEndAt}
              ariaLabel={t('momentForm.endAt')}
              invalid={Boolean(errors.end_at)}
              testId="moment-end-at"
            />
          </FormField>
        </Box>
      </PageSection>
      <MomentConfirmDialog
        pending={pending}
        busy={create.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => pending && publish(pending)}
      />
    </FormPage>
  );
}
