// design.md "server/main.ts": migrations, then the idempotent demo seed, on every start.
import type { DatabaseHandle } from './database';
import { seedDemo } from './seed/seed-demo';

export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemo(handle.db);
}
