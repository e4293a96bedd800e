import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

/** A labelled control in the statistics filter card (stacks on a phone). */
export function FilterItem(props: { label: string; children: ReactNode; grow?: boolean }) {
  return (
    <Box flex={props.grow ? '1 1 320px' : '0 1 240px'} minW="0">
      <Text fontSize="sm" color="fg.muted" mb="1">
        {props.label}
      </Text>
      {props.children}
    </Box>
  );
}

export function FilterRow(props: { children: ReactNode }) {
  return (
    <Box display="flex" flexWrap="wrap" gap="4" alignItems="flex-start">
      {props.children}
    </Box>
  );
}
