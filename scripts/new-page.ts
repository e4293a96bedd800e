// `npm run new:page -- <route>` (issue #12): creates the slice of one route of spec §2 — the
// contract, the server handlers and their test, the console page on the list kit, its
// strings, and a Playwright spec that fails until the page's main flow is written — and
// wires it into the route table, the area's server registration and the message keys.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENU_ENTRIES } from '../contract/menu-codes';
import {
  addMessageKeys,
  addPageLoader,
  addServerRegistration,
  childTitle,
  removeFromUnderConstruction,
} from './new-page/edits';
import { routeSegments, sliceNames, type SliceNames } from './new-page/names';
import {
  apiFile,
  e2eSpecFile,
  enCatalogueFile,
  pageFile,
  registerCatalogueFile,
  zhCatalogueFile,
} from './new-page/templates-console';
import { contractFile, routesFile, serverTestFile, storeFile } from './new-page/templates-server';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

function resolveRoute(route: string): SliceNames {
  const segments = routeSegments(route);
  const menu = MENU_ENTRIES.find((entry) => entry.path === `/${segments[0]}`);
  if (!menu || menu.area === 'home') throw new Error(`${route} 不在路由表中（spec §2）`);
  const title = segments[1]
    ? childTitle(read('src/routes.ts'), menu.path, segments[1])
    : menu.title;
  if (!title) throw new Error(`${route} 不在 src/routes.ts 的子路由表中（spec §2）`);
  return sliceNames(route, menu.area, title);
}

/** The file that registers the area's routes: <area>-area.ts, else the app itself. */
function registrationFile(n: SliceNames): string {
  const folder = `server/modules/${n.area}`;
  const own = `${folder}/${n.area}-area.ts`;
  if (existsSync(join(ROOT, own))) return own;
  const other = existsSync(join(ROOT, folder))
    ? readdirSync(join(ROOT, folder)).find((name) => name.endsWith('-area.ts'))
    : undefined;
  return other ? `${folder}/${other}` : 'server/http/app.ts';
}

function plan(n: SliceNames): Record<string, string> {
  const server = `server/modules/${n.area}/${n.slug}`;
  const messages = `src/lib/i18n/messages/${n.catalogue}`;
  return {
    [`contract/${n.area}/${n.slug}.ts`]: contractFile(n),
    [`${server}/routes.ts`]: routesFile(n),
    [`${server}/${n.slug}-store.ts`]: storeFile(n),
    [`${server}/routes.test.ts`]: serverTestFile(n),
    [`${n.featureDir}/${n.pageBase}-page.tsx`]: pageFile(n),
    [`${n.featureDir}/api/${n.pageBase}-api.ts`]: apiFile(n),
    [`${messages}.zh-cn.ts`]: zhCatalogueFile(n),
    [`${messages}.en.ts`]: enCatalogueFile(n),
    [`${messages}-messages.ts`]: registerCatalogueFile(n),
    [`tests/e2e/${n.catalogue}.spec.ts`]: e2eSpecFile(n),
  };
}

function main(route: string | undefined): void {
  if (!route) throw new Error('用法：npm run new:page -- /route（spec §2 路由表中的页面）');
  const n = resolveRoute(route);
  const files = plan(n);
  const taken = Object.keys(files).filter((file) => existsSync(join(ROOT, file)));
  if (taken.length > 0) throw new Error(`已存在，未写入任何文件：\n  ${taken.join('\n  ')}`);

  const pagesFile = `src/route-pages/${n.featureDir.split('/')[2]}.ts`;
  const registration = registrationFile(n);
  const importFrom = relative(
    dirname(join(ROOT, registration)),
    join(ROOT, `server/modules/${n.area}/${n.slug}/routes`),
  );
  const edits: Record<string, string> = {
    [pagesFile]: addPageLoader(read(pagesFile), n),
    [registration]: addServerRegistration(
      read(registration),
      n,
      importFrom.startsWith('.') ? importFrom : `./${importFrom}`,
    ),
    'src/lib/i18n/zh-cn.ts': addMessageKeys(read('src/lib/i18n/zh-cn.ts'), n),
    'src/routes.test.ts': removeFromUnderConstruction(read('src/routes.test.ts'), n.route),
  };
  // every edit is computed before anything is written: a refused edit leaves the tree as it was
  for (const [file, text] of Object.entries({ ...files, ...edits })) {
    mkdirSync(dirname(join(ROOT, file)), { recursive: true });
    writeFileSync(join(ROOT, file), text);
  }
  const written = [...Object.keys(files), ...Object.keys(edits)];
  execFileSync('npx', ['prettier', '--write', '--log-level=warn', ...written], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  console.log(`${n.route} ${n.title}：已生成切片\n  ${written.join('\n  ')}`);
  console.log(
    [
      '下一步：',
      `  1. 在 server/db/schema/${n.area}.ts 建表并生成迁移，在 ${n.slug}-store.ts 中查询它`,
      `  2. 按 docs/domain.md 与 issue 扩充页面；在 tests/e2e/${n.catalogue}.spec.ts 写出主流程（写好之前它会失败）`,
      `  3. npx vitest run server/modules/${n.area}/${n.slug}`,
    ].join('\n'),
  );
}

try {
  main(process.argv[2]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
