// /sider-iframe: rename a sidebar page (the tab name staff see), checked by the contract's
// schema before it is sent.
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import type { SiderPageRow } from '../../../../contract/reach/sider-iframe';
import { siderPageUpdateSchema } from '../../../../contract/reach/sider-iframe';
import { t } from '../../../lib/i18n/translate';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { fieldErrorsOf } from '../../../ui/form-drawer/use-contract-form';

function RenameField(props: {
  target: SiderPageRow;
  formId: string;
  onSave: (row: SiderPageRow, name: string) => void;
}) {
  const [name, setName] = useState(props.target.name);
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const parsed = siderPageUpdateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).name);
      return;
    }
    props.onSave(props.target, parsed.data.name ?? name);
  };
  return (
    <form
      id={props.formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <FormField
        label={t('siderIframe.rename.label')}
        required
        error={error}
        htmlFor="sider-rename"
      >
        <Input
          id="sider-rename"
          size="sm"
          value={name}
          maxLength={12}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
    </form>
  );
}

export function RenameDialog(props: {
  target: SiderPageRow | null;
  busy: boolean;
  onSave: (row: SiderPageRow, name: string) => void;
  onClose: () => void;
}) {
  return (
    <AppDialog
      guardUnsaved
      open={props.target !== null}
      onClose={props.onClose}
      title={t('siderIframe.rename.title')}
      closeLabel={t('common.close')}
      footer={
        <Button
          size="sm"
          colorPalette="blue"
          loading={props.busy}
          type="submit"
          form="sider-rename-form"
        >
          {t('siderIframe.rename.save')}
        </Button>
      }
    >
      {props.target ? (
        <RenameField
          key={props.target.id}
          target={props.target}
          formId="sider-rename-form"
          onSave={props.onSave}
        />
      ) : null}
    </AppDialog>
  );
}
