import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import {
  DEFAULT_PERFORMANCE_RULE,
  performanceOverrideDelete,
  performanceRuleBody,
  performanceRulePreview,
  performanceRuleSave,
  performanceRuleState,
} from '../../../../contract/company/performance-rule';
import type {
  PerformanceRuleBody,
  RuleVersion,
} from '../../../../contract/company/performance-rule';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { ConfirmDialog } from '../../../ui/confirm-dialog/confirm-dialog';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { OverrideDialog } from './override-dialog';
import { bodyOf, draftOf, RuleFields } from './rule-fields';
import { RulePreviewPanel } from './rule-preview-panel';
import { HistoryTable, OverrideTable } from './rule-tables';
import { fieldErrors } from './rule-text';
import '../../../lib/i18n/messages/company-performance-messages';

/** issue #22 /performance-rule 业绩规则 (docs/domain.md §7): the rule, shop overrides, history. */
export function PerformanceRulePage() {
  const state = useEndpointQuery(performanceRuleState, {}, { persist: true });
  const [draft, setDraft] = useState(draftOf(DEFAULT_PERFORMANCE_RULE));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<PerformanceRuleBody | null>(null);
  const [overrideOpen, setOverrideOpen] = useState(false);
  const [editing, setEditing] = useState<RuleVersion | null>(null);
  const [deleting, setDeleting] = useState<RuleVersion | null>(null);
  const current = state.data?.current;
  // The form follows the rule in force whenever a new version arrives (render-time reset).
  const [shownId, setShownId] = useState<number | null>(null);
  if (current && current.id !== shownId) {
    setShownId(current.id);
    setDraft(draftOf(current));
  }
  const save = useEndpointMutation(performanceRuleSave, { invalidates: [performanceRuleState] });
  const preview = useEndpointMutation(performanceRulePreview);
  const remove = useEndpointMutation(performanceOverrideDelete, {
    invalidates: [performanceRuleState],
  });
  const validated = () => {
    const parsed = performanceRuleBody.safeParse(bodyOf(draft));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    return parsed.success ? parsed.data : null;
  };
  const shops = state.data?.shops ?? [];
  return (
    <PageLayout
      title={t('perf.rule.title')}
      description={t('perf.rule.description')}
      testId="performance-rule-page"
    >
      <PageSection title={t('perf.rule.default')}>
        <Text fontSize="sm" color="fg.muted" mb="4" data-testid="rule-in-force">
          {/* Nothing is claimed until the rule has loaded (a slow line must not read "no rule"). */}
          {!current
            ? '\u00a0'
            : current.id > 0
              ? t('perf.rule.inForce', {
                  who: current.created_by,
                  at: formatDateTime(current.effective_from),
                  id: current.id,
                })
              : t('perf.rule.builtIn')}
        </Text>
        <Box maxW="3xl">
          <RuleFields value={draft} onChange={setDraft} errors={errors} idPrefix="rule" />
          <Box display="flex" gap="2" mt="5" ms={{ md: '9.5rem' }} flexWrap="wrap">
            <Button
              size="sm"
              colorPalette="blue"
              data-testid="rule-save"
              onClick={() => setConfirming(validated())}
            >
              {t('perf.save')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={preview.isPending}
              data-testid="rule-preview-button"
              onClick={() => {
                const body = validated();
                if (body) preview.mutate({ body });
              }}
            >
              {t('perf.preview')}
            </Button>
          </Box>
        </Box>
        {preview.data ? <RulePreviewPanel preview={preview.data} /> : null}
      </PageSection>
      <PageSection
        title={t('perf.overrides')}
        actions={
          <Button
            size="sm"
            variant="outline"
            colorPalette="blue"
            disabled={shops.length === 0}
            data-testid="override-add"
            onClick={() => {
              setEditing(null);
              setOverrideOpen(true);
            }}
          >
            {t('perf.overrideAdd')}
          </Button>
        }
      >
        <Text fontSize="sm" color="fg.muted" mb="3">
          {shops.length === 0 && state.isSuccess ? t('perf.noShops') : t('perf.overridesHelp')}
        </Text>
        <OverrideTable
          rows={state.data?.overrides ?? []}
          onEdit={(row) => {
            setEditing(row);
            setOverrideOpen(true);
          }}
          onDelete={setDeleting}
        />
      </PageSection>
      <PageSection title={t('perf.history')}>
        <HistoryTable rows={state.data?.history ?? []} />
      </PageSection>
      <ConfirmDialog
        open={confirming !== null}
        title={t('perf.saveConfirmTitle')}
        busy={save.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          save.mutate(
            { body: confirming },
            {
              onSuccess: () => {
                notifySuccess(t('perf.saved'));
                setConfirming(null);
              },
            },
          );
        }}
      >
        {t('perf.saveConfirmBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        danger
        title={t('perf.overrideDeleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting?.shop) return;
          remove.mutate(
            { params: { shop_id: deleting.shop.id } },
            {
              onSuccess: () => {
                notifySuccess(t('perf.overrideDeleted'));
                setDeleting(null);
              },
            },
          );
        }}
      >
        {t('perf.overrideDeleteBody', { shop: deleting?.shop?.name ?? '' })}
      </ConfirmDialog>
      <OverrideDialog
        open={overrideOpen}
        onClose={() => setOverrideOpen(false)}
        shops={shops}
        editing={editing}
        overrides={state.data?.overrides ?? []}
      />
    </PageLayout>
  );
}
