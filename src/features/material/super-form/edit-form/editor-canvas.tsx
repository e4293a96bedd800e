import { useState } from 'react';
import type { Dispatch, DragEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import { ComponentPreview } from './component-preview';
import type { EditorAction } from './editor-reducer';
import { typeLabel } from './type-label';
import '../../../../lib/i18n/messages/superform-messages';

export interface EditorCanvasProps {
  components: readonly FormComponent[];
  activeIndex: number;
  /** Messages per item index, shown once the operator tried to save (spec §5). */
  issues: ReadonlyMap<number, readonly string[]>;
  buttonsWord: string;
  dispatch: Dispatch<EditorAction>;
  onRemove: (index: number) => void;
}

const DRAG_TYPE = 'application/x-superform-index';

/**
 * The form as a customer sees it on a phone (issue #7). An item is selected by its overlay
 * button; the active item shows 上移 / 下移 / 删除 (the keyboard way to reorder), and every
 * item can be dragged to a new place (HTML5 drag and drop).
 */
export function EditorCanvas(props: EditorCanvasProps) {
  const { components, activeIndex, issues, dispatch } = props;
  const [dropAt, setDropAt] = useState<number | null>(null);

  const onDragStart = (index: number) => (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(index));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (index: number) => (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropAt(index);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    setDropAt(null);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from)) dispatch({ kind: 'move', from, to: index });
  };

  return (
    <Box
      w="375px"
      maxW="full"
      mx="auto"
      bg="white"
      borderRadius="2xl"
      borderWidth="8px"
      borderColor="gray.800"
      minH="560px"
      overflow="hidden"
      aria-label={t('sf.editor.canvas')}
      role="region"
      data-testid="editor-canvas"
    >
      {components.length === 0 ? (
        <Text color="gray.400" textAlign="center" py="20" fontSize="sm">
          {t('sf.editor.emptyCanvas')}
        </Text>
      ) : null}
      <Box as="ol" listStyleType="none" m="0" p="0">
        {components.map((component, index) => {
          const active = index === activeIndex;
          const messages = issues.get(index) ?? [];
          const label = t('sf.editor.itemLabel', {
            index: index + 1,
            type: typeLabel(component.field_type),
            title: component.field_title || t('sf.editor.untitled'),
          });
          return (
            <Box
              as="li"
              key={component.field_name}
              position="relative"
              draggable
              onDragStart={onDragStart(index)}
              onDragOver={onDragOver(index)}
              onDragLeave={() => setDropAt(null)}
              onDrop={onDrop(index)}
              onDragEnd={() => setDropAt(null)}
              outline="2px solid"
              outlineOffset="-2px"
              outlineColor={active ? 'blue.500' : messages.length > 0 ? 'red.400' : 'transparent'}
              bg={messages.length > 0 ? 'red.50' : undefined}
              borderTopWidth={dropAt === index ? '3px' : '0'}
              borderColor="blue.400"
              _hover={{ outlineColor: active ? 'blue.500' : 'blue.200' }}
              cursor="grab"
              data-testid="canvas-item"
              data-type={component.field_type}
              data-active={active ? '' : undefined}
              data-invalid={messages.length > 0 ? '' : undefined}
            >
              <ComponentPreview component={component} />
              {messages.length > 0 ? (
                <Box px="4" pb="2" data-testid="canvas-item-issues">
                  {messages.map((message) => (
                    <Text key={message} fontSize="xs" color="red.600">
                      {message}
                    </Text>
                  ))}
                </Box>
              ) : null}
              <chakra.button
                type="button"
                position="absolute"
                inset="0"
                bg="transparent"
                cursor="inherit"
                aria-label={label}
                aria-pressed={active}
                onClick={() => dispatch({ kind: 'select', index })}
                _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600' }}
              />
              {active ? (
                <Box position="absolute" top="1" insetEnd="1" display="flex" gap="1" zIndex="1">
                  <Button
                    size="2xs"
                    variant="surface"
                    disabled={index === 0}
                    onClick={() => dispatch({ kind: 'moveUp', index })}
                  >
                    {t('sf.editor.moveUp')}
                  </Button>
                  <Button
                    size="2xs"
                    variant="surface"
                    disabled={index === components.length - 1}
                    onClick={() => dispatch({ kind: 'moveDown', index })}
                  >
                    {t('sf.editor.moveDown')}
                  </Button>
                  <Button
                    size="2xs"
                    variant="surface"
                    colorPalette="red"
                    onClick={() => props.onRemove(index)}
                  >
                    {t('sf.editor.remove')}
                  </Button>
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {components.length > 0 ? (
        <Box p="4">
          <Box
            bg="blue.600"
            color="white"
            textAlign="center"
            py="2.5"
            borderRadius="full"
            fontWeight="semibold"
          >
            {props.buttonsWord}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
