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

/** Cards that fit the content pane (two on a phone) and lie in two even rows on a desktop. */
export function cardGrid(count: number) {
  return {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
      xl: `repeat(${Math.min(6, Math.ceil(count / 2))}, minmax(0, 1fr))`,
    },
    gap: '3',
  } as const;
}
