import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

/** An empty tray: the console's one "nothing here yet" picture (inline: no request, no chunk). */
function EmptyTray() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="64" rx="36" ry="5" fill="#eef2f7" />
      <path d="M20 30 L30 12 H66 L76 30" fill="none" stroke="#c7d2e0" strokeWidth="2" />
      <path
        d="M20 30 H38 a10 8 0 0 0 20 0 H76 V54 a4 4 0 0 1 -4 4 H24 a4 4 0 0 1 -4 -4 Z"
        fill="#f5f8fc"
        stroke="#c7d2e0"
        strokeWidth="2"
      />
      <path d="M38 20 H58 M42 25 H54" stroke="#d9e1ec" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** The page's primary action (新建活码, 同步通讯录, …) where one exists. */
  action?: ReactNode;
  testId?: string;
}

/** issue #13: a real empty state (picture, message, primary action), never a bare "∅". */
export function EmptyState({ title, description, action, testId }: EmptyStateProps) {
  return (
    <Box
      py="12"
      px="4"
      display="flex"
      flexDirection="column"
      alignItems="center"
      textAlign="center"
      gap="2"
      data-testid={testId}
    >
      <EmptyTray />
      <Text fontSize="sm" fontWeight="medium" color="gray.800" mt="1">
        {title}
      </Text>
      {description ? (
        <Text fontSize="sm" color="gray.600" maxW="md">
          {description}
        </Text>
      ) : null}
      {action ? <Box mt="2">{action}</Box> : null}
    </Box>
  );
}
