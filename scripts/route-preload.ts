// issue #39 (the LCP chain): the opened page's chunk and, for a page that renders in a Chakra
// island (src/ui/theme/chakra-island.tsx), Chakra's chunks start downloading from the HTML
// itself, before the main script has arrived, not once it runs (prefetchRoutePage). A small
// inline script at the top of index.html's <head> maps the address to the route's chunk, built
// from the route table's page loaders (src/route-pages/*.ts) and the bundle, and adds
// modulepreload links. The links are made by the script, so scripts/check-bundle.mjs does not
// count them as the page's initial JS: they load beside it (bench/README.md gives both figures).
// docs/architecture.md "Styling" point 6: a page marked `chakraFreePage` (its markup static, its
// Chakra parts islands loaded on intent) gets no Chakra preload, and the runtime learns which
// routes those are from a meta tag written here (src/ui/theme/chakra-free-routes.ts); the build
// fails if such a page's chunk imports Chakra statically after all.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CHAKRA_FREE_META } from '../src/ui/theme/chakra-free-routes';

/** Route → page module (absolute path without extension), read from the loaders' source. */
export function routeModules(routePagesDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of readdirSync(routePagesDir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(routePagesDir, file), 'utf8');
    for (const match of source.matchAll(/'(\/[^']*)':\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) {
      const [, route, specifier] = match;
      if (route && specifier) modules.set(route, resolve(routePagesDir, specifier));
    }
  }
  return modules;
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/** The packages of Chakra's runtime (issue #39: none of them before a Chakra part is wanted). */
export const CHAKRA_MODULE = /[\\/]node_modules[\\/](@chakra-ui|@emotion|@ark-ui|@zag-js)[\\/]/;

/** Whether a page module's source marks its page chakra-free (`= chakraFreePage(…)`). */
export const marksChakraFree = (source: string): boolean => /=\s*chakraFreePage\(/.test(source);

const withoutExtension = (id: string) => id.replace(/\.(tsx?|jsx?)$/, '');

/** The chunk whose entry module is `module` (a path without extension). */
function chunkOf(bundle: Record<string, ChunkLike>, module: string): ChunkLike | undefined {
  return Object.values(bundle).find(
    (item) =>
      item.type === 'chunk' &&
      item.facadeModuleId &&
      withoutExtension(item.facadeModuleId) === module,
  );
}

/** `chunk` and the chunks it imports statically, minus those the HTML loads anyway. */
export function closure(
  bundle: Record<string, ChunkLike>,
  chunk: ChunkLike,
  initial: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  const visit = (item: ChunkLike | undefined) => {
    if (!item || files.has(item.fileName) || initial.has(item.fileName)) return;
    files.add(item.fileName);
    for (const name of item.imports ?? []) visit(bundle[name]);
  };
  visit(chunk);
  return [...files];
}

/**
 * The first Chakra module in `files` (chunks of one page's closure, in visiting order), with
 * the chunk holding it: what makes a page marked chakra-free import Chakra after all.
 */
export function firstChakraModule(
  bundle: Record<string, ChunkLike>,
  files: readonly string[],
): { file: string; module: string } | undefined {
  for (const file of files) {
    const module = bundle[file]?.moduleIds?.find((id) => CHAKRA_MODULE.test(id));
    if (module) return { file, module };
  }
  return undefined;
}

/**
 * Route → its page's chunk, and the routes whose page is marked chakra-free (sorted). Fails
 * when a route's page has no chunk, or when a page marked `chakraFreePage` imports Chakra
 * statically: its first paint would wait for Chakra's chunks, which it does not preload.
 */
export function routeTable(
  bundle: Record<string, ChunkLike>,
  modules: ReadonlyMap<string, string>,
  initial: ReadonlySet<string>,
  readSource: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): { routes: Record<string, string>; chakraFree: string[] } {
  const routes: Record<string, string> = {};
  const chakraFree: string[] = [];
  for (const [route, module] of modules) {
    const chunk = chunkOf(bundle, module);
    if (!chunk?.facadeModuleId) throw new Error(`route-preload: no chunk for ${route} (${module})`);
    routes[route] = chunk.fileName;
    if (!marksChakraFree(readSource(chunk.facadeModuleId))) continue;
    const found = firstChakraModule(bundle, closure(bundle, chunk, initial));
    if (found) {
      throw new Error(
        `route-preload: ${route}'s page is marked chakraFreePage but its chunk imports Chakra ` +
          `statically: ${found.file} holds ${found.module}. Render that part as an island ` +
          `(lazyIsland, useOnDemand) or drop the mark (docs/architecture.md "Styling").`,
      );
    }
    chakraFree.push(route);
  }
  return { routes, chakraFree: chakraFree.sort() };
}

/**
 * The inline script: preloads the chunk of the route at the address (the hash's path in hash
 * history; under a base path, the longest route the path ends with) and, unless that route is
 * one of `chakraFree` (or there is no such route: the 404 page is static), Chakra's chunks.
 */
export function preloadScript(
  routes: Readonly<Record<string, string>>,
  chakra: readonly string[],
  chakraFree: readonly string[],
  base: string,
): string {
  const strip = (file: string) => file.replace(/^assets\//, '').replace(/\.js$/, '');
  const table = Object.fromEntries(
    Object.entries(routes).map(([path, file]) => [path, strip(file)]),
  );
  return (
    `(function(){var m=${JSON.stringify(table)},c=${JSON.stringify(chakra.map(strip))},` +
    `z=${JSON.stringify(chakraFree)},` +
    `l=location,p=l.hash.indexOf('#/')===0?l.hash.slice(1).split('?')[0]:l.pathname,k,b='';` +
    `p=p.length>1?p.replace(/\\/+$/,''):p;` +
    `if(!m[p])for(k in m)if(k.length>b.length&&p.slice(-k.length)===k)b=k;` +
    `if(!m[p])p=b;if(!m[p])return;` +
    `[m[p]].concat(z.indexOf(p)<0?c:[]).forEach(function(n){` +
    `var e=document.createElement('link');e.rel='modulepreload';` +
    `e.crossOrigin='';e.href=${JSON.stringify(`${base}assets/`)}+n+'.js';document.head.appendChild(e)})})();`
  );
}

/**
 * The Vite plugin: fails the build when a route's page or Chakra's root has no chunk, or when a
 * page marked `chakraFreePage` imports Chakra statically (its first paint would wait for it).
 */
export function routePreload(root: string): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.path.endsWith('/index.html') || !context.bundle) return html;
        const bundle = context.bundle as unknown as Record<string, ChunkLike>;
        const initial = new Set<string>();
        for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)) {
          if (match[1]) initial.add(match[1]);
        }
        const chakra = chunkOf(bundle, resolve(root, 'src/ui/theme/chakra-root'));
        if (!chakra) throw new Error('route-preload: no chunk for src/ui/theme/chakra-root');
        const { routes, chakraFree } = routeTable(
          bundle,
          routeModules(resolve(root, 'src/route-pages')),
          initial,
        );
        const script = preloadScript(routes, closure(bundle, chakra, initial), chakraFree, base);
        // after <title>: early in <head>, after the charset, before the inline stylesheets
        return html.replace(
          '</title>',
          `</title>\n    <meta name="${CHAKRA_FREE_META}" content="${chakraFree.join(' ')}" />` +
            `\n    <script>${script}</script>`,
        );
      },
    },
  };
}
