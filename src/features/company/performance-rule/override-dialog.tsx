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
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { FormField } from '../../../ui/form-drawer/form-field';
import { SelectField } from '../../../ui/select-field/select-field';
import { bodyOf, draftOf, RuleFields } from './rule-fields';
import { fieldErrors } from './rule-text';
import '../../../lib/i18n/messages/company-performance-messages';

/**
 * Adds or edits one shop's own rule (issue #22 "per-shop overrides"). issue #37: saving a rule
 * for a shop that already has one (other than the one being edited) replaces it, so it asks.
 */
export function OverrideDialog(props: {
  open: boolean;
  onClose: () => void;
  shops: readonly ShopOption[];
  editing: RuleVersion | null;
  /** The shops' current rules, to tell an overwrite. */
  overrides: readonly RuleVersion[];
}) {
  const { open, onClose, shops, editing } = props;
  const [replacing, setReplacing] = useState<string | null>(null);
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
  const submit = (confirmed: boolean) => {
    const parsed = performanceRuleBody.safeParse(bodyOf(draft));
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!shopId) next.shop_id = '请选择店铺';
    setErrors(next);
    if (!parsed.success || !shopId) return;
    const existing = props.overrides.find(
      (rule) => rule.shop && String(rule.shop.id) === shopId && rule.id !== editing?.id,
    );
    if (existing && !confirmed) {
      setReplacing(existing.shop?.name ?? '');
      return;
    }
    setReplacing(null);
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
      guardUnsaved
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
            onClick={() => submit(false)}
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
      <ConfirmDialog
        open={replacing !== null}
        title={t('perf.overrideReplaceTitle')}
        confirmLabel={t('perf.overrideReplace')}
        danger
        busy={save.isPending}
        onClose={() => setReplacing(null)}
        onConfirm={() => submit(true)}
      >
        {t('perf.overrideReplaceBody', { shop: replacing ?? '' })}
      </ConfirmDialog>
    </AppDialog>
  );
}
