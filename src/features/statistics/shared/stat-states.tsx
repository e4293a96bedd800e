import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/statistics-messages';

/** The error state of a statistics page (its message comes from the server, e.g. a 400). */
export function StatError(props: { message?: string; onRetry: () => void }) {
  return (
    <Box textAlign="center" py="8" role="alert" data-testid="stat-error">
      <Text color="red.700" mb="3">
        {props.message || t('stat.error')}
      </Text>
      <Button size="sm" variant="outline" onClick={props.onRetry}>
        {t('stat.retry')}
      </Button>
    </Box>
  );
}

/** Cards in two columns on a phone, more on wider screens. */
export const CARD_GRID = {
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '3',
} as const;
