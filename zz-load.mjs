import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
for (const f of process.argv.slice(2)) {
  const t = performance.now();
  try {
    const c = new PGlite({ loadDataDir: new Blob([readFileSync(f)]) });
    await c.waitReady;
    const ms = performance.now() - t;
    const n = (await c.query('select count(*)::int n from customers')).rows[0].n;
    console.log(f.slice(-14), Math.round(ms), n);
    await c.close();
  } catch (e) { console.log('ERR', f, String(e.message).slice(0, 200)); }
}
