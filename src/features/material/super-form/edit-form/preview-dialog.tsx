import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import { splitPages } from '../../../../../contract/material/super-form/pages';
import { t } from '../../../../lib/i18n/translate';
import { AppDialog } from '../../../../ui/app-dialog';
import { ComponentPreview } from './component-preview';
import '../../../../lib/i18n/messages/superform-messages';

export interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  components: readonly FormComponent[];
  buttonsWord: string;
}

/** issue #7 "a preview": the form paged at its page breaks, as on the customer's phone. */
export function PreviewDialog({ open, onClose, components, buttonsWord }: PreviewDialogProps) {
  const [page, setPage] = useState(0);
  const pages = splitPages(components);
  const current = Math.min(page, pages.length - 1);
  const last = current === pages.length - 1;
  return (
    <AppDialog
      open={open}
      onClose={() => {
        setPage(0);
        onClose();
      }}
      title={t('sf.preview.title')}
      closeLabel={t('common.close')}
    >
      <Box
        w="340px"
        maxW="full"
        mx="auto"
        borderWidth="6px"
        borderColor="gray.800"
        borderRadius="2xl"
        overflow="hidden"
        data-testid="form-preview"
      >
        <Box maxH="60vh" overflowY="auto" bg="white">
          {(pages[current] ?? []).map((component) => (
            <ComponentPreview key={component.field_name} component={component} />
          ))}
          <Box display="flex" gap="2" p="4">
            {current > 0 ? (
              <Button
                flex="1"
                variant="subtle"
                borderRadius="full"
                onClick={() => setPage(current - 1)}
              >
                {t('sf.preview.prev')}
              </Button>
            ) : null}
            {last ? (
              <Button flex="1" colorPalette="blue" borderRadius="full" disabled>
                {buttonsWord}
              </Button>
            ) : (
              <Button
                flex="1"
                colorPalette="blue"
                borderRadius="full"
                onClick={() => setPage(current + 1)}
              >
                {t('sf.preview.next')}
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      {pages.length > 1 ? (
        <Text textAlign="center" fontSize="sm" color="gray.500" mt="2">
          {t('sf.preview.page', { page: current + 1, total: pages.length })}
        </Text>
      ) : null}
    </AppDialog>
  );
}
