import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  admpTagSettings,
  admpTagSummary,
  rfmSettingsBody,
  saveAdmpTagSettings,
  type RfmSettings,
} from '../../../../contract/marketing/admp-tag';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { FormField } from '../../../ui/form-drawer/form-field';

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 5);
const amount = (text: string) => text.replace(/[^\d.]/g, '').slice(0, 13);

/** The tenant's RFM thresholds and level ladder; saving recomputes (issue #20 /admp-tag). */
export function RfmSettingsForm({ settings }: { settings: RfmSettings }) {
  const [draft, setDraft] = useState({
    recency_days: String(settings.recency_days),
    frequency_min: String(settings.frequency_min),
    monetary_min: settings.monetary_min,
    levels: settings.levels.map((level) => ({ ...level })),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation(saveAdmpTagSettings, {
    invalidates: [admpTagSettings, admpTagSummary],
  });
  const submit = () => {
    const parsed = rfmSettingsBody.safeParse({
      ...draft,
      recency_days: Number(draft.recency_days || 0),
      frequency_min: Number(draft.frequency_min || 0),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    save.mutate({ body: parsed.data }, { onSuccess: () => notifySuccess(t('rfm.saved')) });
  };
  const setLevel = (
    index: number,
    patch: Partial<{ title: string; min_amount: string }> | null,
  ) => {
    const levels = [...draft.levels];
    if (patch) levels[index] = { ...levels[index]!, ...patch };
    else levels.splice(index, 1);
    setDraft({ ...draft, levels });
  };
  return (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="4"
      data-testid="rfm-settings"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="3">
        <FormField label={t('rfm.recency')} error={errors.recency_days} htmlFor="rfm-recency">
          <Input
            id="rfm-recency"
            size="sm"
            inputMode="numeric"
            value={draft.recency_days}
            onChange={(e) => setDraft({ ...draft, recency_days: digits(e.currentTarget.value) })}
          />
        </FormField>
        <FormField label={t('rfm.frequency')} error={errors.frequency_min} htmlFor="rfm-frequency">
          <Input
            id="rfm-frequency"
            size="sm"
            inputMode="numeric"
            value={draft.frequency_min}
            onChange={(e) => setDraft({ ...draft, frequency_min: digits(e.currentTarget.value) })}
          />
        </FormField>
        <FormField label={t('rfm.monetary')} error={errors.monetary_min} htmlFor="rfm-monetary">
          <Input
            id="rfm-monetary"
            size="sm"
            inputMode="decimal"
            value={draft.monetary_min}
            onChange={(e) => setDraft({ ...draft, monetary_min: amount(e.currentTarget.value) })}
          />
        </FormField>
      </Box>
      <FormField label={t('rfm.levels')} error={errors.levels}>
        <Box display="flex" flexDirection="column" gap="2">
          {draft.levels.map((level, index) => (
            <Box key={index} display="flex" gap="2" flexWrap="wrap" alignItems="center">
              <Input
                size="sm"
                width="40"
                value={level.title}
                aria-label={`${t('rfm.levelTitle')} ${index + 1}`}
                placeholder={t('rfm.levelTitle')}
                onChange={(e) => setLevel(index, { title: e.currentTarget.value })}
              />
              <Input
                size="sm"
                width="40"
                inputMode="decimal"
                value={level.min_amount}
                aria-label={`${t('rfm.levelMin')} ${index + 1}`}
                placeholder={t('rfm.levelMin')}
                onChange={(e) => setLevel(index, { min_amount: amount(e.currentTarget.value) })}
              />
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => setLevel(index, null)}
                aria-label={`${t('rfm.removeLevel')} ${level.title}`}
              >
                {t('rfm.removeLevel')}
              </Button>
            </Box>
          ))}
          <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={draft.levels.length >= 10}
              onClick={() =>
                setDraft({ ...draft, levels: [...draft.levels, { title: '', min_amount: '0' }] })
              }
            >
              + {t('rfm.addLevel')}
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {t('rfm.levelMin')}
            </Text>
          </Box>
        </Box>
      </FormField>
      <Box>
        <Button
          type="submit"
          size="sm"
          colorPalette="blue"
          loading={save.isPending}
          data-testid="rfm-save"
        >
          {t('rfm.save')}
        </Button>
      </Box>
    </Box>
  );
}
