import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';

/** A small read-only figure table (statistics breakdowns of issue #15), scrolling inside. */
export function SimpleTable<T>(props: {
  label: string;
  columns: readonly {
    key: string;
    title: string;
    render: (row: T) => ReactNode;
    align?: 'start' | 'end';
  }[];
  rows: readonly T[];
  testId?: string;
}) {
  return (
    // axe scrollable-region-focusable: on a phone the table scrolls sideways by keyboard too.
    <Box
      overflowX="auto"
      data-testid={props.testId}
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <chakra.table
        width="full"
        fontSize="sm"
        aria-label={props.label}
        css={{ borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {props.columns.map((column) => (
              <chakra.th
                key={column.key}
                textAlign={column.align ?? 'start'}
                px="3"
                py="2"
                bg="gray.50"
                fontWeight="medium"
                whiteSpace="nowrap"
                borderBottomWidth="1px"
              >
                {column.title}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={index}>
              {props.columns.map((column) => (
                <chakra.td
                  key={column.key}
                  textAlign={column.align ?? 'start'}
                  px="3"
                  py="2"
                  borderBottomWidth="1px"
                  whiteSpace="nowrap"
                >
                  {column.render(row)}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

export const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
