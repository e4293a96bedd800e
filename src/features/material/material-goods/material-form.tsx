import { useId, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Textarea } from '@chakra-ui/react/textarea';
import {
  MATERIAL_TYPES,
  materialBody,
  materialList,
  saveMaterial,
  type MaterialRow,
} from '../../../../contract/material/material-goods';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormDrawer } from '../../../ui/form-drawer/form-drawer';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import { fieldErrors } from '../shared/field-errors';

const blank = {
  type: 'text' as MaterialRow['type'],
  title: '',
  content: '',
  url: '',
  cover_url: '',
  group_name: '默认分组',
  tags: '',
};

/** Creates or edits one library material (the page remounts it with a new key per open). */
export function MaterialForm(props: {
  open: boolean;
  material: MaterialRow | null;
  onClose: () => void;
}) {
  const { material } = props;
  // ids unique per instance: a closing drawer may still be in the page while the next opens
  const uid = useId();
  const [value, setValue] = useState(() =>
    material ? { ...material, tags: material.tags.join(' ') } : blank,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation(saveMaterial, { invalidates: [materialList] });
  const set = (patch: Partial<typeof value>) => setValue({ ...value, ...patch });
  const submit = () => {
    const parsed = materialBody.safeParse({
      ...(material ? { id: material.id } : {}),
      type: value.type,
      title: value.title,
      content: value.content,
      url: value.type === 'text' ? '' : value.url,
      cover_url: value.cover_url,
      group_name: value.group_name,
      tags: value.tags.split(/[\s,，]+/).filter(Boolean),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('library.saved'));
          props.onClose();
        },
      },
    );
  };
  const isText = value.type === 'text';
  return (
    <FormDrawer
      open={props.open}
      onClose={props.onClose}
      title={material ? t('library.edit') : t('library.create')}
      onSubmit={submit}
      submitting={save.isPending}
      testId="material-form"
    >
      <Box display="flex" flexDirection="column" gap="4">
        <FormField label={t('library.field.type')} required>
          <SelectField
            value={value.type}
            label={t('library.field.type')}
            testId="material-type"
            onChange={(type) => {
              const next = MATERIAL_TYPES.find((each) => each === type);
              if (next) set({ type: next });
            }}
            options={MATERIAL_TYPES.map((type) => ({
              value: type,
              label: t(`library.type.${type}`),
            }))}
          />
        </FormField>
        <FormField
          label={t('library.field.title')}
          required
          error={errors.title}
          htmlFor={`${uid}-title`}
        >
          <Input
            id={`${uid}-title`}
            size="sm"
            value={value.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
        </FormField>
        {isText ? (
          <FormField
            label={t('library.field.content')}
            required
            error={errors.content}
            htmlFor={`${uid}-content`}
          >
            <Textarea
              id={`${uid}-content`}
              size="sm"
              rows={5}
              value={value.content}
              onChange={(e) => set({ content: e.currentTarget.value })}
            />
          </FormField>
        ) : (
          <>
            <FormField
              label={t('library.field.url')}
              required
              error={errors.url}
              htmlFor={`${uid}-url`}
            >
              <Input
                id={`${uid}-url`}
                size="sm"
                placeholder="https://"
                value={value.url}
                onChange={(e) => set({ url: e.currentTarget.value })}
              />
            </FormField>
            <FormField
              label={t('library.field.cover')}
              error={errors.cover_url}
              htmlFor={`${uid}-cover`}
            >
              <Input
                id={`${uid}-cover`}
                size="sm"
                placeholder="https://"
                value={value.cover_url}
                onChange={(e) => set({ cover_url: e.currentTarget.value })}
              />
            </FormField>
          </>
        )}
        <FormField
          label={t('library.field.group')}
          required
          error={errors.group_name}
          htmlFor={`${uid}-group`}
        >
          <Input
            id={`${uid}-group`}
            size="sm"
            value={value.group_name}
            onChange={(e) => set({ group_name: e.currentTarget.value })}
          />
        </FormField>
        <FormField
          label={t('library.field.tags')}
          error={errors.tags}
          helper={t('library.field.tagsHelp')}
          htmlFor={`${uid}-tags`}
        >
          <Input
            id={`${uid}-tags`}
            size="sm"
            value={value.tags}
            onChange={(e) => set({ tags: e.currentTarget.value })}
          />
        </FormField>
      </Box>
    </FormDrawer>
  );
}
