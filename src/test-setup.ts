// jsdom lacks these; Chakra menus and tooltips need them (docs/stack.md "jsdom").
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, vi } from 'vitest';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => undefined;
  Element.prototype.scrollTo = () => undefined;
}

// The unit files share a worker and its one jsdom window (vitest.config.ts `unit`, isolate:
// false; docs/testing.md "Unit tests in a shared worker"). This file runs before each of them,
// so each starts as it would in a new window: the app's own modules evaluated afresh (their
// singletons: the query client, the stores), nothing mounted, an empty page at `/`, empty
// storage and IndexedDB, real timers, no stubbed global. A file that mocks a module runs in
// `unit-isolated` instead (src/test-support/own-process-tests.json).
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (typeof window !== 'undefined') {
  cleanup();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  globalThis.indexedDB = new IDBFactory();
  // a test's own navigator fields (Object.defineProperty(navigator, 'onLine', …)): jsdom keeps
  // every real one on Navigator.prototype (its own keys are symbols: the wrapper's internals)
  for (const key of Object.getOwnPropertyNames(window.navigator)) {
    Reflect.deleteProperty(window.navigator, key);
  }
  afterAll(cleanup);
}
