import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { formatNumber } from '../../lib/format/format-number';

export interface StatCardProps {
  label: string;
  value: number;
  hint?: ReactNode;
  /** Accent of the left bar and the value. */
  tone?: 'blue' | 'green' | 'orange' | 'red' | 'purple' | 'gray';
  testId?: string;
}

/** A figure with its label (issue #9 page kit): totals above a trend chart. */
export function StatCard({ label, value, hint, tone = 'blue', testId }: StatCardProps) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      px="5"
      py="4"
      position="relative"
      overflow="hidden"
      data-testid={testId}
    >
      <Box position="absolute" insetStart="0" top="0" bottom="0" width="1" bg={`${tone}.500`} />
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize="2xl"
        fontWeight="semibold"
        mt="1"
        color={`${tone}.700`}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {formatNumber(value)}
      </Text>
      {hint ? (
        <Text fontSize="xs" color="fg.subtle" mt="1">
          {hint}
        </Text>
      ) : null}
    </Box>
  );
}
