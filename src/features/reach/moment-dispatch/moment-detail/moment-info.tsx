// The task's facts beside the tables: scope, visible customers, times, auto-tags, creator,
// and the moment as a customer sees it (the composer's preview).
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { MomentDetail } from '../../../../../contract/reach/moment-dispatch';
import { formatDateTime } from '../../../../lib/format/date-time';
import { t } from '../../../../lib/i18n/translate';
import { MessagePreview } from '../../../../ui/message-composer/message-preview';

function scopeText(moment: MomentDetail) {
  const { kind, ids } = moment.sender_scope;
  if (kind === 'all') return t('momentForm.scope.all');
  return t(
    kind === 'departments' ? 'momentDetail.scope.departments' : 'momentDetail.scope.employees',
    {
      count: ids.length,
    },
  );
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns="6rem minmax(0, 1fr)" gap="2" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Box overflowWrap="anywhere">{children}</Box>
    </Box>
  );
}

export function MomentInfo({ moment }: { moment: MomentDetail }) {
  const none = t('momentDetail.info.none');
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="moment-info">
      <Line label={t('momentDetail.info.scope')}>{scopeText(moment)}</Line>
      <Line label={t('momentDetail.info.visible')}>
        {moment.visible_tags.length ? moment.visible_tags.join('、') : t('momentForm.visible.all')}
      </Line>
      <Line label={t('momentDetail.info.time')}>
        {formatDateTime(moment.publish_at)} ~ {formatDateTime(moment.end_at)}
      </Line>
      <Line label={t('momentDetail.info.autoTag')}>
        <Text>{t('momentDetail.info.like', { tags: moment.like_tags.join('、') || none })}</Text>
        <Text>
          {t('momentDetail.info.comment', { tags: moment.comment_tags.join('、') || none })}
        </Text>
      </Line>
      <Line label={t('momentDetail.info.creator')}>{moment.creator || '-'}</Line>
      <Box display="flex" justifyContent="center" pt="2">
        <MessagePreview message={moment.content} channel="moment" />
      </Box>
    </Box>
  );
}
