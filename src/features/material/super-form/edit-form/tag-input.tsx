import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Input } from '@chakra-ui/react/input';
import type { RuleTag } from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import '../../../../lib/i18n/messages/superform-messages';

export interface TagInputProps {
  label: string;
  tags: readonly RuleTag[];
  onChange: (tags: RuleTag[]) => void;
  testId?: string;
}

/**
 * Tags an option applies (spec §3 component_rule_tag_list). Names typed here; the customer
 * tag picker of issue #9 can replace the text box once it is shared from ui/.
 */
export function TagInput({ label, tags, onChange, testId }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const name = draft.trim().slice(0, 30);
    setDraft('');
    if (!name || tags.some((tag) => tag.tag_name === name)) return;
    onChange([...tags, { tag_id: '', tag_name: name }]);
  };
  return (
    <Box display="flex" flexWrap="wrap" gap="1" alignItems="center" mt="1" data-testid={testId}>
      {tags.map((tag) => (
        <Box
          key={tag.tag_name}
          display="inline-flex"
          alignItems="center"
          gap="1"
          bg="blue.50"
          color="blue.800"
          borderRadius="sm"
          px="1.5"
          fontSize="xs"
        >
          {tag.tag_name}
          <chakra.button
            type="button"
            aria-label={t('sf.field.removeTag', { name: tag.tag_name })}
            onClick={() => onChange(tags.filter((each) => each.tag_name !== tag.tag_name))}
            color="blue.600"
            px="0.5"
          >
            ×
          </chakra.button>
        </Box>
      ))}
      <Input
        size="xs"
        flex="1"
        minW="28"
        bg="white"
        value={draft}
        maxLength={30}
        aria-label={label}
        placeholder={t('sf.field.tagPlaceholder')}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={add}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
    </Box>
  );
}
