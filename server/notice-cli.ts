// `npm run notice -- publish --title 标题 --remark 内容 [--link /authorize] [--tenant demo]...`
// and `npm run notice -- list`: how the platform's operators publish notices (issue #6). It
// opens the database of DATA_DIR / DATABASE_URL under the server's lock, so with the embedded
// database stop the server first (PGlite allows one process per data folder).
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { publishNoticeSchema } from '../contract/platform-notice';
import { validate } from '../contract/validation';
import { isPostgresUrl, loadConfig } from './config/server-config';
import { openDatabase } from './db/database';
import type { Database } from './db/database';
import { tenants } from './db/schema/identity';
import { LockHeldError, acquireServerLock } from './lock/server-lock';
import { listAllNotices, publishNotice } from './modules/platform/notices/notice-queries';

const USAGE = `用法 / usage:
  npm run notice -- publish --title <标题> --remark <内容> [--link <链接>] [--tenant <企业ID>]...
  npm run notice -- list
不指定 --tenant 时发给全部企业 / without --tenant every tenant sees it.
`;

async function unknownTenants(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: tenants.tenantId })
    .from(tenants)
    .where(inArray(tenants.tenantId, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      remark: { type: 'string' },
      link: { type: 'string' },
      tenant: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== 'publish' && command !== 'list')) {
    process.stdout.write(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const input =
    command === 'publish'
      ? validate(publishNoticeSchema, {
          title: values.title,
          remark: values.remark,
          link: values.link,
          tenant_ids: values.tenant,
        })
      : undefined;
  if (input && !input.ok) {
    process.stderr.write(`${input.message}\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const lock = acquireServerLock(config.dataDir);
  try {
    const url = isPostgresUrl(config.databaseUrl) ? config.databaseUrl : undefined;
    const database = await openDatabase(url, config.dataDir);
    try {
      await database.migrate();
      const unknown = input?.ok
        ? await unknownTenants(database.db, input.data.tenant_ids ?? [])
        : [];
      if (unknown.length > 0) {
        process.stderr.write(`企业ID不存在：${unknown.join('、')}\n`);
        process.exitCode = 1;
      } else if (input?.ok) {
        const notice = await publishNotice(database.db, input.data, new Date());
        process.stdout.write(`已发布公告 #${notice.id}：${notice.title}\n`);
      } else {
        for (const notice of await listAllNotices(database.db)) {
          process.stdout.write(
            `#${notice.id}\t${notice.publish_time}\t${notice.audience}\t${notice.title}\n`,
          );
        }
      }
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof LockHeldError ? error.message : String(error)}\n`);
  process.exit(1);
});
