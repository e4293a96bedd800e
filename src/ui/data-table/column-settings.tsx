import type { ComponentPropsWithRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  PopoverBody,
  PopoverContent,
  PopoverPositioner,
  PopoverRoot,
  PopoverTrigger,
} from '@chakra-ui/react/popover';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { CheckBox } from '../check-box/check-box';
import { useOnDemand } from '../deferred-mount/use-on-demand';
import { sc } from '../static-css/class-names';
import '../../lib/i18n/messages/page-kit-messages';

export interface ColumnSettingsProps {
  columns: readonly { key: string; title: string; hideable?: boolean }[];
  isVisible: (column: { key: string; hideable?: boolean }) => boolean;
  onToggle: (key: string) => void;
  onReset: () => void;
}

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'>;

/** 列设置 as a static button (Chakra's Button size sm, outline): the popover's trigger. */
function ColumnSettingsButton(props: ButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-testid="column-settings"
      {...props}
      className={sc('bt-sm-outline')}
    >
      {t('kit.table.columns')}
    </button>
  );
}

/**
 * The 列设置 popover: one checkbox per hideable column. issue #39 (docs/architecture.md
 * "Styling"): every list page shows the button; the popover (its machine, Chakra's slot recipe)
 * mounts on the first press, open, with the same button as its trigger.
 */
export function ColumnSettings(props: ColumnSettingsProps) {
  const { wanted, triggerProps } = useOnDemand(() => undefined);
  if (!wanted) return <ColumnSettingsButton {...triggerProps} />;
  return <ColumnSettingsPopover {...props} />;
}

function ColumnSettingsPopover({ columns, isVisible, onToggle, onReset }: ColumnSettingsProps) {
  return (
    <PopoverRoot positioning={{ placement: 'bottom-end' }} defaultOpen>
      <PopoverTrigger asChild>
        <ColumnSettingsButton />
      </PopoverTrigger>
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
    </PopoverRoot>
  );
}
