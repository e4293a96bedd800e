import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

export interface PageLayoutProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the top right (新建, 同步, ...). */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** Every list, form and statistics page: a title line with actions, then white sections. */
export function PageLayout({ title, description, actions, children, testId }: PageLayoutProps) {
  return (
    <Box p={{ base: '3', md: '5' }} data-testid={testId} maxW="1600px">
      <Box display="flex" alignItems="flex-start" gap="4" mb="4" flexWrap="wrap">
        <Box flex="1" minW="60">
          <Heading as="h1" size="lg" fontWeight="semibold">
            {title}
          </Heading>
          {description ? (
            <Text mt="1" fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? (
          <Box display="flex" gap="2" flexWrap="wrap">
            {actions}
          </Box>
        ) : null}
      </Box>
      <Box display="flex" flexDirection="column" gap="4">
        {children}
      </Box>
    </Box>
  );
}

export interface PageSectionProps {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  padding?: string;
}

/** A white card on the grey page. */
export function PageSection({ title, actions, children, testId, padding = '5' }: PageSectionProps) {
  return (
    <Box
      as="section"
      bg="white"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="gray.200"
      p={padding}
      data-testid={testId}
    >
      {title || actions ? (
        <Box display="flex" alignItems="center" gap="3" mb="4">
          <Heading as="h2" size="sm" flex="1" fontWeight="semibold">
            {title}
          </Heading>
          {actions}
        </Box>
      ) : null}
      {children}
    </Box>
  );
}
