import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  FIELD_TYPES,
  OPTION_FIELD_TYPES,
  createCustomField,
  customFieldBody,
  listCustomFields,
  updateCustomField,
} from '../../../../contract/customer/custom-info';
import type { CustomFieldRow, FieldType } from '../../../../contract/customer/custom-info';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { SelectFilter } from '../../../ui/filter-bar/filter-inputs';
import { FormField } from '../../../ui/form-drawer/form-field';
import { Toggle } from '../../../ui/form-drawer/toggle';
import { useEndpointMutation } from '../../../data/endpoint-hooks';

export const fieldTypeLabel = (type: string) =>
  t(`customerOps.field.type.${type}` as 'customerOps.field.type.text');

const EMPTY = {
  name: '',
  type: 'text' as FieldType,
  options: '',
  required: false,
  show_in_list: false,
  show_in_detail: true,
  show_in_sidebar: true,
  enabled: true,
};

/** Creates or edits one customer field (system fields: display rules only). */
export function FieldDialog(props: {
  open: boolean;
  field: CustomFieldRow | null;
  onClose: () => void;
}) {
  const { field } = props;
  // The page remounts the dialog (a new key) each time it opens, so it starts from `field`.
  const [value, setValue] = useState(() =>
    field ? { ...field, options: field.options.join('\n') } : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useEndpointMutation(createCustomField, { invalidates: [listCustomFields] });
  const update = useEndpointMutation(updateCustomField, { invalidates: [listCustomFields] });
  const system = Boolean(field?.system_key);
  const submit = () => {
    const body = {
      ...value,
      options: value.options
        .split('\n')
        .map((line) => line.trim())
        .filter((line, i, all) => line !== '' || i < all.length - 1),
    };
    const parsed = customFieldBody.safeParse({
      ...body,
      options: OPTION_FIELD_TYPES.has(value.type) ? body.options : [],
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    const done = {
      onSuccess: () => {
        notifySuccess(t('customerOps.saved'));
        props.onClose();
      },
    };
    if (field) update.mutate({ params: { id: field.id }, body: parsed.data }, done);
    else create.mutate({ body: parsed.data }, done);
  };
  return (
    <AppDialog
      guardUnsaved
      open={props.open}
      onClose={props.onClose}
      title={field ? t('customerOps.field.edit') : t('customerOps.field.new')}
      closeLabel={t('customerOps.action.close')}
      footer={
        <Button
          size="sm"
          colorPalette="blue"
          onClick={submit}
          loading={create.isPending || update.isPending}
          data-testid="field-save"
        >
          {t('customerOps.action.save')}
        </Button>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="field-dialog">
        <FormField
          label={t('customerOps.field.col.name')}
          required
          error={errors.name}
          htmlFor="field-name"
        >
          <Input
            id="field-name"
            size="sm"
            maxLength={20}
            disabled={system}
            value={value.name}
            onChange={(e) => setValue({ ...value, name: e.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('customerOps.field.col.type')} required>
          <SelectFilter
            value={value.type}
            allLabel={t('customerOps.field.pickType')}
            onChange={(type) => {
              const next = FIELD_TYPES.find((each) => each === type);
              if (next && !system) setValue({ ...value, type: next });
            }}
            options={FIELD_TYPES.map((each) => ({ value: each, label: fieldTypeLabel(each) }))}
            ariaLabel={t('customerOps.field.col.type')}
            testId="field-type"
          />
        </FormField>
        {OPTION_FIELD_TYPES.has(value.type) ? (
          <FormField
            label={t('customerOps.field.col.options')}
            required
            error={errors.options}
            helper={t('customerOps.field.optionsHint')}
            htmlFor="field-options"
          >
            <Textarea
              id="field-options"
              rows={4}
              value={value.options}
              onChange={(e) => setValue({ ...value, options: e.currentTarget.value })}
            />
          </FormField>
        ) : null}
        <Toggle
          label={t('customerOps.field.required')}
          checked={value.required}
          onChange={(required) => setValue({ ...value, required })}
        />
        <Toggle
          label={t('customerOps.field.showList')}
          checked={value.show_in_list}
          onChange={(show_in_list) => setValue({ ...value, show_in_list })}
        />
        <Toggle
          label={t('customerOps.field.showDetail')}
          checked={value.show_in_detail}
          onChange={(show_in_detail) => setValue({ ...value, show_in_detail })}
        />
        <Toggle
          label={t('customerOps.field.showSidebar')}
          checked={value.show_in_sidebar}
          onChange={(show_in_sidebar) => setValue({ ...value, show_in_sidebar })}
        />
        <Toggle
          label={t('customerOps.field.enabled')}
          checked={value.enabled}
          onChange={(enabled) => setValue({ ...value, enabled })}
        />
      </Box>
    </AppDialog>
  );
}
