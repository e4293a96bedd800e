import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { FormComponent } from '../../../../../contract/material/super-form/component-types';
import { richTextIsEmpty } from '../../../../../contract/material/super-form/rich-text-policy';
import { t } from '../../../../lib/i18n/translate';
import { sanitizeRichText } from './sanitize-html';
import '../../../../lib/i18n/messages/superform-messages';

/** A grey stand-in that looks like an input box on the phone. */
function FakeInput({ children, rows = 1 }: { children: ReactNode; rows?: number }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="gray.300"
      borderRadius="md"
      px="3"
      py="2"
      minH={`${rows * 1.6 + 1}em`}
      color="gray.400"
      fontSize="sm"
      bg="white"
    >
      {children}
    </Box>
  );
}

function Question({ component, children }: { component: FormComponent; children: ReactNode }) {
  return (
    <Box px="4" py="3">
      <Text fontWeight="semibold" fontSize="sm" mb="1.5">
        {component.field_title || (
          <Text as="span" color="gray.400">
            {t('sf.editor.untitled')}
          </Text>
        )}
        {component.not_null ? (
          <Text as="span" color="red.500" ms="1" aria-hidden="true">
            *
          </Text>
        ) : null}
      </Text>
      {component.field_desc ? (
        <Text fontSize="xs" color="gray.500" mb="2" whiteSpace="pre-wrap">
          {component.field_desc}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

function Options({ component, mark }: { component: FormComponent; mark: string }) {
  if (!('options' in component.field_config)) return null;
  return (
    <Box display="flex" flexDirection="column" gap="1.5">
      {component.field_config.options.map((option, index) => (
        <Box
          key={option.id}
          display="flex"
          alignItems="center"
          gap="2"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="md"
          px="3"
          py="1.5"
          fontSize="sm"
        >
          <Box as="span" color="gray.400" aria-hidden="true">
            {mark}
          </Box>
          <Box as="span" color={option.label ? 'inherit' : 'gray.400'}>
            {option.label || t('sf.field.optionPlaceholder', { index: index + 1 })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** How one component looks on the customer's phone (editor canvas and preview). */
export function ComponentPreview({ component }: { component: FormComponent }) {
  switch (component.field_type) {
    case 'title': {
      const config = component.field_config;
      return (
        <Box pb="2">
          {config.cover_url ? (
            <chakra.img src={config.cover_url} alt="" w="full" maxH="40" objectFit="cover" />
          ) : null}
          <Text as="h2" fontSize="lg" fontWeight="bold" px="4" pt="3">
            {config.title || (
              <Text as="span" color="gray.400">
                {t('sf.field.formTitle')}
              </Text>
            )}
          </Text>
          {config.description ? (
            <Text px="4" fontSize="sm" color="gray.600" whiteSpace="pre-wrap">
              {config.description}
            </Text>
          ) : null}
        </Box>
      );
    }
    case 'text':
      if (richTextIsEmpty(component.field_config.rich_text)) {
        return (
          <Text px="4" py="2" fontSize="sm" color="gray.400">
            {t('sf.field.richText')}
          </Text>
        );
      }
      return (
        <Box
          px="4"
          py="2"
          fontSize="sm"
          css={{ '& a': { color: 'blue.600' }, '& ul, & ol': { paddingInlineStart: '1.2em' } }}
          // Sanitised on display as well as on save (issue #7).
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(component.field_config.rich_text) }}
        />
      );
    case 'image':
      return component.field_config.img_url ? (
        <chakra.img src={component.field_config.img_url} alt="" w="full" px="4" py="2" />
      ) : (
        <Box m="4" py="6" textAlign="center" bg="gray.100" color="gray.400" fontSize="sm">
          {t('sf.preview.noImage')}
        </Box>
      );
    case 'radio':
      return (
        <Question component={component}>
          <Options component={component} mark="○" />
        </Question>
      );
    case 'checkbox':
      return (
        <Question component={component}>
          <Options component={component} mark="□" />
        </Question>
      );
    case 'select':
      return (
        <Question component={component}>
          <FakeInput>{component.field_config.select_text} ▾</FakeInput>
        </Question>
      );
    case 'score': {
      const config = component.field_config;
      return (
        <Question component={component}>
          <Text color="gray.300" fontSize="2xl" letterSpacing="0.2em" aria-hidden="true">
            {'★'.repeat(config.max_score)}
          </Text>
          <Box display="flex" justifyContent="space-between" fontSize="xs" color="gray.500">
            <span>{config.left_tip}</span>
            <span>{config.middle_tip}</span>
            <span>{config.right_tip}</span>
          </Box>
        </Question>
      );
    }
    case 'date':
    case 'birthday':
      return (
        <Question component={component}>
          <FakeInput>
            {component.field_type === 'date'
              ? t('sf.preview.datePlaceholder')
              : t('sf.preview.birthdayPlaceholder')}
          </FakeInput>
        </Question>
      );
    case 'page_break':
      return (
        <Box
          px="4"
          py="2"
          display="flex"
          alignItems="center"
          gap="2"
          color="gray.400"
          fontSize="xs"
        >
          <Box flex="1" borderTopWidth="1px" borderStyle="dashed" borderColor="gray.300" />
          {t('sf.editor.pageBreak')}
          <Box flex="1" borderTopWidth="1px" borderStyle="dashed" borderColor="gray.300" />
        </Box>
      );
    case 'textarea':
      return (
        <Question component={component}>
          <FakeInput rows={component.field_config.height}>
            {component.field_config.input_tips}
          </FakeInput>
        </Question>
      );
    default:
      return (
        <Question component={component}>
          <FakeInput>{component.field_config.input_tips}</FakeInput>
        </Question>
      );
  }
}
