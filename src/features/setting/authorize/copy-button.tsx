import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/settings-messages';

/** Copies a value (callback URL, public key, developer code) and says so for a moment. */
export function CopyButton({ text, size = 'md' }: { text: string; size?: 'xs' | 'sm' | 'md' }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outline"
      size={size}
      flexShrink={0}
      disabled={!text}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? t('settings.common.copied') : t('settings.common.copy')}
    </Button>
  );
}
