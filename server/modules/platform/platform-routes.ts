// issue #6: every /scrm/v1/platform call of spec §7 (plus uploads and mini programs). The
// guarded ones register inside the auth scope; the upload host and the sandbox consent page
// are public (the signed policy and the consent state are their proofs).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/app-deps';
import { registerConsentPage } from '../../platform/sandbox/auth-consent-page';
import { registerAppStateRoutes } from './app-state/app-state-routes';
import { registerGrantRoutes } from '../setting/authorize/grant-routes';
import { registerLicenseRoutes } from '../setting/authorize/license-routes';
import { registerOwnAppRoutes } from '../setting/authorize/own-app-routes';
import { registerTestConnectionRoute } from '../setting/authorize/test-connection-route';
import { registerMiniProgramRoutes } from '../setting/authorize/mini-program/mini-program-routes';
import { registerNoticeRoutes } from './notices/notice-routes';
import { platformServices } from './platform-services';
import { registerUploadHost, registerUploadSignRoute } from './upload/upload-routes';

/** Behind the auth guard. */
export function registerPlatformRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const services = platformServices(deps);
  registerAppStateRoutes(scope, services);
  registerNoticeRoutes(scope, services);
  registerOwnAppRoutes(scope, services);
  registerTestConnectionRoute(scope, services);
  registerGrantRoutes(scope, services);
  registerLicenseRoutes(scope, services);
  registerMiniProgramRoutes(scope, services);
  registerUploadSignRoute(scope, services);
}

/** Outside the guard: the upload host, the uploaded files, the sandbox consent page. */
export async function registerPlatformPublicRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
): Promise<void> {
  const services = platformServices(deps);
  await registerUploadHost(app, services);
  await registerConsentPage(app, services);
}
