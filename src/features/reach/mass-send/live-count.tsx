import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type { SendPreview } from '../../../../contract/reach/mass-send';
import { formatNumber } from '../../../lib/format/format-number';
import { t } from '../../../lib/i18n/translate';

export interface LiveCountProps {
  kind: 'private' | 'group';
  preview: SendPreview | undefined;
  loading: boolean;
  error: string | undefined;
}

/** issue #17: the live count of matched recipients, and how many are already at their limit. */
export function LiveCount({ kind, preview, loading, error }: LiveCountProps) {
  return (
    <Box
      borderWidth="1px"
      borderColor="blue.200"
      bg="blue.50"
      borderRadius="md"
      p="3"
      aria-live="polite"
      data-testid="live-count"
    >
      <Text fontSize="sm" fontWeight="semibold" color="blue.900">
        {t('form.live.title')}
      </Text>
      {error ? (
        <Text fontSize="sm" color="red.700">
          {error}
        </Text>
      ) : !preview ? (
        <Text fontSize="sm" color="fg.muted">
          {t('form.live.loading')}
        </Text>
      ) : preview.matched === 0 ? (
        <Text fontSize="sm" color="orange.800">
          {t('form.live.none')}
        </Text>
      ) : (
        <>
          <Text fontSize="lg" fontWeight="bold" color="blue.900" data-testid="live-matched">
            {t(kind === 'private' ? 'form.live.matched' : 'form.live.matchedGroups', {
              count: formatNumber(preview.matched),
            })}
            {loading ? ' …' : ''}
          </Text>
          <Text fontSize="sm" color="blue.900">
            {t('form.live.employees', { count: preview.employees })}
          </Text>
          {preview.at_limit > 0 ? (
            <Text fontSize="sm" color="orange.800" data-testid="live-at-limit">
              {t('form.live.atLimit', {
                count: formatNumber(preview.at_limit),
                limit: preview.monthly_limit,
              })}
            </Text>
          ) : null}
        </>
      )}
    </Box>
  );
}
