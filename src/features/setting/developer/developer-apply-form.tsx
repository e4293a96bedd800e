import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import {
  NativeSelectField,
  NativeSelectIndicator,
  NativeSelectRoot,
} from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';
import type { DeveloperApplication } from '../../../../contract/setting/developer';
import {
  DEVELOPER_CONTENT_MAX,
  DEVELOPER_TYPES,
  developerApplySchema,
} from '../../../../contract/setting/developer';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormField } from '../../../ui/form-drawer/form-field';
import { useContractForm } from '../../../ui/form-drawer/use-contract-form';
import { useApplyDeveloper } from './api/developer-query';
import { useCanEdit } from '../../../data/menu/menu-codes-query';
import '../../../lib/i18n/messages/settings-messages';

/** The application: developer name, kind of access and what it is for (contract schema). */
export function DeveloperApplyForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: DeveloperApplication | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const canEdit = useCanEdit('/developer');
  const form = useContractForm(developerApplySchema, {
    title: initial?.title ?? '',
    type: initial?.type ?? 1,
    content: initial?.content ?? '',
  });
  const apply = useApplyDeveloper(() => {
    notifySuccess(t('settings.developer.applied'));
    onDone();
  });
  return (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="4"
      maxW="3xl"
      data-testid="developer-form"
      onSubmit={(event) => {
        event.preventDefault();
        const body = form.validate();
        if (body) apply.mutate(body);
      }}
    >
      <FormField
        label={t('settings.developer.name')}
        htmlFor="developer-title"
        required
        error={form.errors.title}
      >
        <Input
          id="developer-title"
          value={form.values.title}
          maxLength={40}
          placeholder={t('settings.developer.namePlaceholder')}
          onChange={(event) => form.set('title', event.target.value)}
        />
      </FormField>
      <FormField
        label={t('settings.developer.type')}
        htmlFor="developer-type"
        required
        error={form.errors.type}
      >
        <NativeSelectRoot maxW="60">
          <NativeSelectField
            id="developer-type"
            value={String(form.values.type)}
            onChange={(event) => form.set('type', Number(event.target.value) as 1 | 2 | 3)}
          >
            {Object.entries(DEVELOPER_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelectField>
          <NativeSelectIndicator />
        </NativeSelectRoot>
      </FormField>
      <FormField
        label={t('settings.developer.content')}
        htmlFor="developer-content"
        required
        error={form.errors.content}
        helper={`${form.values.content.length}/${DEVELOPER_CONTENT_MAX}`}
      >
        <Textarea
          id="developer-content"
          rows={5}
          value={form.values.content}
          placeholder={t('settings.developer.contentPlaceholder')}
          onChange={(event) => form.set('content', event.target.value)}
        />
      </FormField>
      <Box ps={{ base: '0', md: '9.5rem' }} display="flex" gap="3" alignItems="center">
        <Button type="submit" colorPalette="blue" loading={apply.isPending} disabled={!canEdit}>
          {t('settings.developer.submit')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t('settings.common.cancel')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
