import type { Dispatch } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { FormIssues } from '../../../../../contract/material/super-form/form-schema';
import { t } from '../../../../lib/i18n/translate';
import { ComponentSettings } from './component-settings';
import type { EditorAction, EditorState } from './editor-reducer';
import { NO_ACTIVE_ITEM } from './editor-reducer';
import { FormSettingsPanel } from './form-settings-panel';
import { typeLabel } from './type-label';
import '../../../../lib/i18n/messages/superform-messages';

export interface SettingsPanelProps {
  state: EditorState;
  issues: FormIssues;
  dispatch: Dispatch<EditorAction>;
}

/** The active item's settings, or the form's settings when none is active (index −1). */
export function SettingsPanel({ state, issues, dispatch }: SettingsPanelProps) {
  const active = state.components[state.activeIndex];
  return (
    <Box
      as="aside"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      aria-label={active ? t('sf.editor.settings') : t('sf.editor.formSettings')}
    >
      <Box display="flex" alignItems="center" mb="3" gap="2">
        <Text fontWeight="semibold" flex="1">
          {active
            ? `${t('sf.editor.settings')} · ${state.activeIndex + 1}. ${typeLabel(active.field_type)}`
            : t('sf.editor.formSettings')}
        </Text>
        {active ? (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => dispatch({ kind: 'select', index: NO_ACTIVE_ITEM })}
            data-testid="to-form-settings"
          >
            {t('sf.editor.toFormSettings')}
          </Button>
        ) : null}
      </Box>
      {active ? (
        <ComponentSettings
          key={active.field_name}
          index={state.activeIndex}
          component={active}
          issues={issues.components.filter((issue) => issue.index === state.activeIndex)}
          tagsEnabled={state.settings.open_client_tag}
          dispatch={dispatch}
        />
      ) : (
        <FormSettingsPanel
          settings={state.settings}
          issues={issues.settings}
          onChange={(patch) => dispatch({ kind: 'updateSettings', patch })}
        />
      )}
    </Box>
  );
}
