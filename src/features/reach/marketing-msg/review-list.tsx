import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import type { SmsReviewRow } from '../../../../contract/reach/marketing-msg';
import { t } from '../../../lib/i18n/translate';

const PALETTE = { 0: 'orange', 1: 'green', 2: 'red' } as const;

/** Signatures or templates with the provider's verdict; a rejected signature is fixed inline. */
export function ReviewList(props: {
  rows: readonly SmsReviewRow[] | undefined;
  onResubmit?: (row: SmsReviewRow, name: string) => void;
  testId: string;
}) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  if (!props.rows || props.rows.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('sms.emptyReview')}
      </Text>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="2" data-testid={props.testId}>
      {props.rows.map((row) => (
        <Box
          key={row.id}
          borderWidth="1px"
          borderRadius="md"
          p="2"
          data-testid={`${props.testId}-row`}
        >
          <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
            <Text fontWeight="semibold" fontSize="sm">
              {row.name}
            </Text>
            <Badge colorPalette={PALETTE[row.status]} variant="subtle" data-testid="review-status">
              {t(`sms.status.${row.status}`)}
            </Badge>
          </Box>
          {row.content ? (
            <Text fontSize="xs" color="fg.muted" mt="1" overflowWrap="anywhere">
              {row.content}
            </Text>
          ) : null}
          {row.status === 2 ? (
            <Text fontSize="xs" color="red.700" mt="1">
              {t('sms.reason', { reason: row.reason })}
            </Text>
          ) : null}
          {row.status === 2 && props.onResubmit ? (
            <Box display="flex" gap="2" mt="2">
              <Input
                size="sm"
                aria-label={`${t('sms.signatureName')}（${row.name}）`}
                value={drafts[row.id] ?? row.name}
                onChange={(event) => setDrafts({ ...drafts, [row.id]: event.currentTarget.value })}
              />
              <Button
                size="sm"
                colorPalette="blue"
                onClick={() => props.onResubmit?.(row, drafts[row.id] ?? row.name)}
              >
                {t('sms.resubmit')}
              </Button>
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
