import { Badge } from '@chakra-ui/react/badge';
import type { FormStatus } from '../../../../contract/material/super-form/form-schema';
import { t } from '../../../lib/i18n/translate';
import '../../../lib/i18n/messages/superform-messages';

const PALETTE: Record<FormStatus, string> = { 1: 'gray', 2: 'green', 3: 'orange' };

/** spec §4 form status: 1 草稿, 2 已发布, 3 已结束. */
export function FormStatusBadge({ status }: { status: FormStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} data-testid="form-status">
      {t(`sf.status.${status}` as const)}
    </Badge>
  );
}
