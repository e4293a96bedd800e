// issue #39 (the LCP chain): the opened page's chunk and Chakra's chunk (every page renders in a
// Chakra island, src/ui/theme/chakra-island.tsx) start downloading from the HTML itself, before
// the main script has arrived, not once it runs (prefetchRoutePage). A small inline script at
// the top of index.html's <head> maps the address to the route's chunk, built from the route
// table's page loaders (src/route-pages/*.ts) and the bundle, and adds modulepreload links.
// The links are made by the script, so scripts/check-bundle.mjs does not count them as the
// page's initial JS: they load beside it (bench/README.md gives both figures).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

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
}

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
function closure(
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
 * The inline script: preloads Chakra's chunks and the chunk of the route at the address (the
 * hash's path in hash history; under a base path, the longest route the path ends with).
 */
export function preloadScript(
  routes: Readonly<Record<string, string>>,
  always: readonly string[],
  base: string,
): string {
  const strip = (file: string) => file.replace(/^assets\//, '').replace(/\.js$/, '');
  const table = Object.fromEntries(
    Object.entries(routes).map(([path, file]) => [path, strip(file)]),
  );
  return (
    `(function(){var m=${JSON.stringify(table)},a=${JSON.stringify(always.map(strip))},` +
    `l=location,p=l.hash.indexOf('#/')===0?l.hash.slice(1).split('?')[0]:l.pathname,f,k,b='';` +
    `p=p.length>1?p.replace(/\\/+$/,''):p;f=m[p];` +
    `if(!f)for(k in m)if(k.length>b.length&&p.slice(-k.length)===k)b=k;` +
    `if(!f&&b)f=m[b];if(f)a.unshift(f);` +
    `a.forEach(function(n){var e=document.createElement('link');e.rel='modulepreload';` +
    `e.crossOrigin='';e.href=${JSON.stringify(`${base}assets/`)}+n+'.js';document.head.appendChild(e)})})();`
  );
}

/** The Vite plugin: fails the build when a route's page or Chakra's root has no chunk. */
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
        const routes: Record<string, string> = {};
        for (const [route, module] of routeModules(resolve(root, 'src/route-pages'))) {
          const chunk = chunkOf(bundle, module);
          if (!chunk) throw new Error(`route-preload: no chunk for ${route} (${module})`);
          routes[route] = chunk.fileName;
        }
        const script = preloadScript(routes, closure(bundle, chakra, initial), base);
        // after <title>: early in <head>, after the charset, before the inline stylesheets
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}
