// spec §3 chat archive config: /chat-archive-configure reads it masked, saves the secret, the
// key version and the trusted IPs, and generates an RSA key pair on the server on request.
// The secret and the private key are write-only: stored, never answered or logged in full.
import { createPublicKey, generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChatArchiveConfig } from '../../../../contract/setting/chat-archive-configure';
import {
  chatArchiveGenerateKey,
  chatArchiveGet,
  chatArchiveSave,
} from '../../../../contract/setting/chat-archive-configure';
import { AUTH_STATUS } from '../../../../contract/platform';
import type { Database } from '../../../db/database';
import { chatArchiveConfigs } from '../../../db/schema/platform';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import type { TenantApp } from '../../platform/app-state/tenant-app';
import { effectiveAuthStatus, isoOrNull, loadTenantApp } from '../../platform/app-state/tenant-app';
import { maskSecret } from '../authorize/mask-secret';
// Every member reads it (special page, spec §2); only the page's code holder changes it.
const BAD_PRIVATE_KEY = { code: 106012, msg: '私钥无法解析，请粘贴完整的RSA私钥（PEM格式）' };

const generateRsaPair = promisify(generateKeyPair);

type Row = typeof chatArchiveConfigs.$inferSelect;

async function findConfig(db: Database, tenantId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(chatArchiveConfigs)
    .where(eq(chatArchiveConfigs.tenantId, tenantId));
  return row;
}

function toConfig(row: Row | undefined, app: TenantApp): ChatArchiveConfig {
  const ready = Boolean(row?.secret && row.privateKey);
  return {
    id: row?.id ?? null,
    secret: maskSecret(row?.secret ?? ''),
    private_key: maskSecret(row?.privateKey ?? ''),
    public_key: row?.publicKey ?? '',
    public_key_ver: row?.publicKeyVer ?? 1,
    trust_ips: row?.trustIps ?? [],
    updated_at: isoOrNull(row?.updatedAt),
    // spec §3 authorization info, as the platform reports the archive app.
    auth_info: {
      agent_name: '会话内容存档',
      create_time: isoOrNull(app.ownAuthorizedAt ?? app.thirdAuthorizedAt),
      publish_status: effectiveAuthStatus(app) === AUTH_STATUS.normal ? 1 : 0,
      status: ready ? 1 : 0,
    },
  };
}

/** The public key of a pasted private key; undefined when it is not an RSA private key. */
export function publicKeyOf(privateKey: string): string | undefined {
  try {
    const key = createPublicKey(privateKey);
    if (key.asymmetricKeyType !== 'rsa') return undefined;
    return key.export({ type: 'spki', format: 'pem' }).toString().trim();
  } catch {
    return undefined;
  }
}

async function upsert(db: Database, tenantId: string, values: Partial<Omit<Row, 'id'>>) {
  await db
    .insert(chatArchiveConfigs)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: chatArchiveConfigs.tenantId, set: values });
}

export function registerChatArchiveRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const answer = async (tenantId: string) =>
    toConfig(await findConfig(db, tenantId), await loadTenantApp(db, tenantId));

  registerEndpoint(app, chatArchiveGet, ({ tenantId }) => answer(tenantId));

  // the guard refuses members without the page's code (declared pageCode, contract)
  registerEndpoint(app, chatArchiveSave, async ({ tenantId, body }) => {
    const changes: Partial<Omit<Row, 'id'>> = {
      publicKeyVer: body.public_key_ver,
      trustIps: body.trust_ips,
      updatedAt: new Date(deps.now()),
      ...(body.secret ? { secret: body.secret } : {}),
    };
    if (body.private_key) {
      const publicKey = publicKeyOf(body.private_key);
      if (!publicKey) throw new BusinessError(BAD_PRIVATE_KEY.code, BAD_PRIVATE_KEY.msg);
      Object.assign(changes, { privateKey: body.private_key, publicKey });
    }
    await upsert(db, tenantId, changes);
    return answer(tenantId);
  });

  registerEndpoint(app, chatArchiveGenerateKey, async ({ tenantId }) => {
    const { publicKey, privateKey } = await generateRsaPair('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const existing = await findConfig(db, tenantId);
    // A new pair is a new version: the platform encrypts with the version it is told.
    const version = existing?.privateKey
      ? existing.publicKeyVer + 1
      : (existing?.publicKeyVer ?? 1);
    await upsert(db, tenantId, {
      privateKey: privateKey.trim(),
      publicKey: publicKey.trim(),
      publicKeyVer: version,
      updatedAt: new Date(deps.now()),
    });
    return answer(tenantId);
  });
}
