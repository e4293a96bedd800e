import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ChakraRoot } from './chakra-root';

// docs/architecture.md "Styling" (issue #39): the shell's first paint (header, side menu, tab
// bar, breadcrumbs, status pages) is static markup, so Chakra (its system, Emotion, the
// recipes) is not part of the initial JS. Whatever renders Chakra components is an island:
// a lazily loaded component wrapped in Chakra's provider once its chunk and Chakra's have
// both arrived. Every lazy page (LazyPage) and every lazy part of the shell loads this way.
interface ChakraRootModule {
  ChakraRoot: typeof ChakraRoot;
}

let loading: Promise<ChakraRootModule> | undefined;

/** Starts (or joins) loading Chakra: its system, provider and late recipes. */
export function loadChakra(): Promise<ChakraRootModule> {
  loading ??= import('./chakra-root').catch((error: unknown) => {
    loading = undefined; // a failed chunk is retried by the next load
    throw error;
  });
  return loading;
}

// Pages whose own markup is static and whose Chakra parts are islands of their own (/index:
// its title, the LCP element, paints without waiting for Chakra). The build lists their routes
// for the page load (chakra-free-routes.ts) and fails if one's chunk imports Chakra statically
// (scripts/route-preload.ts).
const chakraFreePages = new WeakSet<object>();

/** Marks a page component that renders no Chakra outside islands of its own. */
export function chakraFreePage<P extends object>(component: ComponentType<P>): ComponentType<P> {
  chakraFreePages.add(component);
  return component;
}

/**
 * `Component` (loading) rendered inside Chakra's provider, once Chakra has loaded too; a page
 * marked by `chakraFreePage` as it is, without waiting for Chakra. Chakra starts loading beside
 * the component (never after it: the two downloads overlap), unless `chakraFree` says the build
 * found the page chakra-free (chakra-free-routes.ts): then nothing of Chakra loads for it
 * (issue #39: on /index Chakra waits for the user's first intent to use a Chakra part).
 */
export async function withChakra<P extends object>(
  component: Promise<ComponentType<P>>,
  { chakraFree = false }: { chakraFree?: boolean } = {},
): Promise<ComponentType<P>> {
  const chakra = chakraFree ? undefined : loadChakra();
  // loads beside the component; a failure is reported below, or to a Chakra-free page's islands
  chakra?.catch(() => undefined);
  const Inner = await component;
  if (chakraFreePages.has(Inner)) return Inner;
  // only when the build's table and the mark disagree (they cannot in a build: route-preload)
  const { ChakraRoot } = await (chakra ?? loadChakra());
  function ChakraIsland(props: P) {
    return (
      <ChakraRoot>
        <Inner {...props} />
      </ChakraRoot>
    );
  }
  return ChakraIsland;
}

/** `lazy()` for a component that renders Chakra: an island with its own provider. */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withChakra(load()).then((component) => ({ default: component })));
}
