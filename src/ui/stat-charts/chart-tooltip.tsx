import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

/** The values of one label, beside the pointer. */
export function ChartTooltip(props: {
  left: number;
  title: string;
  rows: readonly { key: string; name: string; color: string; value: string }[];
}) {
  return (
    <Box
      position="absolute"
      top="10"
      left={`${props.left}px`}
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      px="3"
      py="2"
      fontSize="xs"
      pointerEvents="none"
      minW="36"
      zIndex="1"
      data-testid="chart-tooltip"
    >
      <Text fontWeight="semibold" mb="1">
        {props.title}
      </Text>
      {props.rows.map((row) => (
        <Box key={row.key} display="flex" justifyContent="space-between" gap="3">
          <Text color="fg">
            <Box
              as="span"
              display="inline-block"
              w="2"
              h="2"
              borderRadius="full"
              bg={row.color}
              me="1"
            />
            {row.name}
          </Text>
          <Text>{row.value}</Text>
        </Box>
      ))}
    </Box>
  );
}
