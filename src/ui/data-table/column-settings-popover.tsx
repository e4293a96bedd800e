import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { PopoverBody, PopoverContent, PopoverPositioner } from '@chakra-ui/react/popover';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { CheckBox } from '../check-box/check-box';
import { IslandPopover } from '../deferred-mount/island-popover';
import type { PopoverIslandProps } from '../deferred-mount/on-demand-popover';
import type { ColumnSettingsProps } from './column-settings';
import '../../lib/i18n/messages/page-kit-messages';

/** 列设置's popover: a Chakra island (issue #39) mounted on the button's first press. */
export function ColumnSettingsPopover(props: ColumnSettingsProps & PopoverIslandProps) {
  const { columns, isVisible, onToggle, onReset } = props;
  const [open, setOpen] = useState(false);
  return (
    <IslandPopover
      open={open}
      onOpenChange={setOpen}
      placement="bottom-end"
      firstPress={props.firstPress}
      renderTrigger={props.renderTrigger}
    >
      <PopoverPositioner>
        <PopoverContent width="56">
          <PopoverBody display="flex" flexDirection="column" gap="2" p="3">
            <Text fontSize="xs" color="fg.muted">
              {t('kit.table.columnsHint')}
            </Text>
            {columns
              .filter((column) => column.hideable !== false)
              .map((column) => (
                <CheckBox
                  key={column.key}
                  checked={isVisible(column)}
                  onChange={() => onToggle(column.key)}
                >
                  {column.title}
                </CheckBox>
              ))}
            <Box borderTopWidth="1px" pt="2">
              <Button size="xs" variant="ghost" onClick={onReset}>
                {t('kit.table.resetColumns')}
              </Button>
            </Box>
          </PopoverBody>
        </PopoverContent>
      </PopoverPositioner>
    </IslandPopover>
  );
}
