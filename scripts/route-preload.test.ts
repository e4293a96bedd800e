import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript, routeModules, routeTable } from './route-preload';

// issue #39: the inline script of index.html that preloads the opened route's chunk and, for a
// page that is not chakra-free, Chakra's chunks (scripts/route-preload.ts).
const ROUTES = {
  '/index': 'assets/home-page-AAAAAAAA.js',
  '/customer-list': 'assets/customer-list-page-BBBBBBBB.js',
  '/private-chat/detail': 'assets/mass-send-detail-page-CCCCCCCC.js',
};
const CHAKRA = ['assets/chakra-root-DDDDDDDD.js', 'assets/factory-EEEEEEEE.js'];
const CHAKRA_FREE = ['/index'];

/** The links the script adds when the page is opened at `pathname` (and `hash`). */
function preloadsAt(pathname: string, hash = ''): string[] {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  runInNewContext(preloadScript(ROUTES, CHAKRA, CHAKRA_FREE, '/'), {
    location: { pathname, hash },
    document,
  });
  expect(links.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return links.map((link) => link.href);
}

describe('route preload (issue #39)', () => {
  it("preloads the opened route's chunk first, then Chakra's chunks", () => {
    expect(preloadsAt('/customer-list')).toEqual([
      '/assets/customer-list-page-BBBBBBBB.js',
      '/assets/chakra-root-DDDDDDDD.js',
      '/assets/factory-EEEEEEEE.js',
    ]);
    expect(preloadsAt('/private-chat/detail/')[0]).toBe(
      '/assets/mass-send-detail-page-CCCCCCCC.js',
    );
  });

  it("preloads no Chakra chunk for a chakra-free route's page, only the page's chunk", () => {
    expect(preloadsAt('/index')).toEqual(['/assets/home-page-AAAAAAAA.js']);
    expect(preloadsAt('/', '#/index')).toEqual(['/assets/home-page-AAAAAAAA.js']);
    expect(preloadsAt('/console/index/')).toEqual(['/assets/home-page-AAAAAAAA.js']);
  });

  it('finds the route in the hash under hash history and under a base path (the longest route the path ends with)', () => {
    expect(preloadsAt('/', '#/index?x=1')[0]).toBe('/assets/home-page-AAAAAAAA.js');
    expect(preloadsAt('/console/customer-list')).toEqual([
      '/assets/customer-list-page-BBBBBBBB.js',
      '/assets/chakra-root-DDDDDDDD.js',
      '/assets/factory-EEEEEEEE.js',
    ]);
  });

  it('preloads nothing at an address that is no built route (the 404 page is static)', () => {
    expect(preloadsAt('/no-such-page')).toEqual([]);
  });

  it('reads every page loader of src/route-pages, each naming a module that exists', () => {
    const folder = resolve(import.meta.dirname, '../src/route-pages');
    const loaders = readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFileSync(join(folder, name), 'utf8').split('import(').length - 1)
      .reduce((sum, count) => sum + count, 0);
    const modules = routeModules(folder);
    expect(modules.size).toBe(loaders);
    expect(modules.size).toBeGreaterThan(80);
    const missing = [...modules.values()].filter((module) => !existsSync(`${module}.tsx`));
    expect(missing).toEqual([]);
    expect(modules.get('/index')).toBe(
      resolve(import.meta.dirname, '../src/features/home/index/home-page'),
    );
  });

  it('fails the build when a page marked chakraFreePage imports Chakra statically, naming the chunk and the module', () => {
    const source = (marked: boolean) =>
      marked ? 'export const HomePage = chakraFreePage(HomePageContent);' : 'export {}';
    const bundle = (homeImports: string[]) => ({
      'assets/home-page.js': {
        type: 'chunk' as const,
        fileName: 'assets/home-page.js',
        facadeModuleId: '/app/src/home-page.tsx',
        imports: homeImports,
        moduleIds: ['/app/src/home-page.tsx'],
      },
      'assets/list-page.js': {
        type: 'chunk' as const,
        fileName: 'assets/list-page.js',
        facadeModuleId: '/app/src/list-page.tsx',
        imports: ['assets/menu.js'],
        moduleIds: ['/app/src/list-page.tsx'],
      },
      'assets/shared.js': {
        type: 'chunk' as const,
        fileName: 'assets/shared.js',
        imports: ['assets/menu.js'],
        moduleIds: ['/app/src/format.ts'],
      },
      'assets/menu.js': {
        type: 'chunk' as const,
        fileName: 'assets/menu.js',
        moduleIds: ['/app/node_modules/@zag-js/menu/dist/index.mjs'],
      },
    });
    const modules = new Map([
      ['/index', '/app/src/home-page'],
      ['/list', '/app/src/list-page'],
    ]);
    const read = (file: string) => source(file.endsWith('home-page.tsx'));
    // the list page imports Chakra and is not marked: fine; the marked home page imports none
    expect(routeTable(bundle([]), modules, new Set(), read)).toEqual({
      routes: { '/index': 'assets/home-page.js', '/list': 'assets/list-page.js' },
      chakraFree: ['/index'],
    });
    // a chunk the HTML loads anyway is not the page's (the initial JS holds no Chakra)
    expect(
      routeTable(bundle(['assets/shared.js']), modules, new Set(['assets/shared.js']), read)
        .chakraFree,
    ).toEqual(['/index']);
    expect(() => routeTable(bundle(['assets/shared.js']), modules, new Set(), read)).toThrow(
      "/index's page is marked chakraFreePage but its chunk imports Chakra statically: " +
        'assets/menu.js holds /app/node_modules/@zag-js/menu/dist/index.mjs',
    );
  });

  it('finds /index chakra-free in the source: its page is marked chakraFreePage', () => {
    const page = resolve(import.meta.dirname, '../src/features/home/index/home-page.tsx');
    const bundle = {
      'assets/home-page.js': {
        type: 'chunk' as const,
        fileName: 'assets/home-page.js',
        facadeModuleId: page,
      },
    };
    const modules = new Map([['/index', page.replace(/\.tsx$/, '')]]);
    expect(routeTable(bundle, modules, new Set()).chakraFree).toEqual(['/index']);
  });
});
