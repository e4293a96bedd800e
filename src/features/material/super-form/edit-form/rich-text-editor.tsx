import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../../lib/i18n/translate';
import { sanitizeRichText } from './sanitize-html';
import '../../../../lib/i18n/messages/superform-messages';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

const COMMANDS: ReadonlyArray<
  readonly [
    Command,
    (
      | 'sf.rich.bold'
      | 'sf.rich.italic'
      | 'sf.rich.underline'
      | 'sf.rich.bulleted'
      | 'sf.rich.numbered'
    ),
    string,
  ]
> = [
  ['bold', 'sf.rich.bold', 'B'],
  ['italic', 'sf.rich.italic', 'I'],
  ['underline', 'sf.rich.underline', 'U'],
  ['insertUnorderedList', 'sf.rich.bulleted', '•'],
  ['insertOrderedList', 'sf.rich.numbered', '1.'],
];

/**
 * A small rich-text box (contentEditable with bold, italic, underline, lists and links):
 * what it hands back is sanitised with the shared allow-list (issue #7), so pasted scripts,
 * styles and handlers never reach the form.
 */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const box = useRef<HTMLDivElement>(null);

  // Only write the DOM when the value changed from outside (a restore, another component).
  useEffect(() => {
    const element = box.current;
    if (element && sanitizeRichText(element.innerHTML) !== value) element.innerHTML = value;
  }, [value]);

  const emit = () => {
    if (box.current) onChange(sanitizeRichText(box.current.innerHTML));
  };
  const run = (command: Command) => {
    box.current?.focus();
    document.execCommand(command);
    emit();
  };
  const addLink = () => {
    const url = window.prompt(t('sf.rich.linkPrompt'), 'https://');
    if (!url || !/^https?:\/\//i.test(url)) return;
    box.current?.focus();
    document.execCommand('createLink', false, url);
    emit();
  };

  return (
    <Box mb="3">
      <Text fontSize="sm" fontWeight="medium" mb="1" id="sf-rich-label">
        {label}
      </Text>
      <Box display="flex" gap="1" mb="1" role="toolbar" aria-label={label}>
        {COMMANDS.map(([command, key, mark]) => (
          <Button
            key={command}
            size="xs"
            variant="outline"
            aria-label={t(key)}
            title={t(key)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            {mark}
          </Button>
        ))}
        <Button
          size="xs"
          variant="outline"
          aria-label={t('sf.rich.link')}
          title={t('sf.rich.link')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={addLink}
        >
          {t('sf.rich.linkShort')}
        </Button>
      </Box>
      <Box
        ref={box}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby="sf-rich-label"
        aria-invalid={error ? true : undefined}
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        minH="28"
        p="2"
        bg="white"
        fontSize="sm"
        borderWidth="1px"
        borderRadius="md"
        borderColor={error ? 'red.500' : 'gray.300'}
        css={{ '& ul, & ol': { paddingInlineStart: '1.2em' }, '& a': { color: 'blue.600' } }}
        data-testid="rich-text-input"
      />
      {error ? (
        <Text fontSize="xs" color="red.600" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
