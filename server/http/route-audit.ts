// issue #12 default deny: every /scrm/ route says who may call it. Routes behind the guard
// carry a declared permission (`config.access`, from a contract declaration through
// registerEndpoint, issue #34); a route there without one is refused when it is registered,
// so the app does not start. Public routes declare `access: publicAccess`. The route list is kept
// so a test can walk every registered route (server/http/route-audit.test.ts).
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { EndpointPermission } from '../../contract/endpoint';
import { publicAccess } from '../../contract/endpoint';

export interface AuditedRoute {
  readonly method: string;
  readonly url: string;
  readonly access?: EndpointPermission;
}

const AUDITS = new WeakMap<FastifyInstance, RouteOptions[]>();

function methodsOf(route: RouteOptions): string {
  return [route.method].flat().join(',');
}

/** Records every /scrm/ route registered on `app` or any scope inside it. */
export function recordScrmRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  AUDITS.set(app, routes);
  // Kept by reference: a scope's own onRoute hook (declarePublicRoutes) runs after this one.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/scrm/')) routes.push(route);
  });
}

/** The /scrm/ routes recorded by recordScrmRoutes. */
export function scrmRoutesOf(app: FastifyInstance): readonly AuditedRoute[] {
  return (AUDITS.get(app) ?? []).map((route) => ({
    method: methodsOf(route),
    url: route.url,
    access: route.config?.access,
  }));
}

/** The scope of routes that need no token (sign-in, public pages): they declare so. */
export function declarePublicRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? publicAccess };
  });
}

/** Whether the route declares who may call it. */
export function declaresPermission(route: Pick<AuditedRoute, 'access'>): boolean {
  return route.access !== undefined;
}

/** In the guarded scope: a route registered without a permission stops the app starting. */
export function refuseUndeclaredRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (route.method === 'HEAD' || declaresPermission(config)) return;
    throw new Error(`${methodsOf(route)} ${route.url} declares no permission (issue #12)`);
  });
}

/** Route options declaring `permission` for a route not (yet) registered from a declaration. */
export function routeAccess(permission: EndpointPermission) {
  return { config: { access: permission } };
}
