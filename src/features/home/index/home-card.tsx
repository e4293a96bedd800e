import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';

/** One section of /index: a titled white card with an optional action on the right. */
export function HomeCard({
  title,
  extra,
  children,
  testId,
  gridColumn,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  gridColumn?: string | Record<string, string>;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      data-testid={testId}
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
      gridColumn={gridColumn}
      minW="0"
    >
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {extra}
      </Box>
      {children}
    </Box>
  );
}
