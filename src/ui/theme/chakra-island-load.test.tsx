import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isChakraFreeRoute } from './chakra-free-routes';
import { chakraFreePage, withChakra } from './chakra-island';

// issue #39 (docs/architecture.md "Styling" points 5 and 6): Chakra's chunk builds the system
// when it is evaluated; here it only counts its evaluations.
const chakraRoot = vi.hoisted(() => ({ evaluated: 0 }));
vi.mock('./chakra-root', () => {
  chakraRoot.evaluated += 1;
  return { ChakraRoot: ({ children }: { children: ReactNode }) => children };
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

// in this order: Chakra's module, once loaded, stays loaded
describe('a page load and Chakra (issue #39: Chakra loads on intent)', () => {
  it('loads no Chakra for a page the build found chakra-free, and renders it as it is', async () => {
    const Page = chakraFreePage(() => null);
    const Loaded = await withChakra(Promise.resolve(Page), { chakraFree: true });
    await tick();
    expect(Loaded).toBe(Page);
    expect(chakraRoot.evaluated).toBe(0);
  });

  it("starts loading Chakra for a page that needs it before the page's chunk has arrived (the two loads overlap)", async () => {
    let arrive: (page: ComponentType) => void = () => undefined;
    const chunk = new Promise<ComponentType>((resolve) => {
      arrive = resolve;
    });
    const Page = () => null;
    const loading = withChakra(chunk);
    await vi.waitFor(() => expect(chakraRoot.evaluated).toBe(1));
    arrive(Page);
    const Loaded = await loading;
    expect(Loaded).not.toBe(Page); // wrapped in Chakra's provider
  });

  it("reads the chakra-free routes from index.html's meta tag, and knows none without it", () => {
    expect(isChakraFreeRoute('/index')).toBe(false);
    const meta = document.createElement('meta');
    meta.name = 'chakra-free-routes';
    meta.content = '/index /welcome';
    document.head.append(meta);
    expect(isChakraFreeRoute('/index')).toBe(true);
    expect(isChakraFreeRoute('/welcome')).toBe(true);
    expect(isChakraFreeRoute('/customer-list')).toBe(false);
    meta.remove();
  });
});
