import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  RADAR_PDF_MAX_BYTES,
  radarBody,
  radarGet,
  radarList,
  radarSave,
  type RadarRow,
} from '../../../../../contract/material/super-radar';
import { useEndpointMutation, useEndpointQuery } from '../../../../data/endpoint-hooks';
import { useTagGroupOptions } from '../../../../data/picker-options';
import { formatSize } from '../../../../lib/format/format-size';
import { t } from '../../../../lib/i18n/translate';
import { CLOSE_LEFT_TAB } from '../../../../lib/navigation/close-left-tab';
import { notifySuccess } from '../../../../lib/notify/notifier';
import { FormField } from '../../../../ui/form-drawer/form-field';
import { FormPage } from '../../../../ui/form-drawer/form-page';
import { Toggle } from '../../../../ui/form-drawer/toggle';
import { PageSection } from '../../../../ui/page-layout/page-layout';
import { TagPicker } from '../../../../ui/pickers/tag-picker';
import { fieldErrors } from '../../shared/field-errors';
import '../../../../lib/i18n/messages/material-super-radar-messages';

interface Draft {
  type: 1 | 2 | 3;
  title: string;
  url: string;
  file_name: string;
  file_size: number;
  article: string;
  action_notice: boolean;
  tag_ids: number[];
  score: string;
}
const EMPTY: Draft = {
  type: 1,
  title: '',
  url: '',
  file_name: '',
  file_size: 0,
  article: '',
  action_notice: true,
  tag_ids: [],
  score: '5',
};
const fromRow = (row: RadarRow): Draft => ({
  type: row.type,
  title: row.title,
  url: row.url,
  file_name: row.file_name,
  file_size: row.file_size,
  article: row.article,
  action_notice: row.action_notice,
  tag_ids: row.tags.map((tag) => tag.id),
  score: String(row.score),
});

/** issue #20 /super-radar/edit-form: link (http/https only), PDF (≤ 20 MB) or article. */
function RadarFormBody({ id, initial }: { id: number; initial: Draft }) {
  const navigate = useNavigate();
  const tagGroups = useTagGroupOptions();
  const save = useEndpointMutation(radarSave, { invalidates: [radarList, radarGet] });
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const submit = () => {
    const parsed = radarBody.safeParse({
      ...(id ? { id } : {}),
      ...draft,
      score: /^\d+$/.test(draft.score) ? Number(draft.score) : draft.score === '' ? 0 : -1,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t('radar.form.saved'));
          navigate('/super-radar', { state: CLOSE_LEFT_TAB });
        },
      },
    );
  };
  return (
    <FormPage
      title={id ? t('radar.form.edit') : t('radar.form.new')}
      onBack={() => navigate('/super-radar')}
      onSubmit={submit}
      submitting={save.isPending}
      testId="radar-form"
    >
      <PageSection title={t('radar.form.basic')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('radar.form.type')} required>
            <Box role="radiogroup" aria-label={t('radar.form.type')} display="flex" gap="2">
              {([1, 2, 3] as const).map((type) => (
                <Button
                  key={type}
                  size="sm"
                  role="radio"
                  aria-checked={draft.type === type}
                  variant={draft.type === type ? 'solid' : 'outline'}
                  colorPalette="blue"
                  onClick={() => set({ type })}
                >
                  {t(`radar.type.${type}`)}
                </Button>
              ))}
            </Box>
          </FormField>
          <FormField
            label={t('radar.form.title')}
            required
            error={errors.title}
            htmlFor="radar-title"
          >
            <Input
              id="radar-title"
              size="sm"
              maxLength={40}
              value={draft.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
            />
          </FormField>
          {draft.type === 1 ? (
            <FormField label={t('radar.form.url')} required error={errors.url} htmlFor="radar-url">
              <Input
                id="radar-url"
                size="sm"
                placeholder="https://"
                value={draft.url}
                onChange={(e) => set({ url: e.currentTarget.value })}
              />
            </FormField>
          ) : null}
          {draft.type === 2 ? (
            <>
              <FormField
                label={t('radar.form.pdfUrl')}
                required
                error={errors.url}
                htmlFor="radar-pdf-url"
              >
                <Input
                  id="radar-pdf-url"
                  size="sm"
                  placeholder="https://"
                  value={draft.url}
                  onChange={(e) => set({ url: e.currentTarget.value })}
                />
              </FormField>
              <FormField
                label={t('radar.form.pdfFile')}
                required
                error={errors.file_size ?? errors.file_name}
                helper={t('radar.form.pdfHelp')}
                htmlFor="radar-pdf-file"
              >
                <Input
                  id="radar-pdf-file"
                  type="file"
                  size="sm"
                  accept="application/pdf,.pdf"
                  p="1"
                  onChange={(e) => {
                    const file = e.currentTarget.files?.[0];
                    if (!file) return;
                    set({ file_name: file.name, file_size: file.size });
                    // issue #20: a PDF over 20 MB is refused before anything is sent
                    setErrors(
                      file.size > RADAR_PDF_MAX_BYTES ? { file_size: 'PDF文件不能超过20MB' } : {},
                    );
                  }}
                />
                {draft.file_name ? (
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    {draft.file_name} · {formatSize(draft.file_size)}
                  </Text>
                ) : null}
              </FormField>
            </>
          ) : null}
          {draft.type === 3 ? (
            <FormField
              label={t('radar.form.article')}
              required
              error={errors.article}
              htmlFor="radar-article"
            >
              <Textarea
                id="radar-article"
                size="sm"
                rows={10}
                value={draft.article}
                onChange={(e) => set({ article: e.currentTarget.value })}
              />
            </FormField>
          ) : null}
        </Box>
      </PageSection>
      <PageSection title={t('radar.form.behaviour')}>
        <Box display="flex" flexDirection="column" gap="4">
          <FormField label={t('radar.form.notice')}>
            <Toggle
              checked={draft.action_notice}
              onChange={(action_notice) => set({ action_notice })}
              label=""
            />
          </FormField>
          <FormField label={t('radar.form.tags')} error={errors.tag_ids}>
            <TagPicker
              groups={tagGroups.data ?? []}
              value={draft.tag_ids}
              onChange={(tag_ids) => set({ tag_ids })}
              placeholder={t('radar.form.pickTags')}
              ariaLabel={t('radar.form.tags')}
              testId="radar-tags"
            />
          </FormField>
          <FormField
            label={t('radar.form.score')}
            error={errors.score}
            helper={t('radar.form.scoreHelp')}
            htmlFor="radar-score"
          >
            <Input
              id="radar-score"
              size="sm"
              width="32"
              inputMode="numeric"
              value={draft.score}
              onChange={(e) => set({ score: e.currentTarget.value.replace(/\D/g, '').slice(0, 3) })}
            />
          </FormField>
        </Box>
      </PageSection>
    </FormPage>
  );
}

export function RadarFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const radar = useEndpointQuery(radarGet, { params: { id } }, { enabled: id > 0 });
  if (id > 0 && !radar.data) return <Box p="5" aria-busy="true" />;
  return <RadarFormBody key={id} id={id} initial={radar.data ? fromRow(radar.data) : EMPTY} />;
}
