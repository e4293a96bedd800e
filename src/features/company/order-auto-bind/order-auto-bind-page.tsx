// issue #22 /order-auto-bind 订单自动绑定 (docs/domain.md §7): bind rate, each shop's binding rule,
// the binding log with manual bind/unbind/retry; the configuration history is a child route.
import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { useNavigate } from 'react-router-dom';
import { bindRules, bindRun, bindStats } from '../../../../contract/company/order-auto-bind';
import type { ShopBindRule } from '../../../../contract/company/order-auto-bind';
import { useEndpointMutation, useEndpointQuery } from '../../../data/endpoint-hooks';
import { t } from '../../../lib/i18n/translate';
import { notifySuccess } from '../../../lib/notify/notifier';
import { PageLayout, PageSection } from '../../../ui/page-layout/page-layout';
import { BindStatsPanel } from './bind-stats';
import { ManualBindDialog } from './manual-bind-dialog';
import type { ManualBindTarget } from './manual-bind-dialog';
import { ResultsSection } from './results-section';
import { RuleDialog } from './rule-dialog';
import { ShopRulesTable } from './shop-rules';
import '../../../lib/i18n/messages/company-order-auto-bind-messages';

export function OrderAutoBindPage() {
  const navigate = useNavigate();
  const rules = useEndpointQuery(bindRules, {}, { persist: true });
  const stats = useEndpointQuery(bindStats, { query: {} }, { persist: true });
  const [editing, setEditing] = useState<ShopBindRule | null>(null);
  const [manual, setManual] = useState<ManualBindTarget | null>(null);
  const run = useEndpointMutation(bindRun);
  return (
    <PageLayout
      title={t('orderAutoBind.title')}
      description={t('orderAutoBind.description')}
      testId="order-auto-bind-page"
      actions={
        <Box display="flex" gap="2" flexWrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => navigate('/order-auto-bind/bind-config-history')}
          >
            {t('orderAutoBind.history')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            data-testid="manual-bind-open"
            onClick={() => setManual({ orderNo: '', candidates: [] })}
          >
            {t('orderAutoBind.manual')}
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            loading={run.isPending}
            data-testid="bind-run"
            onClick={() =>
              run.mutate({}, { onSuccess: () => notifySuccess(t('orderAutoBind.run.queued')) })
            }
          >
            {t('orderAutoBind.run')}
          </Button>
        </Box>
      }
    >
      <BindStatsPanel stats={stats.data} />
      <PageSection title={t('orderAutoBind.rules')}>
        <ShopRulesTable rules={rules.data ?? []} onEdit={setEditing} />
      </PageSection>
      <ResultsSection shops={rules.data ?? []} onManualBind={setManual} />
      <RuleDialog rule={editing} onClose={() => setEditing(null)} />
      <ManualBindDialog target={manual} onClose={() => setManual(null)} />
    </PageLayout>
  );
}
