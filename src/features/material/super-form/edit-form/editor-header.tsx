import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import type { FormStatus } from '../../../../../contract/material/super-form/form-schema';
import { t } from '../../../../lib/i18n/translate';
import '../../../../lib/i18n/messages/superform-messages';

export interface EditorHeaderProps {
  isNew: boolean;
  status?: FormStatus;
  saving: boolean;
  onBack: () => void;
  onPreview: () => void;
  onSave: () => void;
  onPublish: () => void;
}

export function EditorHeader(props: EditorHeaderProps) {
  return (
    <Box display="flex" alignItems="center" gap="3" mb="4" flexWrap="wrap">
      <Button size="sm" variant="ghost" onClick={props.onBack}>
        ← {t('sf.editor.back')}
      </Button>
      <Heading as="h1" size="lg" fontWeight="semibold" flex="1">
        {props.isNew ? t('sf.editor.newTitle') : t('sf.editor.editTitle')}
        {props.status ? (
          <Badge ms="2" colorPalette={props.status === 2 ? 'green' : 'gray'} verticalAlign="middle">
            {t(`sf.status.${props.status}` as const)}
          </Badge>
        ) : null}
      </Heading>
      <Button size="sm" variant="outline" onClick={props.onPreview} data-testid="editor-preview">
        {t('sf.editor.preview')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={props.saving}
        onClick={props.onSave}
        data-testid="editor-save"
      >
        {t('sf.editor.save')}
      </Button>
      {/* A published form stays published when saved; publishing again is for drafts and ended forms. */}
      {props.status === 2 ? null : (
        <Button
          size="sm"
          colorPalette="blue"
          loading={props.saving}
          onClick={props.onPublish}
          data-testid="editor-publish"
        >
          {t('sf.editor.publish')}
        </Button>
      )}
    </Box>
  );
}
