import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { FormIssues } from '../../../../../contract/material/super-form/form-schema';
import { t } from '../../../../lib/i18n/translate';
import { NO_ACTIVE_ITEM } from './editor-reducer';
import { countIssues } from './editor-issues';
import '../../../../lib/i18n/messages/superform-messages';

/** Every problem in one list (spec §5); a click opens the item (or the form settings). */
export function IssueSummary({
  issues,
  onSelect,
}: {
  issues: FormIssues;
  onSelect: (index: number) => void;
}) {
  const entries = [
    ...issues.components.map((issue) => ({ index: issue.index, message: issue.message })),
    ...issues.settings.map((issue) => ({ index: NO_ACTIVE_ITEM, message: issue.message })),
  ];
  return (
    <Box
      role="alert"
      bg="red.50"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="md"
      p="3"
      mb="4"
      data-testid="issue-summary"
    >
      <Text fontWeight="semibold" color="red.700" fontSize="sm" mb="1">
        {t('sf.editor.issuesTitle', { count: countIssues(issues) })}
      </Text>
      <Box as="ul" ps="4" fontSize="sm" color="red.700">
        {entries.map((entry) => (
          <li key={`${entry.index}-${entry.message}`}>
            <chakra.button
              type="button"
              textAlign="start"
              textDecoration="underline"
              onClick={() => onSelect(entry.index)}
            >
              {entry.message}
            </chakra.button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
