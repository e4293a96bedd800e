// /config-check for a tenant on WeCom (docs/wecom.md "Checking the connection"): the checks are
// run live against WeCom (token, trusted IP, visible range, 客户联系 permission) plus the
// callback's last arrival and the chat-archive config. Weights sum to 100.
import type { HealthCheck, HealthScore } from '../../../../contract/platform';
import type { Database } from '../../../db/database';
import type { ProbeKey, WecomProbe } from '../../../platform/wecom/connection-probe';
import type { TenantApp } from '../app-state/tenant-app';
import { archiveState, healthChecks } from './health-score';

const WEIGHTS: Record<ProbeKey, number> = {
  wecom_token: 25,
  trusted_ip: 15,
  visible_range: 10,
  customer_contact: 15,
  callback: 15,
};
// + chat_archive 20 (health-score.ts) = 100

const FIX: Record<ProbeKey, readonly [string, string]> = {
  wecom_token: ['/authorize', '检查应用凭证'],
  trusted_ip: ['/authorize', '查看自建应用'],
  visible_range: ['/authorize', '查看自建应用'],
  customer_contact: ['/authorize', '查看自建应用'],
  callback: ['/authorize', '配置回调'],
};

export async function wecomHealthScore(
  db: Database,
  app: TenantApp,
  probe: WecomProbe,
  now: Date,
): Promise<HealthScore> {
  const live: HealthCheck[] = probe.items.map((item) => ({
    key: item.key,
    name: item.name,
    passed: item.passed,
    weight: WEIGHTS[item.key],
    message: item.message,
    fix_path: FIX[item.key][0],
    fix_label: FIX[item.key][1],
  }));
  const archive = healthChecks({
    app,
    archive: await archiveState(db, app.tenantId),
    visible: { departmentCount: 0, userCount: 0 },
  }).filter((check) => check.key === 'chat_archive');
  const checks = [...live, ...archive];
  const score = checks.reduce((sum, item) => sum + (item.passed ? item.weight : 0), 0);
  return { score, checked_at: now.toISOString(), checks };
}
