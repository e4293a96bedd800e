// docs/architecture.md "Styling" point 6 (issue #39): which routes' pages render no Chakra
// outside islands of their own (marked `chakraFreePage`). The build finds them
// (scripts/route-preload.ts, which also checks that their chunks import no Chakra) and writes
// them into index.html's meta tag, so the page's load knows before the page's chunk arrives
// whether to load Chakra beside it (src/ui/theme/chakra-island.tsx). Without the tag (the dev
// server, a test) no route is known to be chakra-free: Chakra loads beside every page, as before.

/** The meta tag's name: `<meta name="chakra-free-routes" content="/index /welcome">`. */
export const CHAKRA_FREE_META = 'chakra-free-routes';

/** Whether the build found the page of `path` (a route table path) chakra-free. */
export function isChakraFreeRoute(path: string, doc: Document = document): boolean {
  const content = doc.querySelector(`meta[name="${CHAKRA_FREE_META}"]`)?.getAttribute('content');
  return (content ?? '').split(' ').includes(path);
}
