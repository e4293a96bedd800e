import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import type { ShortLinkFormInput } from '../../../../../contract/acquiring/short-chain';
import { t } from '../../../../lib/i18n/translate';
import '../../../../lib/i18n/messages/acquiring-tools-messages';

type Channels = NonNullable<ShortLinkFormInput['channels']>;

/** A link's placements (issue #15): a label and a channel id each, added and removed. */
export function LinkChannelsEditor({
  value,
  onChange,
}: {
  value: Channels;
  onChange: (channels: Channels) => void;
}) {
  return (
    <Box display="flex" flexDirection="column" gap="2">
      {value.map((row, index) => (
        <Box key={index} display="flex" gap="2" flexWrap="wrap">
          <Input
            size="sm"
            flex="1"
            minW="32"
            aria-label={`${t('link.channelLabel')} ${index + 1}`}
            placeholder={t('link.channelLabel')}
            value={row.label}
            onChange={(event) =>
              onChange(
                value.map((x, at) =>
                  at === index ? { ...x, label: event.currentTarget.value } : x,
                ),
              )
            }
          />
          <Input
            size="sm"
            flex="1"
            minW="32"
            aria-label={`${t('link.channelId')} ${index + 1}`}
            placeholder={t('link.channelId')}
            value={row.customer_channel}
            onChange={(event) =>
              onChange(
                value.map((x, at) =>
                  at === index ? { ...x, customer_channel: event.currentTarget.value } : x,
                ),
              )
            }
          />
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            {t('link.removeChannel', { index: index + 1 })}
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          size="xs"
          variant="outline"
          onClick={() => onChange([...value, { label: '', customer_channel: '' }])}
        >
          + {t('link.addChannel')}
        </Button>
      </Box>
    </Box>
  );
}
