import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { FieldType } from '../../../../../contract/material/super-form/component-types';
import { FIELD_TYPES } from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import { typeLabel } from './type-label';
import '../../../../lib/i18n/messages/superform-messages';

export interface ComponentPaletteProps {
  /** The form already has its title component (only one is allowed). */
  hasTitle: boolean;
  onAdd: (type: FieldType) => void;
}

/** Every component type of spec §5; a click adds one (and selects it, spec §4). */
export function ComponentPalette({ hasTitle, onAdd }: ComponentPaletteProps) {
  return (
    <Box as="section" aria-labelledby="sf-palette-heading" data-testid="component-palette">
      <Text id="sf-palette-heading" fontWeight="semibold" mb="1">
        {t('sf.editor.palette')}
      </Text>
      <Text fontSize="xs" color="gray.500" mb="3">
        {t('sf.editor.paletteHint')}
      </Text>
      <Box display="grid" gridTemplateColumns="1fr 1fr" gap="2">
        {FIELD_TYPES.map((type) => {
          const blocked = type === 'title' && hasTitle;
          return (
            <Button
              key={type}
              size="sm"
              variant="outline"
              bg="white"
              disabled={blocked}
              title={blocked ? t('sf.editor.titleOnce') : undefined}
              onClick={() => onAdd(type)}
              data-testid={`palette-${type}`}
            >
              {typeLabel(type)}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
