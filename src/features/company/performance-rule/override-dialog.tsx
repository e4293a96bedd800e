import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import {
  DEFAULT_PERFORMANCE_RULE,
  performanceOverrideSave,
  performanceRuleBody,
  performanceRuleState,
} from '../../../../contract/company/performance-rule';
import type { RuleVersion, ShopOption } from '../../../../contract/company/performance-rule';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import { bodyOf, draftOf, RuleFields } from './rule-fields';
import { fieldErrors } from './rule-text';
import '../../../lib/i18n/messages/company-performance-messages';

/** Adds or edits one shop's own rule (issue #22 "per-shop overrides"). */
export function OverrideDialog(props: {
  open: boolean;
  onClose: () => void;
  shops: readonly ShopOption[];
  editing: RuleVersion | null;
}) {
  const { open, onClose, shops, editing } = props;
  const [shopId, setShopId] = useState('');
  const [draft, setDraft] = useState(draftOf(DEFAULT_PERFORMANCE_RULE));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEndpointMutation(performanceOverrideSave, {
    invalidates: [performanceRuleState],
  });
  // Each opening starts from the edited override (or a blank one): render-time reset.
  const openKey = open ? `${editing?.id ?? 'new'}` : null;
  const [shownKey, setShownKey] = useState<string | null>(null);
  if (openKey !== shownKey) {
    setShownKey(openKey);
    if (openKey !== null) {
      setShopId(editing?.shop ? String(editing.shop.id) : '');
      setDraft(draftOf(editing ?? DEFAULT_PERFORMANCE_RULE));
      setErrors({});
    }
  }
  const submit = () => {
    const parsed = performanceRuleBody.safeParse(bodyOf(draft));
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!shopId) next.shop_id = '请选择店铺';
    setErrors(next);
    if (!parsed.success || !shopId) return;
    save.mutate(
      { body: { shop_id: Number(shopId), rule: parsed.data } },
      {
        onSuccess: () => {
          notifySuccess(t('perf.overrideSaved'));
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('perf.overrideDialog')}
      closeLabel={t('perf.cancel')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('perf.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={save.isPending}
            onClick={submit}
            data-testid="override-save"
          >
            {t('perf.confirm')}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="4" data-testid="override-dialog">
        <FormField label={t('perf.field.shop')} error={errors.shop_id} required>
          <SelectField
            label={t('perf.field.shop')}
            value={shopId}
            placeholder="请选择店铺"
            options={shops.map((shop) => ({ value: String(shop.id), label: shop.name }))}
            testId="override-shop"
            onChange={setShopId}
          />
        </FormField>
        <RuleFields value={draft} onChange={setDraft} errors={errors} idPrefix="override" />
      </Box>
    </AppDialog>
  );
}
