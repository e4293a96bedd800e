import { useEffect, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import type { CustomerDetail } from '../../../../contract/customer/customer-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { TagPicker } from '../../../ui/pickers/tag-picker';
import { useCustomerDetail } from './api/customer-detail-query';
import { useSetCustomerTags } from './api/customer-tag-mutations';
import { useTagGroups } from '../../../data/tag-groups';
import { CustomerName } from './customer-columns';
import { CustomerFields } from './customer-fields';
import { CustomerRelations } from './customer-relations';
import { CustomerTimeline } from './customer-timeline';
import { FollowUpPanel } from './follow-up-panel';
import { genderLabel, typeLabel } from './customer-labels';
import '../../../lib/i18n/messages/customers-messages';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns="6.5rem 1fr" gap="3" fontSize="sm" py="1.5">
      <Text color="fg.muted">{label}</Text>
      <Box minW="0">{children}</Box>
    </Box>
  );
}

function CustomerTags({
  detail,
  onChanged,
}: {
  detail: CustomerDetail;
  onChanged: (changed: boolean) => void;
}) {
  const groups = useTagGroups();
  const save = useSetCustomerTags();
  const [tagIds, setTagIds] = useState(() => detail.tags.map((tag) => tag.id));
  const [source, setSource] = useState(detail.tags);
  if (source !== detail.tags) {
    setSource(detail.tags);
    setTagIds(detail.tags.map((tag) => tag.id));
  }
  const changed =
    tagIds.slice().sort().join() !==
    detail.tags
      .map((tag) => tag.id)
      .sort()
      .join();
  useEffect(() => onChanged(changed), [changed, onChanged]);
  useEffect(() => () => onChanged(false), [onChanged]);
  return (
    <Box display="flex" flexDirection="column" gap="2" alignItems="flex-start">
      <TagPicker
        groups={groups.data ?? []}
        value={tagIds}
        onChange={setTagIds}
        testId="detail-tags"
      />
      {changed ? (
        <Button
          size="xs"
          colorPalette="blue"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { params: { id: detail.id }, body: { tag_ids: tagIds } },
              { onSuccess: () => notifySuccess(t('customers.detail.tagsSaved')) },
            )
          }
        >
          {t('customers.detail.saveTags')}
        </Button>
      ) : null}
    </Box>
  );
}

function Profile({
  detail,
  onTagsChanged,
}: {
  detail: CustomerDetail;
  onTagsChanged: (changed: boolean) => void;
}) {
  return (
    <Box>
      <Field label={t('customers.detail.type')}>{typeLabel(detail.type)}</Field>
      <Field label={t('customers.detail.corp')}>{detail.corp_name || '-'}</Field>
      <Field label={t('customers.detail.gender')}>{genderLabel(detail.gender)}</Field>
      <Field label={t('customers.detail.addedAt')}>{formatDateTime(detail.added_at)}</Field>
      <Field label={t('customers.detail.channel')}>{detail.channel?.name ?? '-'}</Field>
      <Field label={t('customers.detail.groups')}>
        {detail.groups.length === 0 ? (
          <Text color="fg.muted">{t('customers.detail.noGroups')}</Text>
        ) : (
          <Box display="flex" flexWrap="wrap" gap="1">
            {detail.groups.map((group) => (
              <Badge key={group.id} variant="outline">
                {group.name}
              </Badge>
            ))}
          </Box>
        )}
      </Field>
      <Field label={t('customers.detail.tags')}>
        <CustomerTags detail={detail} onChanged={onTagsChanged} />
      </Field>
      <Field label={t('customers.detail.externalId')}>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {detail.external_user_id}
        </Text>
      </Field>
    </Box>
  );
}

export interface CustomerDetailDrawerProps {
  customerId: number | null;
  onClose: () => void;
}

/**
 * issue #9 detail drawer: profile and editable tags, relations with each employee, timeline.
 * issue #37: the tabs stay mounted once opened, so an unsaved tag change survives a look at
 * the timeline, and closing the drawer with it asks first.
 */
export function CustomerDetailDrawer({ customerId, onClose }: CustomerDetailDrawerProps) {
  const detail = useCustomerDetail(customerId);
  const data = detail.data && detail.data.id === customerId ? detail.data : undefined;
  const [tagsChanged, setTagsChanged] = useState(false);
  return (
    <FormDrawer
      open={customerId !== null}
      onClose={onClose}
      dirty={tagsChanged}
      title={t('customers.detail.title')}
      size="md"
      testId="customer-detail"
    >
      {!data ? (
        detail.isError ? (
          <Text color="fg.muted">{t('customers.detail.loadFailed')}</Text>
        ) : (
          <Spinner />
        )
      ) : (
        <Box display="flex" flexDirection="column" gap="4">
          <CustomerName row={data} />
          <TabsRoot defaultValue="profile" size="sm" lazyMount key={data.id}>
            <TabsList>
              <TabsTrigger value="profile">{t('customers.detail.profile')}</TabsTrigger>
              <TabsTrigger value="relations">
                {t('customers.detail.relations', { count: data.relations.length })}
              </TabsTrigger>
              <TabsTrigger value="follow-ups">{t('followUp.title')}</TabsTrigger>
              <TabsTrigger value="timeline">{t('customers.detail.timeline')}</TabsTrigger>
            </TabsList>
            <TabsContent value="profile">
              <Profile detail={data} onTagsChanged={setTagsChanged} />
              <Box mt="4" pt="3" borderTopWidth="1px">
                <CustomerFields customerId={data.id} />
              </Box>
            </TabsContent>
            <TabsContent value="relations">
              <CustomerRelations relations={data.relations} />
            </TabsContent>
            <TabsContent value="follow-ups">
              <FollowUpPanel detail={data} />
            </TabsContent>
            <TabsContent value="timeline">
              <CustomerTimeline customerId={data.id} />
            </TabsContent>
          </TabsRoot>
        </Box>
      )}
    </FormDrawer>
  );
}
