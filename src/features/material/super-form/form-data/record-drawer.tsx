import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../../lib/i18n/translate';
import { FormDrawer } from '../../../../ui/form-drawer/form-drawer';
import { useRecordDetail } from '../api/record-queries';
import '../../../../lib/i18n/messages/superform-messages';

const EFFECT_PALETTE = { recorded: 'blue', applied: 'green', skipped: 'gray' } as const;

/** A submission in full: who, when, every answer, and its side effects (issue #7). */
export function RecordDrawer({
  recordId,
  onClose,
}: {
  recordId: number | null;
  onClose: () => void;
}) {
  const detail = useRecordDetail(recordId);
  const record = detail.data;
  return (
    <FormDrawer
      open={recordId !== null}
      onClose={onClose}
      title={t('sf.data.detailTitle')}
      testId="record-drawer"
    >
      {!record || detail.isFetching ? (
        <Box py="10" textAlign="center">
          <Spinner color="blue.500" />
        </Box>
      ) : (
        <Box display="flex" flexDirection="column" gap="5">
          <Box fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
            <Text color="fg.muted">{t('sf.data.col.customer')}</Text>
            <Text>
              {record.customer_name || t('sf.data.visitor')}{' '}
              <Badge size="sm">{t(`sf.data.customerType.${record.customer_type}` as const)}</Badge>
            </Text>
            <Text color="fg.muted">{t('sf.data.behaviour')}</Text>
            <Text>{t(`sf.data.behaviour.${record.behaviour}` as const)}</Text>
            <Text color="fg.muted">{t('sf.data.col.time')}</Text>
            <Text>{record.created_at}</Text>
          </Box>
          {record.answers.length > 0 ? (
            <Box as="section">
              <Text fontWeight="semibold" mb="2">
                {t('sf.data.answers')}
              </Text>
              <Box as="dl" fontSize="sm" display="flex" flexDirection="column" gap="2">
                {record.answers.map((answer) => (
                  <Box key={answer.field_name}>
                    <Text as="dt" color="fg.muted">
                      {answer.field_title}
                    </Text>
                    <Text as="dd" whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {answer.display}
                    </Text>
                  </Box>
                ))}
              </Box>
            </Box>
          ) : null}
          {record.behaviour === 2 ? (
            <Box as="section" data-testid="record-effects">
              <Text fontWeight="semibold">{t('sf.data.effects')}</Text>
              <Text fontSize="xs" color="fg.muted" mb="2">
                {t('sf.data.effectsNote')}
              </Text>
              {record.effects.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('sf.data.noEffects')}
                </Text>
              ) : (
                <Box
                  as="ul"
                  listStyleType="none"
                  p="0"
                  display="flex"
                  flexDirection="column"
                  gap="2"
                >
                  {record.effects.map((effect) => (
                    <Box
                      as="li"
                      key={effect.id}
                      fontSize="sm"
                      borderWidth="1px"
                      borderRadius="md"
                      p="2"
                    >
                      <Badge colorPalette={EFFECT_PALETTE[effect.status]} me="2">
                        {t(`sf.effect.${effect.effect_type}` as const)} ·{' '}
                        {t(`sf.effectStatus.${effect.status}` as const)}
                      </Badge>
                      {effect.summary}
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          ) : null}
        </Box>
      )}
    </FormDrawer>
  );
}
