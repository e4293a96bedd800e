import type { Dispatch } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { nextOptionValue } from '../../../../../contract/material/super-form/component-defaults';
import type {
  ChoiceOption,
  FormComponent,
  OptionRule,
  OptionsConfig,
  RuleTag,
} from '../../../../../contract/material/super-form/component-types';
import { RULE_TYPE_ADD_TAG } from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import type { EditorAction } from './editor-reducer';
import { newId } from './new-id';
import { TagInput } from './tag-input';
import '../../../../lib/i18n/messages/superform-messages';

export interface OptionListEditorProps {
  index: number;
  component: FormComponent;
  /** open_client_tag: each option may carry tags (spec §3 component_rule_list). */
  tagsEnabled: boolean;
  error?: string;
  dispatch: Dispatch<EditorAction>;
}

/** Sets the tags of one option; an option without tags has no rule. */
export function withOptionTags(
  rules: readonly OptionRule[],
  option: ChoiceOption,
  tags: readonly RuleTag[],
): OptionRule[] {
  const others = rules.filter((rule) => rule.option_id !== option.id);
  if (tags.length === 0) return others;
  return [
    ...others,
    {
      option_id: option.id,
      option_value: option.value,
      rule_type: RULE_TYPE_ADD_TAG,
      component_rule_tag_list: [...tags],
    },
  ];
}

export function OptionListEditor({
  index,
  component,
  tagsEnabled,
  error,
  dispatch,
}: OptionListEditorProps) {
  const options = (component.field_config as OptionsConfig).options;
  const rules = component.component_rule_list;
  const setOptions = (next: ChoiceOption[]) =>
    dispatch({ kind: 'updateConfig', index, patch: { options: next } });

  return (
    <Box mb="3" data-testid="option-list">
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {t('sf.field.options')}
      </Text>
      <Box display="flex" flexDirection="column" gap="2">
        {options.map((option, at) => {
          const placeholder = t('sf.field.optionPlaceholder', { index: at + 1 });
          const tags =
            rules.find((rule) => rule.option_id === option.id)?.component_rule_tag_list ?? [];
          return (
            <Box
              key={option.id}
              borderWidth={tagsEnabled ? '1px' : '0'}
              borderRadius="md"
              p={tagsEnabled ? '2' : '0'}
            >
              <Box display="flex" gap="1">
                <Input
                  size="sm"
                  bg="white"
                  value={option.label}
                  maxLength={50}
                  placeholder={placeholder}
                  aria-label={placeholder}
                  aria-invalid={error && option.label.trim() === '' ? true : undefined}
                  data-testid={`option-input-${at}`}
                  onChange={(event) =>
                    setOptions(
                      options.map((each) =>
                        each.id === option.id ? { ...each, label: event.target.value } : each,
                      ),
                    )
                  }
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('sf.field.removeOption', { index: at + 1 })}
                  disabled={options.length <= 1}
                  onClick={() => {
                    setOptions(options.filter((each) => each.id !== option.id));
                    dispatch({
                      kind: 'updateRules',
                      index,
                      rules: withOptionTags(rules, option, []),
                    });
                  }}
                >
                  ×
                </Button>
              </Box>
              {tagsEnabled ? (
                <TagInput
                  label={`${placeholder} ${t('sf.field.tags')}`}
                  tags={tags}
                  testId={`option-tags-${at}`}
                  onChange={(next) =>
                    dispatch({
                      kind: 'updateRules',
                      index,
                      rules: withOptionTags(rules, option, next),
                    })
                  }
                />
              ) : null}
            </Box>
          );
        })}
      </Box>
      {error ? (
        <Text fontSize="xs" color="red.600" mt="1">
          {error}
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="outline"
        mt="2"
        onClick={() =>
          setOptions([...options, { id: newId(), value: nextOptionValue(options), label: '' }])
        }
      >
        {t('sf.field.addOption')}
      </Button>
      {!tagsEnabled ? (
        <Text fontSize="xs" color="gray.500" mt="2">
          {t('sf.field.tagsOff')}
        </Text>
      ) : null}
    </Box>
  );
}
