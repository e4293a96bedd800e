// `npm run new:page` (issue #12): the one-line additions a new slice makes to shared files.
// Each is a pure text edit, so it is tested without touching the tree; each refuses to run
// when its anchor is not where the file's shape says (better a clear stop than a wrong edit).
import type { SliceNames } from './names';

function fail(file: string, what: string): never {
  throw new Error(`${file}: ${what}，请手工添加`);
}

/** The page's loader appended to src/route-pages/<area>.ts. */
export function addPageLoader(text: string, n: SliceNames): string {
  const end = text.lastIndexOf('\n};');
  if (end < 0) fail('src/route-pages', '找不到页面表的结尾');
  if (text.includes(`'${n.route}':`)) fail('src/route-pages', `${n.route} 已经有页面`);
  const from = n.featureDir.replace(/^src\//, '../');
  const entry =
    `\n  '${n.route}': () =>\n    import('${from}/${n.pageBase}-page').then(` +
    `(module) => module.${n.pascal}Page),`;
  return text.slice(0, end) + entry + text.slice(end);
}

/** The register call added to the menu area's registration function. */
export function addServerRegistration(text: string, n: SliceNames, importFrom: string): string {
  const header =
    /export (?:async )?function register\w+\((\w+): FastifyInstance, (\w+): RouteDeps\)[^{]*\{\n/.exec(
      text,
    );
  if (!header) fail('area registration', '找不到 register…(app, deps) 函数');
  const bodyEnd = text.indexOf('\n}\n', header.index);
  if (bodyEnd < 0) fail('area registration', '找不到函数结尾');
  const [, app, deps] = header;
  const call = `\n  register${n.pascal}Routes(${app}, ${deps});`;
  const withCall = text.slice(0, bodyEnd) + call + text.slice(bodyEnd);
  const lastImport = withCall.lastIndexOf('\nimport ');
  const importEnd = withCall.indexOf(';\n', lastImport) + 2;
  const line = `import { register${n.pascal}Routes } from '${importFrom}';\n`;
  return withCall.slice(0, importEnd) + line + withCall.slice(importEnd);
}

/** The page's catalogue keys joined to MessageKey in src/lib/i18n/zh-cn.ts. */
export function addMessageKeys(text: string, n: SliceNames): string {
  const union = text.indexOf('type AreaMessageKey =');
  const unionEnd = text.indexOf(';', union);
  if (union < 0 || unionEnd < 0) fail('src/lib/i18n/zh-cn.ts', '找不到 AreaMessageKey');
  const withKey =
    text.slice(0, unionEnd) + `\n  | keyof typeof ${n.catalogueConst}ZhCN` + text.slice(unionEnd);
  const lastImport = withKey.lastIndexOf('\nimport type ');
  const importEnd = withKey.indexOf(';\n', lastImport) + 2;
  const line = `import type { ${n.catalogueConst}ZhCN } from './messages/${n.catalogue}.zh-cn';\n`;
  return withKey.slice(0, importEnd) + line + withKey.slice(importEnd);
}

/** The route leaves the 功能建设中 list pinned in src/routes.test.ts. */
export function removeFromUnderConstruction(text: string, route: string): string {
  const line = new RegExp(`\\n\\s*"${route.replace(/\//g, '\\/')}",`);
  if (!line.test(text)) return text;
  const removed = text.replace(line, '');
  // the last one gone: the inline snapshot of an empty list is `[]`
  return removed.replace(
    /toMatchInlineSnapshot\(`\n\s*\[\n\s*\]\n\s*`\)/,
    'toMatchInlineSnapshot(`[]`)',
  );
}

/** The Chinese title of a child route from the CHILDREN table of src/routes.ts. */
export function childTitle(
  routesText: string,
  parent: string,
  segment: string,
): string | undefined {
  const start = routesText.indexOf(`'${parent}': [`);
  if (start < 0) return undefined;
  const next = routesText.slice(start + 1).search(/\n {2}'\/|\n\};/);
  const block = routesText.slice(start, next < 0 ? undefined : start + 1 + next);
  // A record's form carries its edit title third: ['form', '新建…', { title: '编辑…', … }].
  return new RegExp(`\\['${segment}', '([^']+)'[,\\]]`).exec(block)?.[1];
}
