import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChakra } from '../../ui/theme/chakra-island';
import { prefetchRoutePage } from './prefetch-route-page';

// issue #39: the start-up's prefetch of the opened page loads Chakra beside it only for a page
// that needs it (the build lists the chakra-free ones in index.html: chakra-free-routes.ts).
vi.mock('../../ui/theme/chakra-island', () => ({ loadChakra: vi.fn(() => Promise.resolve()) }));
const page = vi.fn(() => new Promise<never>(() => undefined));
vi.mock('../../routes', () => ({
  findRoute: (path: string) =>
    ({
      '/index': { path: '/index', page },
      '/customer-list': { path: '/customer-list', page },
      '/unbuilt': { path: '/unbuilt' },
    })[path],
}));

const meta = document.createElement('meta');
meta.name = 'chakra-free-routes';
meta.content = '/index';
document.head.append(meta);

afterEach(() => vi.clearAllMocks());

describe('prefetchRoutePage (issue #39: Chakra loads on intent)', () => {
  it("starts the page's chunk and no Chakra for a chakra-free route", () => {
    prefetchRoutePage('/index');
    expect(page).toHaveBeenCalledTimes(1);
    expect(loadChakra).not.toHaveBeenCalled();
  });

  it("starts the page's chunk and Chakra's together for a route whose page needs Chakra", () => {
    prefetchRoutePage('/customer-list');
    expect(page).toHaveBeenCalledTimes(1);
    expect(loadChakra).toHaveBeenCalledTimes(1);
  });

  it('starts nothing at an address with no built page (404, 功能建设中: static pages)', () => {
    prefetchRoutePage('/unbuilt');
    prefetchRoutePage('/no-such-page');
    expect(page).not.toHaveBeenCalled();
    expect(loadChakra).not.toHaveBeenCalled();
  });
});
