// `npm run new:page` (issue #12): the names one route gives every layer of its slice, so a
// page's files are found from its route alone (docs/architecture.md "The slice").

export interface SliceNames {
  /** `/moment-dispatch` or `/moment-dispatch/moment-form`. */
  readonly route: string;
  /** The top-level menu route whose code the page is guarded by. */
  readonly menuRoute: string;
  readonly area: string;
  readonly title: string;
  /** `moment-dispatch` / `moment-dispatch-moment-form`: contract, server and spec files. */
  readonly slug: string;
  /** Console folder under src/features/<area>/: children nest in their parent's folder. */
  readonly featureDir: string;
  /** The page file's base name (`moment-form` for a child). */
  readonly pageBase: string;
  readonly camel: string;
  readonly pascal: string;
  /** Prefix of the page's message keys, e.g. `momentDispatch.`. */
  readonly keyPrefix: string;
  /** Catalogue base name under src/lib/i18n/messages/. */
  readonly catalogue: string;
  readonly catalogueConst: string;
  readonly apiPath: string;
}

const SEGMENT = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function camelOf(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_match, next: string) => next.toUpperCase());
}

export function pascalOf(kebab: string): string {
  const camel = camelOf(kebab);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** Splits `/a` or `/a/b` into kebab-case segments; anything else is refused. */
export function routeSegments(route: string): readonly string[] {
  const segments = route.replace(/^\//, '').split('/');
  if (!route.startsWith('/') || segments.length > 2 || !segments.every((s) => SEGMENT.test(s))) {
    throw new Error(
      `路由格式不正确：${route}（例如 /moment-dispatch 或 /moment-dispatch/moment-form）`,
    );
  }
  return segments;
}

export function sliceNames(route: string, area: string, title: string): SliceNames {
  const segments = routeSegments(route);
  const slug = segments.join('-');
  const camel = camelOf(slug);
  // `/marketing-strategy` in marketing: `marketing-strategy`, not `marketing-marketing-strategy`
  const catalogue = slug === area || slug.startsWith(`${area}-`) ? slug : `${area}-${slug}`;
  return {
    route,
    menuRoute: `/${segments[0]}`,
    area,
    title,
    slug,
    featureDir: `src/features/${area}/${segments.join('/')}`,
    pageBase: segments[segments.length - 1]!,
    camel,
    pascal: pascalOf(slug),
    keyPrefix: `${camel}.`,
    catalogue,
    catalogueConst: camelOf(catalogue),
    apiPath: `/scrm/v1/${area}/${slug}`,
  };
}
