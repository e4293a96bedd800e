// Platform demo data (issue #6), idempotent: `demo` and `second` are authorized self-built
// apps with a year of service and every seeded notice read (no popup for other specs), plus
// dedicated tenants, each with its own admin (password Admin@123), in the states the
// platform pages and banners show: unauthorized, expiring, agent-developed, abnormal, and
// one with an unread notice.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ALL_MENU_CODES } from '../../../contract/menu-codes';
import { hashPassword } from '../../modules/auth/password';
import { sandboxCorpId } from '../../platform/sandbox/auth-sandbox';
import type { Database } from '../database';
import { memberships, roles, tenants, users } from '../schema/identity';
import { platformApps, platformMiniPrograms, platformModuleTerms } from '../schema/platform';
import { ADMIN_ROLE } from './seed-demo';
import { seedPlatformNotices } from './seed-platform-notices';

const DAY_MS = 86_400_000;
const PASSWORD = 'Admin@123';

type AppSeed = Partial<typeof platformApps.$inferInsert>;

interface PlatformTenantSeed {
  readonly tenantId: string;
  readonly name: string;
  readonly appMode: 1 | 2 | 3;
  /** Its own admin account (every menu code), or none for the existing demo tenants. */
  readonly account?: string;
  readonly app: (now: Date) => AppSeed;
  readonly modules?: ReadonlyArray<readonly [string, number]>;
}

const secret = () => randomBytes(24).toString('base64url');

function authorizedSelfBuilt(tenantId: string, serviceDays: number) {
  return (now: Date): AppSeed => ({
    ownAuthStatus: 0,
    ownAuthorizedAt: new Date(now.getTime() - 30 * DAY_MS),
    corpId: sandboxCorpId(tenantId),
    agentId: '1000001',
    appSecret: secret(),
    contactSecret: secret(),
    callbackToken: randomBytes(8).toString('hex'),
    callbackAesKey: randomBytes(32)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, 'A')
      .slice(0, 43),
    licenseGrantedAt: new Date(now.getTime() - 30 * DAY_MS),
    licenseTotal: 100,
    serviceExpiresAt: new Date(now.getTime() + serviceDays * DAY_MS),
  });
}

/** README "Platform demo tenants": what each dedicated tenant shows. */
export const PLATFORM_TENANTS: readonly PlatformTenantSeed[] = [
  { tenantId: 'demo', name: '演示企业', appMode: 1, app: authorizedSelfBuilt('demo', 365) },
  { tenantId: 'second', name: '第二企业', appMode: 1, app: authorizedSelfBuilt('second', 365) },
  {
    tenantId: 'unauthorized',
    name: '未授权企业',
    appMode: 3,
    account: 'unauthorized-admin',
    app: (now) => ({ serviceExpiresAt: new Date(now.getTime() + 365 * DAY_MS) }),
  },
  {
    tenantId: 'expiring',
    name: '即将到期企业',
    appMode: 1,
    account: 'expiring-admin',
    app: authorizedSelfBuilt('expiring', 7),
    modules: [
      ['youzan', 3],
      ['forms', 20],
    ],
  },
  {
    tenantId: 'agent',
    name: '代开发企业',
    appMode: 2,
    account: 'agent-admin',
    app: (now) => ({
      ownAuthStatus: 0,
      ownAuthorizedAt: new Date(now.getTime() - 10 * DAY_MS),
      licenseGrantedAt: new Date(now.getTime() - 10 * DAY_MS),
      licenseTotal: 100,
      serviceExpiresAt: new Date(now.getTime() + 365 * DAY_MS),
    }),
  },
  {
    tenantId: 'abnormal',
    name: '授权异常企业',
    appMode: 1,
    account: 'abnormal-admin',
    app: (now) => ({ ...authorizedSelfBuilt('abnormal', 365)(now), ownAuthStatus: 2 }),
  },
  {
    tenantId: 'noticed',
    name: '公告企业',
    appMode: 1,
    account: 'noticed-admin',
    app: authorizedSelfBuilt('noticed', 365),
  },
];

const MINI_PROGRAMS = [
  { appid: 'wx8a1f0c2d3e4b5a61', nickName: '演示商城', fn: '商品购买', bind: 1, authorizer: 1 },
  { appid: 'wx5c7d9e1f2a3b4c72', nickName: '会员中心', fn: '会员积分', bind: 0, authorizer: 1 },
  { appid: 'wx3e5f7a9b1c2d3e83', nickName: '积分兑换', fn: '积分商城', bind: 0, authorizer: 2 },
] as const;

async function ensureAdmin(db: Database, tenantId: string, account: string): Promise<void> {
  await db
    .insert(roles)
    .values({ tenantId, name: ADMIN_ROLE, codes: [...ALL_MENU_CODES] })
    .onConflictDoNothing({ target: [roles.tenantId, roles.name] });
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, ADMIN_ROLE)));
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!user) {
    const passwordHash = await hashPassword(PASSWORD);
    await db.insert(users).values({ account, name: '管理员', passwordHash }).onConflictDoNothing();
    [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  }
  if (!role || !user) throw new Error(`seed: admin of ${tenantId} missing`);
  await db
    .insert(memberships)
    .values({ tenantId, userId: user.id, roleId: role.id })
    .onConflictDoNothing();
}

export async function seedPlatform(db: Database, now: Date = new Date()): Promise<void> {
  for (const seed of PLATFORM_TENANTS) {
    await db
      .insert(tenants)
      .values({ tenantId: seed.tenantId, name: seed.name, appMode: seed.appMode })
      .onConflictDoNothing();
    if (seed.account) await ensureAdmin(db, seed.tenantId, seed.account);
    await db
      .insert(platformApps)
      .values({ ...seed.app(now), tenantId: seed.tenantId })
      .onConflictDoNothing();
    for (const [module, days] of seed.modules ?? []) {
      await db
        .insert(platformModuleTerms)
        .values({
          tenantId: seed.tenantId,
          module,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
        })
        .onConflictDoNothing();
    }
  }
  await db
    .insert(platformMiniPrograms)
    .values(
      MINI_PROGRAMS.map((item) => ({
        tenantId: 'demo',
        authorizationAppid: item.appid,
        nickName: item.nickName,
        appletFunction: item.fn,
        bindStatus: item.bind,
        authorizerStatus: item.authorizer,
        wxThirdPlatformId: 'wx_third_sandbox',
      })),
    )
    .onConflictDoNothing();
  await seedPlatformNotices(db, now);
}
