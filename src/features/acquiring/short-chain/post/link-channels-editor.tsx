import { Input } from '@chakra-ui/react/input';
import type { ShortLinkFormInput } from '../../../../../contract/acquiring/short-chain';
import { t } from '../../../../lib/i18n/translate';
import { ToolRowsEditor } from '../../../../ui/tool-list/tool-rows-editor';
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
    <ToolRowsEditor
      value={value}
      onChange={onChange}
      addLabel={t('link.addChannel')}
      removeLabel={(index) => t('link.removeChannel', { index: index + 1 })}
      newRow={() => ({ label: '', customer_channel: '' })}
      renderRow={(row, index, update) => (
        <>
          <Input
            size="sm"
            flex="1"
            minW="32"
            aria-label={`${t('link.channelLabel')} ${index + 1}`}
            placeholder={t('link.channelLabel')}
            value={row.label}
            onChange={(event) => update({ label: event.currentTarget.value })}
          />
          <Input
            size="sm"
            flex="1"
            minW="32"
            aria-label={`${t('link.channelId')} ${index + 1}`}
            placeholder={t('link.channelId')}
            value={row.customer_channel}
            onChange={(event) => update({ customer_channel: event.currentTarget.value })}
          />
        </>
      )}
    />
  );
}
