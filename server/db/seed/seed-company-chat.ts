// issue #22 demo data for /chat-records and /chat-data: demo's archive configured (a real
// RSA key pair, a sandbox secret), five sensitive-word rules, 90 days of the sandbox's
// conversations, two customers who refused archiving, and the history pulled once, so the
// pages show real numbers on a fresh start. Idempotent: skipped once demo has a cursor.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pullArchive } from '../../modules/company/chat-records/archive-pull';
import { generateArchive, setConsent } from '../../platform/sandbox/sandbox-chat-archive';
import type { Database } from '../database';
import { chatArchiveCursors, chatSensitiveWords } from '../schema/company-chat';
import { customers } from '../schema/customers';
import { chatArchiveConfigs } from '../schema/platform';

const TENANT = 'demo';
const DAY_MS = 86_400_000;

const WORDS = [
  { word: '保证收益', category: 1 },
  { word: '百分百有效', category: 1 },
  { word: '骗子', category: 2 },
  { word: '私人微信', category: 3 },
  { word: '身份证号', category: 4 },
];

export async function seedCompanyChat(db: Database, now: Date = new Date()): Promise<void> {
  const [done] = await db
    .select({ seq: chatArchiveCursors.lastSeq })
    .from(chatArchiveCursors)
    .where(eq(chatArchiveCursors.tenantId, TENANT));
  if (done) return;
  const [config] = await db
    .select({ secret: chatArchiveConfigs.secret })
    .from(chatArchiveConfigs)
    .where(eq(chatArchiveConfigs.tenantId, TENANT));
  if (!config?.secret) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const values = {
      secret: 'SandboxArchiveSecret_demo_7f3a',
      privateKey: pair.privateKey.trim(),
      publicKey: pair.publicKey.trim(),
      publicKeyVer: 1,
      trustIps: ['127.0.0.1'],
    };
    await db
      .insert(chatArchiveConfigs)
      .values({ tenantId: TENANT, ...values })
      .onConflictDoUpdate({ target: chatArchiveConfigs.tenantId, set: values });
  }
  await db
    .insert(chatSensitiveWords)
    .values(WORDS.map((word) => ({ tenantId: TENANT, ...word })))
    .onConflictDoNothing();
  const refusing = await db
    .select({ id: customers.externalUserId })
    .from(customers)
    .where(eq(customers.tenantId, TENANT))
    .orderBy(customers.id)
    .limit(2);
  for (const customer of refusing) await setConsent(db, TENANT, customer.id, 'Disagree');
  const start = new Date(now.getTime() - 90 * DAY_MS);
  await generateArchive(db, TENANT, start, now, 20_261_125);
  await pullArchive(db, TENANT, now, { advance: false });
}
