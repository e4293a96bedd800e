import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { PopoverBody, PopoverContent, PopoverPositioner } from '@chakra-ui/react/popover';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { CheckBox } from '../check-box/check-box';
import { OnDemandPopover, type OnDemandTriggerProps } from '../deferred-mount/on-demand-popover';
import { sc } from '../static-css/class-names';
import '../../lib/i18n/messages/page-kit-messages';

export interface ColumnSettingsProps {
  columns: readonly { key: string; title: string; hideable?: boolean }[];
  isVisible: (column: { key: string; hideable?: boolean }) => boolean;
  onToggle: (key: string) => void;
  onReset: () => void;
}

/**
 * 列设置 as a static button (Chakra's Button size sm, outline): the popover's trigger, which
 * gives it its ARIA state.
 */
function ColumnSettingsButton(props: OnDemandTriggerProps) {
  return (
    <button type="button" data-testid="column-settings" {...props} className={sc('bt-sm-outline')}>
      {t('kit.table.columns')}
    </button>
  );
}

/**
 * The 列设置 popover: one checkbox per hideable column. issue #39 (docs/architecture.md
 * "Styling"): every list page shows the button; the popover (its machine, Chakra's slot recipe)
 * mounts on the first press with the same button as its trigger, and opens (OnDemandPopover:
 * focus moves into it on the first press as on every later one).
 */
export function ColumnSettings({ columns, isVisible, onToggle, onReset }: ColumnSettingsProps) {
  const [open, setOpen] = useState(false);
  return (
    <OnDemandPopover
      open={open}
      onOpenChange={setOpen}
      placement="bottom-end"
      renderTrigger={(props) => <ColumnSettingsButton {...props} />}
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
    </OnDemandPopover>
  );
}
