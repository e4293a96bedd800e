import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import {
  bindHistory,
  bindRuleBody,
  bindRuleSave,
  bindRules,
  bindStats,
  IDENTIFIER_HINTS,
  IDENTIFIER_TITLES,
} from '../../../../contract/company/order-auto-bind';
import type { ShopBindRule } from '../../../../contract/company/order-auto-bind';
import { useEndpointMutation } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { AppDialog } from '../../../ui/app-dialog';
import { CheckBox } from '../../../ui/check-box/check-box';
import { FormField } from '../../../ui/form-drawer/form-field';
import { Toggle } from '../../../ui/form-drawer/toggle';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

const ALL_TYPES = [3, 1, 2] as const;

interface Draft {
  enabled: boolean;
  /** Every identifier type in the operator's order, with whether it takes part. */
  order: number[];
  used: ReadonlySet<number>;
  days: string;
}

const draftOf = (rule: ShopBindRule): Draft => ({
  enabled: rule.enabled === 1,
  order: [...rule.priority, ...ALL_TYPES.filter((type) => !rule.priority.includes(type))],
  used: new Set(rule.priority),
  days: String(rule.match_days),
});

/** issue #22: a shop's binding rule — on/off, identifier types in priority order, window. */
export function RuleDialog(props: { rule: ShopBindRule | null; onClose: () => void }) {
  const { rule, onClose } = props;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState('');
  const [shownId, setShownId] = useState<number | null>(null);
  if ((rule?.shop_id ?? null) !== shownId) {
    setShownId(rule?.shop_id ?? null);
    setDraft(rule ? draftOf(rule) : null);
    setError('');
  }
  const save = useEndpointMutation(bindRuleSave, {
    invalidates: [bindRules, bindHistory, bindStats],
  });
  const move = (index: number, by: number) => {
    if (!draft) return;
    const order = [...draft.order];
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item!);
    setDraft({ ...draft, order });
  };
  const submit = () => {
    if (!rule || !draft) return;
    const parsed = bindRuleBody.safeParse({
      enabled: draft.enabled ? 1 : 0,
      priority: draft.order.filter((type) => draft.used.has(type)),
      match_days: draft.days.trim() === '' ? Number.NaN : Number(draft.days),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    save.mutate(
      { params: { shop_id: rule.shop_id }, body: parsed.data },
      {
        onSuccess: (data) => {
          notifySuccess(
            data.changed
              ? t('orderAutoBind.ruleDialog.saved')
              : t('orderAutoBind.ruleDialog.unchanged'),
          );
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog
      guardUnsaved
      open={rule !== null}
      onClose={onClose}
      title={t('orderAutoBind.ruleDialog.title', { shop: rule?.shop_name ?? '' })}
      closeLabel={t('orderAutoBind.cancel')}
      footer={
        <>
          <Button size="sm" variant="outline" onClick={onClose}>
            {t('orderAutoBind.cancel')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={save.isPending}
            onClick={submit}
            data-testid="rule-save"
          >
            {t('orderAutoBind.ruleDialog.save')}
          </Button>
        </>
      }
    >
      {draft ? (
        <Box display="flex" flexDirection="column" gap="4" data-testid="rule-dialog">
          <Toggle
            label={t('orderAutoBind.ruleDialog.enabled')}
            checked={draft.enabled}
            testId="rule-enabled-toggle"
            onChange={(enabled) => setDraft({ ...draft, enabled })}
          />
          <FormField
            label={t('orderAutoBind.ruleDialog.priority')}
            helper={t('orderAutoBind.ruleDialog.priorityHint')}
            required
          >
            <Box display="flex" flexDirection="column" gap="2">
              {draft.order.map((type, index) => {
                const name = IDENTIFIER_TITLES[type] ?? String(type);
                return (
                  <Box
                    key={type}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    borderWidth="1px"
                    rounded="md"
                    px="2"
                    py="1"
                  >
                    <CheckBox
                      checked={draft.used.has(type)}
                      ariaLabel={name}
                      testId={`rule-type-${type}`}
                      onChange={(checked) => {
                        const used = new Set(draft.used);
                        if (checked) used.add(type);
                        else used.delete(type);
                        setDraft({ ...draft, used });
                      }}
                    />
                    <Box flex="1" minW="0">
                      <Text fontSize="sm" fontWeight="medium">
                        {index + 1}. {name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {IDENTIFIER_HINTS[type]}
                      </Text>
                    </Box>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('orderAutoBind.ruleDialog.up', { name })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('orderAutoBind.ruleDialog.down', { name })}
                      disabled={index === draft.order.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </IconButton>
                  </Box>
                );
              })}
            </Box>
          </FormField>
          <FormField
            label={t('orderAutoBind.ruleDialog.matchDays')}
            helper={t('orderAutoBind.ruleDialog.matchDaysHint')}
            error={error}
            htmlFor="rule-match-days"
            required
          >
            <Input
              id="rule-match-days"
              size="sm"
              inputMode="numeric"
              maxLength={3}
              value={draft.days}
              data-testid="rule-match-days"
              onChange={(event) => setDraft({ ...draft, days: event.currentTarget.value })}
            />
          </FormField>
        </Box>
      ) : null}
    </AppDialog>
  );
}
