import type { FormEvent, ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { t } from '../../lib/i18n/translate';
import { closeTabWhenLeft } from '../../lib/navigation/close-left-tab';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { useUnsavedGuard } from './use-unsaved-guard';
import '../../lib/i18n/messages/page-kit-messages';

export interface FormPageProps {
  title: string;
  onBack: () => void;
  onSubmit: () => void;
  submitting?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * The full-page form (long forms such as a channel code): sections, and a sticky footer.
 * issue #37: 返回 and 取消 ask before dropping unsaved changes, and the shell asks before its
 * tab closes (use-unsaved-guard.ts); `data-form-page` tells the shell that a form page left
 * without changes starts clean when it is opened again (src/app/tabs, docs/forms.md).
 */
export function FormPage({ title, onBack, onSubmit, submitting, children, testId }: FormPageProps) {
  const { root, touchProps, requestClose, markSubmitted, asking, keepEditing, discard } =
    useUnsavedGuard<HTMLFormElement>({ open: true, onClose: onBack });
  return (
    <chakra.form
      ref={root}
      {...touchProps}
      data-testid={testId}
      data-form-page=""
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        markSubmitted();
        onSubmit();
      }}
      display="flex"
      flexDirection="column"
      minH="full"
    >
      <Box px={{ base: '3', md: '5' }} pt="5" pb="3" display="flex" alignItems="center" gap="3">
        <Button size="sm" variant="ghost" type="button" onClick={requestClose}>
          ‹ {t('kit.form.back')}
        </Button>
        <Heading as="h1" size="lg" fontWeight="semibold">
          {title}
        </Heading>
      </Box>
      <Box
        px={{ base: '3', md: '5' }}
        pb="24"
        display="flex"
        flexDirection="column"
        gap="4"
        maxW="5xl"
      >
        {children}
      </Box>
      <Box
        position="sticky"
        bottom="0"
        bg="white"
        borderTopWidth="1px"
        px="5"
        py="3"
        display="flex"
        justifyContent="center"
        gap="3"
        zIndex="1"
      >
        <Button variant="outline" size="sm" type="button" onClick={requestClose}>
          {t('kit.form.cancel')}
        </Button>
        <Button colorPalette="blue" size="sm" type="submit" loading={submitting} minW="24">
          {t('kit.form.save')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        title={t('kit.form.discardTitle')}
        confirmLabel={t('kit.form.discard')}
        danger
        onClose={keepEditing}
        onConfirm={() => {
          // issue #37: discarded values must not wait in the page's kept-alive tab
          const tab = root.current?.closest('[data-tab-pane]')?.getAttribute('data-tab-pane');
          if (tab) closeTabWhenLeft(tab);
          discard();
        }}
      >
        {t('kit.form.discardBody')}
      </ConfirmDialog>
    </chakra.form>
  );
}
