import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { t } from '../../lib/i18n/translate';
import { StatusPage } from '../status-page';
import '../../lib/i18n/messages/page-kit-messages';

/** `?id=` of a detail page: a positive whole number, or undefined when missing or malformed. */
export function parseRecordId(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

export interface MissingRecordPageProps {
  /** The page's own title, so the tab and the heading still say where the operator is. */
  title: string;
  onBack: () => void;
}

/**
 * A detail or statistics page opened without its record (e.g. /private-chat/detail typed in,
 * or a tab restored without its query): say so and offer the way back, never a spinner that
 * waits for a record nobody asked for.
 */
export function MissingRecordPage({ title, onBack }: MissingRecordPageProps) {
  return (
    <StatusPage
      title={title}
      testId="missing-record"
      description={<Text color="fg.muted">{t('kit.missingRecord.description')}</Text>}
      actions={
        <Button size="sm" colorPalette="blue" onClick={onBack}>
          {t('kit.missingRecord.back')}
        </Button>
      }
    />
  );
}
