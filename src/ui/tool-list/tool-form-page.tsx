// issue #15, #34: the frame every acquiring tool's form page shares (lock, shunt and group
// codes, short links), written once: the full-page form saved through useToolFormSave, one
// section whose fields stack, the tool's name first (≤ TOOL_NAME_MAX, required), then the
// tool's own fields. A notice (a platform problem) stands above the section. ToolFormStart
// loads what the form starts from (the record when editing, `?id=`) and mounts it once ready.
import type { ComponentType, ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { useSearchParams } from 'react-router-dom';
import { TOOL_NAME_MAX } from '../../../contract/acquiring/tool-fields';
import { t } from '../../lib/i18n/translate';
import { FormField } from '../form-drawer/form-field';
import { FormPage } from '../form-drawer/form-page';
import type { FieldErrors } from '../form-drawer/use-contract-form';
import { PageSection } from '../page-layout/page-layout';
import '../../lib/i18n/messages/acquiring-tools-messages';

export interface ToolFormPageProps {
  readonly title: string;
  /** useToolFormSave's answer. */
  readonly save: {
    readonly back: () => void;
    readonly submit: () => void;
    readonly submitting: boolean;
  };
  readonly testId: string;
  /** The id of the name's input. */
  readonly nameId: string;
  /** The page's useContractForm: the name's value, its error and its change. */
  readonly form: {
    readonly values: { readonly name?: string | undefined };
    readonly errors: FieldErrors;
    readonly set: (key: 'name', value: string) => void;
  };
  readonly notice?: ReactNode;
  readonly children: ReactNode;
}

export function ToolFormPage({
  title,
  save,
  testId,
  nameId,
  form,
  notice,
  children,
}: ToolFormPageProps) {
  return (
    <FormPage
      title={title}
      onBack={save.back}
      onSubmit={save.submit}
      submitting={save.submitting}
      testId={testId}
    >
      {notice}
      <PageSection>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('tools.name')} required htmlFor={nameId} error={form.errors.name}>
            <Input
              id={nameId}
              size="sm"
              maxLength={TOOL_NAME_MAX}
              value={form.values.name ?? ''}
              onChange={(event) => form.set('name', event.currentTarget.value)}
            />
          </FormField>
          {children}
        </Box>
      </PageSection>
    </FormPage>
  );
}

export interface ToolFormStartProps<Draft> {
  /** The tool's record read (its api/ hook), not sent while creating (id 0). */
  readonly useDetail: (id: number) => { readonly data?: { readonly config: Partial<Draft> } };
  /** Every field's start; a record's config is laid over it. */
  readonly empty: Draft;
  /** A new record's start when it is not `empty` (e.g. the first options picked). */
  readonly fresh?: Draft;
  /** Whatever else the form needs first has arrived (its options). */
  readonly ready?: boolean;
  readonly Body: ComponentType<{ id: number; initial: Draft }>;
}

/** Loads what the form starts from (the code when editing), then renders it. */
export function ToolFormStart<Draft>({
  useDetail,
  empty,
  fresh = empty,
  ready = true,
  Body,
}: ToolFormStartProps<Draft>) {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const detail = useDetail(id);
  if ((id > 0 && !detail.data) || !ready) {
    return <Box p="5" aria-busy="true" />;
  }
  return (
    <Body key={id} id={id} initial={detail.data ? { ...empty, ...detail.data.config } : fresh} />
  );
}
