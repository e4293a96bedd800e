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
import '../../lib/i18n/messages/page-kit-messages';

export interface ColumnSettingsProps {
  columns: readonly { key: string; title: string; hideable?: boolean }[];
  isVisible: (column: { key: string; hideable?: boolean }) => boolean;
  onToggle: (key: string) => void;
  onReset: () => void;
}

/** The 列设置 popover: one checkbox per hideable column. */
export function ColumnSettings({ columns, isVisible, onToggle, onReset }: ColumnSettingsProps) {
  // issue #39: the checkboxes mount on the first open, not with every list page.
  return (
    <PopoverRoot positioning={{ placement: 'bottom-end' }} lazyMount>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" data-testid="column-settings">
          {t('kit.table.columns')}
        </Button>
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
