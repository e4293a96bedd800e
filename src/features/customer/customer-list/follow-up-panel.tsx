import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { FOLLOW_UP_LIMITS } from '../../../../contract/customer/follow-up';
import type { CustomerDetail } from '../../../../contract/customer/customer-list';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { DateTimeInput } from '../../../ui/date-picker/date-time-input';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import { ImageUpload } from '../../../ui/upload/image-upload';
import {
  useCreateFollowUp,
  useFollowUps,
  useSetCustomerStage,
  useStages,
} from './api/follow-up-api';
import '../../../lib/i18n/messages/customer-handover-messages';
import { chinaWallIso } from '../../../../contract/china-time';

/** The customer's stage (客户阶段), changed in place. */
function StageSelect({ detail }: { detail: CustomerDetail }) {
  const stages = useStages();
  const save = useSetCustomerStage();
  return (
    <FormField label={t('stage.label')}>
      <SelectFilter
        value={detail.stage ? String(detail.stage.id) : ''}
        allLabel={t('stage.none')}
        options={(stages.data ?? []).map((stage) => ({
          value: String(stage.id),
          label: stage.name,
        }))}
        onChange={(value) =>
          save.mutate(
            { params: { id: detail.id }, body: { stage_id: value ? Number(value) : null } },
            { onSuccess: () => notifySuccess(t('stage.saved')) },
          )
        }
        ariaLabel={t('stage.label')}
        testId="detail-stage"
      />
    </FormField>
  );
}

function FollowUpForm({ customerId }: { customerId: number }) {
  const create = useCreateFollowUp();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [next, setNext] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!text.trim()) return setError(t('followUp.textRequired'));
    create.mutate(
      {
        params: { id: customerId },
        body: {
          text: text.trim(),
          images,
          // The console's times are China times (docs/handover.md).
          next_follow_at: next ? chinaWallIso(`${next.slice(0, 16)}:00`) : null,
          employee_id: null,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('followUp.added'));
          setText('');
          setImages([]);
          setNext('');
        },
      },
    );
  };
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <FormField label={t('followUp.text')} required error={error} htmlFor="follow-up-text">
        <Textarea
          id="follow-up-text"
          size="sm"
          rows={3}
          maxLength={FOLLOW_UP_LIMITS.textMax}
          value={text}
          placeholder={t('followUp.textPlaceholder')}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError('');
          }}
        />
      </FormField>
      <FormField label={t('followUp.images')}>
        <Box display="flex" flexWrap="wrap" gap="2">
          {images.map((url, index) => (
            <ImageUpload
              key={url}
              value={url}
              label={t('followUp.image', { index: index + 1 })}
              onUploaded={(file) =>
                setImages((list) => list.map((item, i) => (i === index ? file.url : item)))
              }
            />
          ))}
          {images.length < FOLLOW_UP_LIMITS.images ? (
            <ImageUpload
              label={t('followUp.addImage')}
              onUploaded={(file) => setImages((list) => [...list, file.url])}
              testId="follow-up-image"
            />
          ) : null}
        </Box>
      </FormField>
      <FormField label={t('followUp.next')}>
        <DateTimeInput
          value={next}
          onChange={setNext}
          ariaLabel={t('followUp.next')}
          testId="follow-up-next"
        />
      </FormField>
      <Box>
        <Button
          size="xs"
          colorPalette="blue"
          loading={create.isPending}
          onClick={submit}
          data-testid="follow-up-add"
        >
          {t('followUp.add')}
        </Button>
      </Box>
    </Box>
  );
}

/** issue #41 the detail drawer's 跟进记录 tab: stage, a new follow-up, the records. */
export function FollowUpPanel({ detail }: { detail: CustomerDetail }) {
  const list = useFollowUps(detail.id);
  const rows = list.data?.list ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="4">
      <StageSelect detail={detail} />
      <FollowUpForm customerId={detail.id} />
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="3">
        {rows.length === 0 ? (
          <Text as="li" fontSize="sm" color="fg.muted">
            {t('followUp.empty')}
          </Text>
        ) : (
          rows.map((row) => (
            <Box as="li" key={row.id} borderTopWidth="1px" pt="2" fontSize="sm">
              <Text whiteSpace="pre-wrap">{row.text}</Text>
              {row.images.length ? (
                <Box display="flex" flexWrap="wrap" gap="1" mt="1">
                  {row.images.map((url, index) => (
                    <img
                      key={url}
                      src={url}
                      width={50}
                      height={50}
                      alt={t('followUp.image', { index: index + 1 })}
                    />
                  ))}
                </Box>
              ) : null}
              <Text fontSize="xs" color="fg.muted" mt="1">
                {[
                  row.employee?.name,
                  formatDateTime(row.created_at),
                  row.next_follow_at
                    ? t('followUp.nextAt', { at: formatDateTime(row.next_follow_at) })
                    : '',
                  row.reminded_at ? t('followUp.reminded') : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Box>
          ))
        )}
      </Box>
    </Box>
  );
}
