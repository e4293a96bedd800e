import { useMemo, useReducer, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { createComponent } from '../../../../../contract/material/super-form/component-defaults';
import type {
  FieldType,
  FormComponent,
} from '../../../../../contract/material/super-form/component-types';
import type {
  FormSettings,
  FormStatus,
} from '../../../../../contract/material/super-form/form-schema';
import { firstIssueMessage } from '../../../../../contract/material/super-form/form-schema';
import { t } from '../../../../lib/i18n/translate';
import { notifyError, notifySuccess } from '../../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../../ui/confirm-dialog/confirm-dialog';
import { DraftRestoreBanner } from '../../../../ui/drafts/draft-restore-banner';
import { useDraft } from '../../../../ui/drafts/use-draft';
import { useSaveForm } from '../api/save-form';
import { ComponentPalette } from './component-palette';
import { EditorCanvas } from './editor-canvas';
import { EditorHeader } from './editor-header';
import { buttonsWordOf, countIssues, issuesByIndex, issuesOf, toFormInput } from './editor-issues';
import { editorReducer, INITIAL_EDITOR_STATE, NO_ACTIVE_ITEM } from './editor-reducer';
import { IssueSummary } from './issue-summary';
import { newId } from './new-id';
import { PreviewDialog } from './preview-dialog';
import { SettingsPanel } from './settings-panel';
import { typeLabel } from './type-label';
import { useLeaveGuard } from './use-leave-guard';
import '../../../../lib/i18n/messages/superform-messages';

export interface EditorContent {
  components: readonly FormComponent[];
  settings: FormSettings;
}

export interface FormEditorProps {
  formId?: number;
  status?: FormStatus;
  initial: EditorContent;
}

/** /super-form/edit-form (issue #7): palette, phone canvas, settings panel; save and publish. */
export function FormEditor({ formId, status, initial }: FormEditorProps) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(editorReducer, initial, (content) =>
    editorReducer(INITIAL_EDITOR_STATE, { kind: 'load', ...content }),
  );
  const [showIssues, setShowIssues] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const save = useSaveForm();
  const blocker = useLeaveGuard(state.dirty);
  const content = useMemo<EditorContent>(
    () => ({ components: state.components, settings: state.settings }),
    [state.components, state.settings],
  );
  const draft = useDraft(`superform.edit:${formId ?? 'new'}`, content, { dirty: state.dirty });

  const issues = useMemo(() => issuesOf(state), [state]);
  const shown = showIssues ? issues : { components: [], settings: [] };
  const marks = useMemo(() => issuesByIndex(shown.components), [shown.components]);

  const add = (type: FieldType) => {
    const at =
      state.activeIndex === NO_ACTIVE_ITEM ? state.components.length : state.activeIndex + 1;
    dispatch({ kind: 'add', component: createComponent(type, newId), at });
  };

  const submit = (publish: boolean) => {
    // spec §5: every rule is checked before save and publish; each failing item is marked.
    const message = firstIssueMessage(issues);
    if (message) {
      setShowIssues(true);
      const first = issues.components.find((issue) => issue.index >= 0);
      dispatch({ kind: 'select', index: first ? first.index : NO_ACTIVE_ITEM });
      notifyError(message);
      return;
    }
    save.mutate(
      { input: toFormInput(state, formId), publish },
      {
        onSuccess: async (saved) => {
          dispatch({ kind: 'saved' });
          await draft.clear();
          notifySuccess(publish ? t('sf.editor.published') : t('sf.editor.saved'));
          if (formId === undefined)
            navigate(`/super-form/edit-form?id=${saved.id}`, { replace: true });
        },
      },
    );
  };

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="form-editor">
      <EditorHeader
        isNew={formId === undefined}
        status={status}
        saving={save.isPending}
        onBack={() => navigate('/super-form')}
        onPreview={() => setPreviewing(true)}
        onSave={() => submit(false)}
        onPublish={() => submit(true)}
      />
      <DraftRestoreBanner
        draft={draft}
        onRestore={(value) => dispatch({ kind: 'load', ...value, dirty: true })}
      />
      {showIssues && countIssues(issues) > 0 ? (
        <IssueSummary issues={issues} onSelect={(index) => dispatch({ kind: 'select', index })} />
      ) : null}
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: '200px minmax(0, 1fr) 360px' }}
        gap="5"
        alignItems="start"
      >
        <Box
          bg="white"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          position={{ lg: 'sticky' }}
          top="0"
        >
          <ComponentPalette
            hasTitle={state.components.some((c) => c.field_type === 'title')}
            onAdd={add}
          />
        </Box>
        <Box py="2">
          <EditorCanvas
            components={state.components}
            activeIndex={state.activeIndex}
            issues={marks}
            buttonsWord={buttonsWordOf(state.components)}
            dispatch={dispatch}
            onRemove={setRemoving}
          />
        </Box>
        <SettingsPanel state={state} issues={shown} dispatch={dispatch} />
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={t('sf.editor.removeTitle')}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) dispatch({ kind: 'remove', index: removing });
          setRemoving(null);
        }}
      >
        <Text>
          {removing !== null && state.components[removing]
            ? t('sf.editor.removeBody', {
                index: removing + 1,
                type: typeLabel(state.components[removing].field_type),
              })
            : null}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('sf.editor.leaveTitle')}
        confirmLabel={t('sf.editor.leave')}
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        <Text>{t('sf.editor.leaveBody')}</Text>
      </ConfirmDialog>
      <PreviewDialog
        open={previewing}
        onClose={() => setPreviewing(false)}
        components={state.components}
        buttonsWord={buttonsWordOf(state.components)}
      />
    </Box>
  );
}
