import type { Dispatch } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import type {
  ComponentIssue,
  RequiredField,
} from '../../../../../contract/material/super-form/component-rules';
import type {
  FormComponent,
  FormatLimit,
} from '../../../../../contract/material/super-form/component-types';
import {
  isAnswerable,
  OPTION_TYPES,
  PROFILE_SYNC_TYPES,
} from '../../../../../contract/material/super-form/component-types';
import { t } from '../../../../lib/i18n/translate';
import type { EditorAction } from './editor-reducer';
import { CheckField, ChoiceField, NumberField, TextField } from './field-controls';
import { OptionListEditor } from './option-list-editor';
import { RichTextEditor } from './rich-text-editor';
import '../../../../lib/i18n/messages/superform-messages';

export interface ComponentSettingsProps {
  index: number;
  component: FormComponent;
  issues: readonly ComponentIssue[];
  tagsEnabled: boolean;
  dispatch: Dispatch<EditorAction>;
}

/** The settings of the active item (issue #7), by type; failing §5 fields are marked. */
export function ComponentSettings({
  index,
  component,
  issues,
  tagsEnabled,
  dispatch,
}: ComponentSettingsProps) {
  const errorOf = (field: RequiredField) => {
    const issue = issues.find((each) => each.field === field);
    return issue ? issue.message.replace(/^第\d+项「[^」]+」：/, '') : undefined;
  };
  const update = (
    patch: Partial<
      Pick<FormComponent, 'field_title' | 'field_desc' | 'not_null' | 'sync_client_info'>
    >,
  ) => dispatch({ kind: 'update', index, patch });
  const config = (patch: Record<string, unknown>) =>
    dispatch({ kind: 'updateConfig', index, patch });
  const type = component.field_type;

  return (
    <Box data-testid="component-settings" data-type={type}>
      {type === 'title' ? (
        <>
          <TextField
            label={t('sf.field.formTitle')}
            value={component.field_config.title}
            maxLength={50}
            error={errorOf('title')}
            testId="setting-title"
            onChange={(title) => config({ title })}
          />
          <TextField
            label={t('sf.field.description')}
            value={component.field_config.description}
            maxLength={500}
            rows={3}
            onChange={(description) => config({ description })}
          />
          <TextField
            label={t('sf.field.cover')}
            value={component.field_config.cover_url}
            maxLength={500}
            helper={t('sf.field.urlHint')}
            onChange={(cover_url) => config({ cover_url })}
          />
          <TextField
            label={t('sf.field.buttonsWord')}
            value={component.field_config.buttons_word}
            maxLength={10}
            error={errorOf('buttons_word')}
            testId="setting-buttons-word"
            onChange={(buttons_word) => config({ buttons_word })}
          />
        </>
      ) : null}
      {type === 'text' ? (
        <RichTextEditor
          key={component.field_name}
          label={t('sf.field.richText')}
          value={component.field_config.rich_text}
          error={errorOf('rich_text')}
          onChange={(rich_text) => config({ rich_text })}
        />
      ) : null}
      {type === 'image' ? (
        <TextField
          label={t('sf.field.imgUrl')}
          value={component.field_config.img_url}
          maxLength={500}
          helper={t('sf.field.urlHint')}
          error={errorOf('img_url')}
          testId="setting-img-url"
          onChange={(img_url) => config({ img_url })}
        />
      ) : null}
      {isAnswerable(type) ? (
        <>
          <TextField
            label={t('sf.field.fieldTitle')}
            value={component.field_title}
            maxLength={100}
            error={errorOf('field_title')}
            testId="setting-field-title"
            onChange={(field_title) => update({ field_title })}
          />
          <TextField
            label={t('sf.field.fieldDesc')}
            value={component.field_desc}
            maxLength={200}
            onChange={(field_desc) => update({ field_desc })}
          />
          <CheckField
            label={t('sf.field.notNull')}
            checked={component.not_null}
            testId="setting-not-null"
            onChange={(not_null) => update({ not_null })}
          />
        </>
      ) : null}
      {PROFILE_SYNC_TYPES.has(type) ? (
        <CheckField
          label={t('sf.field.syncClient')}
          helper={t('sf.field.syncClientHint', { what: t(`sf.type.${type}` as const) })}
          checked={component.sync_client_info}
          onChange={(sync_client_info) => update({ sync_client_info })}
        />
      ) : null}
      {component.field_type === 'select' ? (
        <TextField
          label={t('sf.field.selectText')}
          value={component.field_config.select_text}
          maxLength={20}
          error={errorOf('select_text')}
          onChange={(select_text) => config({ select_text })}
        />
      ) : null}
      {OPTION_TYPES.has(type) ? (
        <OptionListEditor
          index={index}
          component={component}
          tagsEnabled={tagsEnabled}
          error={errorOf('option')}
          dispatch={dispatch}
        />
      ) : null}
      {component.field_type === 'input' ||
      component.field_type === 'phone' ||
      component.field_type === 'order_no' ? (
        <>
          <TextField
            label={t('sf.field.inputTips')}
            value={component.field_config.input_tips}
            maxLength={50}
            error={errorOf('input_tips')}
            testId="setting-input-tips"
            onChange={(input_tips) => config({ input_tips })}
          />
          <ChoiceField<FormatLimit>
            label={t('sf.field.formatLimit')}
            value={component.field_config.format_limit}
            options={[
              { value: 'unlimited', label: t('sf.field.formatUnlimited') },
              { value: 'number', label: t('sf.field.formatNumber') },
            ]}
            onChange={(format_limit) => config({ format_limit })}
          />
          <NumberField
            label={t('sf.field.maxLength')}
            value={component.field_config.max_length}
            min={1}
            max={type === 'phone' ? 20 : type === 'order_no' ? 200 : 1000}
            onChange={(max_length) => config({ max_length })}
          />
        </>
      ) : null}
      {component.field_type === 'textarea' ? (
        <>
          <TextField
            label={t('sf.field.inputTips')}
            value={component.field_config.input_tips}
            maxLength={50}
            error={errorOf('input_tips')}
            testId="setting-input-tips"
            onChange={(input_tips) => config({ input_tips })}
          />
          <NumberField
            label={t('sf.field.maxLength')}
            value={component.field_config.max_length}
            min={1}
            max={5000}
            onChange={(max_length) => config({ max_length })}
          />
          <NumberField
            label={t('sf.field.height')}
            value={component.field_config.height}
            min={1}
            max={20}
            onChange={(height) => config({ height })}
          />
        </>
      ) : null}
      {component.field_type === 'score' ? (
        <>
          <TextField
            label={t('sf.field.leftTip')}
            value={component.field_config.left_tip}
            maxLength={10}
            onChange={(left_tip) => config({ left_tip })}
          />
          <TextField
            label={t('sf.field.middleTip')}
            value={component.field_config.middle_tip}
            maxLength={10}
            onChange={(middle_tip) => config({ middle_tip })}
          />
          <TextField
            label={t('sf.field.rightTip')}
            value={component.field_config.right_tip}
            maxLength={10}
            onChange={(right_tip) => config({ right_tip })}
          />
        </>
      ) : null}
      {type === 'page_break' ? (
        <Text fontSize="sm" color="gray.500">
          {t('sf.field.noSettings')}
        </Text>
      ) : null}
    </Box>
  );
}
