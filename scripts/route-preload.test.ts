import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript, routeModules } from './route-preload';

// issue #39: the inline script of index.html that preloads the opened route's chunk and
// Chakra's chunks (scripts/route-preload.ts).
const ROUTES = {
  '/index': 'assets/home-page-AAAAAAAA.js',
  '/customer-list': 'assets/customer-list-page-BBBBBBBB.js',
  '/private-chat/detail': 'assets/mass-send-detail-page-CCCCCCCC.js',
};
const ALWAYS = ['assets/chakra-root-DDDDDDDD.js', 'assets/factory-EEEEEEEE.js'];

/** The links the script adds when the page is opened at `pathname` (and `hash`). */
function preloadsAt(pathname: string, hash = ''): string[] {
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  runInNewContext(preloadScript(ROUTES, ALWAYS, '/'), { location: { pathname, hash }, document });
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

  it('finds the route in the hash under hash history and under a base path (the longest route the path ends with)', () => {
    expect(preloadsAt('/', '#/index?x=1')[0]).toBe('/assets/home-page-AAAAAAAA.js');
    expect(preloadsAt('/console/customer-list')[0]).toBe('/assets/customer-list-page-BBBBBBBB.js');
  });

  it("preloads only Chakra's chunks at an address that is no built route", () => {
    expect(preloadsAt('/no-such-page')).toEqual([
      '/assets/chakra-root-DDDDDDDD.js',
      '/assets/factory-EEEEEEEE.js',
    ]);
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
});
