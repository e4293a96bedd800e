import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { useConnectionTest } from './api/connection-test';
import '../../../lib/i18n/messages/settings-messages';

/** 测试连接: the saved app checked on its platform now, each check with its reason. */
export function ConnectionTest({ disabled }: { disabled: boolean }) {
  const test = useConnectionTest();
  const result = test.data;
  return (
    <Box display="flex" flexDirection="column" gap="3" data-testid="connection-test">
      <Box display="flex" gap="3" alignItems="center" flexWrap="wrap">
        <Button
          variant="outline"
          colorPalette="blue"
          loading={test.isPending}
          disabled={disabled}
          onClick={() => test.mutate({})}
        >
          {t('settings.authorize.testConnection')}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {t('settings.authorize.testConnectionHint')}
        </Text>
      </Box>
      {result ? (
        <Box as="ul" listStyleType="none" m="0" p="0" aria-live="polite">
          <Text as="li" fontSize="sm" fontWeight="medium" mb="1">
            {result.platform === 'wecom'
              ? t('settings.authorize.platformWecom')
              : t('settings.authorize.platformSandbox')}
            {' · '}
            {result.last_callback_at
              ? t('settings.authorize.lastCallback', {
                  time: formatDateTime(result.last_callback_at),
                })
              : t('settings.authorize.noCallback')}
          </Text>
          {result.items.map((item) => (
            <Box
              as="li"
              key={item.key}
              display="flex"
              gap="2"
              py="1"
              fontSize="sm"
              data-check={item.key}
              data-passed={item.passed}
            >
              <Text as="span" color={item.passed ? 'green.700' : 'orange.700'} flexShrink={0}>
                {item.passed ? '✓' : '!'} {item.name}
              </Text>
              <Text as="span" color="fg.muted" minW="0" overflowWrap="anywhere">
                {item.message}
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
