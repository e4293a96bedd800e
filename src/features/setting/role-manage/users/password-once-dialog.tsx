// issue #14: an initial or reset password is shown once, with the account, and a copy button;
// it is never listed again (the server keeps only a hash).
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../../../lib/i18n/translate';
import { AppDialog } from '../../../../ui/app-dialog';

export interface ShownPassword {
  readonly kind: 'initial' | 'reset';
  readonly account: string;
  readonly name: string;
  readonly password: string;
}

export function PasswordOnceDialog(props: { shown: ShownPassword | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const { shown } = props;
  const close = () => {
    setCopied(false);
    props.onClose();
  };
  return (
    <AppDialog
      open={shown !== null}
      onClose={close}
      contentOnlyWhileOpen
      closeLabel={t('common.close')}
      title={
        shown?.kind === 'reset'
          ? t('roleManage.password.resetTitle')
          : t('roleManage.password.title')
      }
      footer={
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              if (!shown) return;
              void navigator.clipboard
                ?.writeText(`${shown.account} / ${shown.password}`)
                .then(() => setCopied(true));
            }}
          >
            {copied ? t('roleManage.password.copied') : t('roleManage.password.copy')}
          </Button>
          <Button size="sm" colorPalette="blue" onClick={close} data-testid="password-done">
            {t('roleManage.password.done')}
          </Button>
        </>
      }
    >
      <Text fontSize="sm" mb="3">
        {t('roleManage.password.body', { name: shown?.name ?? '' })}
      </Text>
      <Box display="grid" gridTemplateColumns="auto 1fr" gap="2" alignItems="center">
        <Text fontSize="sm" color="fg.muted">
          {t('roleManage.password.account')}
        </Text>
        <Code data-testid="shown-account" fontSize="md">
          {shown?.account}
        </Code>
        <Text fontSize="sm" color="fg.muted">
          {t('roleManage.password.password')}
        </Text>
        <Code data-testid="shown-password" fontSize="md">
          {shown?.password}
        </Code>
      </Box>
    </AppDialog>
  );
}
