// The sandbox platform's authorization side (issue #6): consent grants with single-use auth
// codes bound to the tenant that asked, the corp it shows for a tenant, and a gettoken-like
// check of self-built credentials. Everything is stored hashed in sandbox_auth_grants.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { GrantKind } from '../../../contract/setting/authorize';
import type { Database } from '../../db/database';
import { sandboxAuthGrants } from '../../db/schema/platform';
import type {
  AuthPlatform,
  ConsentRequest,
  DirectoryCounter,
  RedeemResult,
  SandboxCorp,
} from './auth-platform';

/**
 * The sandbox's consent page (auth-consent-page.ts); under /scrm/ so the service worker never
 * takes it for the console shell (sw/navigation-rules.ts).
 */
export const CONSENT_PAGE_PATH = '/scrm/sandbox/platform/consent';
/** A consent page visit and the code it issues are good for 10 minutes. */
export const GRANT_TTL_MS = 10 * 60_000;
export const SANDBOX_LICENSE_TOTAL = 100;
export const SANDBOX_APP_NAME = '私域运营助手';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** WeCom corp ids look like ww + 16 hex; the sandbox derives one per tenant. */
export function sandboxCorpId(tenantId: string): string {
  return `ww${hashToken(`corp:${tenantId}`).slice(0, 16)}`;
}

export function sandboxCorp(tenantId: string, tenantName: string): SandboxCorp {
  return {
    corpId: sandboxCorpId(tenantId),
    corpName: tenantName,
    appName: SANDBOX_APP_NAME,
    corpScale: '101-200人',
    industry: '零售/电商',
    licenseTotal: SANDBOX_LICENSE_TOTAL,
  };
}

/** gettoken's secret rule in the sandbox: 16 to 64 letters, digits, _ or -. */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function createSandboxAuthPlatform(db: Database, directory: DirectoryCounter): AuthPlatform {
  return {
    kind: 'sandbox',
    corp: sandboxCorp,

    async startConsent(request: ConsentRequest, now: Date): Promise<string> {
      const state = randomBytes(24).toString('base64url');
      await db.insert(sandboxAuthGrants).values({
        stateHash: hashToken(state),
        tenantId: request.tenantId,
        kind: request.kind,
        redirectUri: request.redirectUri,
        expiresAt: new Date(now.getTime() + GRANT_TTL_MS),
      });
      return `${CONSENT_PAGE_PATH}?state=${encodeURIComponent(state)}`;
    },

    async redeemAuthCode(tenantId: string, code: string, now: Date): Promise<RedeemResult> {
      // One UPDATE claims the code: a second use (or another tenant's code) finds no row.
      const [grant] = await db
        .update(sandboxAuthGrants)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxAuthGrants.codeHash, hashToken(code)),
            eq(sandboxAuthGrants.tenantId, tenantId),
            isNull(sandboxAuthGrants.usedAt),
            gt(sandboxAuthGrants.expiresAt, now),
          ),
        )
        .returning({ kind: sandboxAuthGrants.kind });
      if (!grant) return { ok: false, message: '授权码无效或已过期，请重新发起授权' };
      return { ok: true, kind: grant.kind as GrantKind };
    },

    async verifyCredentials(tenantId, credentials) {
      if (credentials.corpId !== sandboxCorpId(tenantId)) {
        return {
          ok: false,
          message: '企业ID（CorpID）不正确，请在企业微信管理后台「我的企业」页面底部复制',
        };
      }
      if (!SECRET_PATTERN.test(credentials.secret)) {
        return { ok: false, message: '应用Secret不正确，请在应用详情页重新查看并复制' };
      }
      return { ok: true };
    },

    async appStatus(tenantId) {
      return { visibleRange: await directory(tenantId) };
    },
  };
}
