import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

export interface StatusPageProps {
  /** Large mark above the title, e.g. 404 or 403. */
  mark?: string;
  title: string;
  description?: ReactNode;
  /** Buttons or links: a status page always offers a way on (never a blank page). */
  actions?: ReactNode;
  testId?: string;
}

/** A centred message page: 404, 无权限, 功能建设中, a failed page load. */
export function StatusPage({ mark, title, description, actions, testId }: StatusPageProps) {
  return (
    <Box
      as="section"
      data-testid={testId}
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      textAlign="center"
      gap="4"
      minH="60vh"
      px="6"
      py="12"
    >
      {mark ? (
        <Text fontSize="5xl" fontWeight="bold" color="blue.600" lineHeight="1">
          {mark}
        </Text>
      ) : null}
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {description ? (
        <Box color="fg.muted" maxW="2xl" lineHeight="tall">
          {description}
        </Box>
      ) : null}
      {actions ? (
        <Box display="flex" gap="3" flexWrap="wrap" justifyContent="center">
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}
