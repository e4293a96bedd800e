import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';

/** A white card whose title and controls wrap on a phone (the page kit's section keeps them on
 *  one line, which squeezes the title when a period switch sits beside it). */
export function StatSection(props: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  padding?: string;
}) {
  return (
    <Box
      as="section"
      bg="white"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="gray.200"
      p={{ base: '3', md: props.padding ?? '4' }}
      data-testid={props.testId}
      minW="0"
    >
      {props.title || props.actions ? (
        <Box display="flex" alignItems="center" gap="2" mb="3" flexWrap="wrap">
          <Heading as="h2" size="sm" flex="1 1 8rem" fontWeight="semibold">
            {props.title}
          </Heading>
          {props.actions}
        </Box>
      ) : null}
      {props.children}
    </Box>
  );
}
