import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

/** What the new friend sees: the guide text, then the group join card (docs/domain.md §1). */
export function CardPreview(props: { guide: string; title: string; desc: string }) {
  return (
    <Box bg="gray.100" borderRadius="lg" p="3" maxW="20rem" data-testid="ncjg-preview">
      <Box bg="white" borderRadius="md" px="3" py="2" fontSize="sm" mb="2" whiteSpace="pre-wrap">
        {props.guide}
      </Box>
      <Box bg="white" borderRadius="md" px="3" py="2" display="flex" gap="3" alignItems="center">
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {props.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {props.desc}
          </Text>
        </Box>
        <Box
          aria-hidden
          flexShrink={0}
          w="12"
          h="12"
          borderRadius="md"
          bg="green.600"
          color="white"
          display="grid"
          placeItems="center"
          fontWeight="bold"
        >
          群
        </Box>
      </Box>
    </Box>
  );
}
