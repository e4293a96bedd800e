import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { welcomeSettingsForm } from '../../../../contract/acquiring/welcome';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';
import { useSaveWelcomeSettings, useWelcomeSettings } from './api/welcome-api';

/** docs/domain.md §1 nickname_block_list: adds whose nickname holds a word get no welcome. */
export function BlockWordsDialog(props: { open: boolean; onClose: () => void }) {
  const settings = useWelcomeSettings(props.open);
  const save = useSaveWelcomeSettings();
  const [words, setWords] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');

  // Start from the saved words each time the dialog opens (adjusted while rendering).
  const [source, setSource] = useState<{ open: boolean; data: unknown }>({
    open: false,
    data: null,
  });
  if (source.open !== props.open || source.data !== settings.data) {
    setSource({ open: props.open, data: settings.data });
    if (props.open && settings.data) setWords([...settings.data.nickname_block_words]);
  }

  const add = () => {
    const word = typed.trim();
    if (word && !words.includes(word)) setWords([...words, word]);
    setTyped('');
  };
  const submit = () => {
    const parsed = welcomeSettingsForm.safeParse({ nickname_block_words: words });
    if (!parsed.success) {
      setError(Object.values(fieldErrorsOf(parsed.error))[0] ?? '');
      return;
    }
    setError('');
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('welcome.block.saved'));
          props.onClose();
        },
      },
    );
  };

  return (
    <AppDialog
      open={props.open}
      onClose={props.onClose}
      title={t('welcome.block.title')}
      closeLabel={t('welcome.block.close')}
      footer={
        <Button size="sm" colorPalette="blue" loading={save.isPending} onClick={submit}>
          {t('welcome.block.save')}
        </Button>
      }
    >
      <Box display="flex" flexDirection="column" gap="3" data-testid="block-words-dialog">
        <Text fontSize="sm" color="fg.muted">
          {t('welcome.block.hint')}
        </Text>
        <Box display="flex" gap="2">
          <Input
            size="sm"
            value={typed}
            maxLength={20}
            aria-label={t('welcome.block.placeholder')}
            placeholder={t('welcome.block.placeholder')}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button size="sm" variant="outline" onClick={add}>
            {t('welcome.block.add')}
          </Button>
        </Box>
        <Box display="flex" flexWrap="wrap" gap="2">
          {words.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('welcome.block.empty')}
            </Text>
          ) : (
            words.map((word) => (
              <Badge key={word} colorPalette="gray" size="lg" gap="1">
                {word}
                <Button
                  size="2xs"
                  variant="ghost"
                  aria-label={t('welcome.block.remove', { word })}
                  onClick={() => setWords(words.filter((item) => item !== word))}
                >
                  ×
                </Button>
              </Badge>
            ))
          )}
        </Box>
        {error ? (
          <Text color="red.700" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Box>
    </AppDialog>
  );
}
