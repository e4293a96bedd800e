// What the platform and setting routes share (issue #6): the route deps, the authorization
// side of the messaging platform (the sandbox by default) and the data folder for uploads.
import type { AppConfig, RouteDeps } from '../../http/app-deps';
import { createPlatformAdapter } from '../../platform/adapter';
import type { AuthPlatform, DirectoryCounter } from '../../platform/sandbox/auth-platform';
import { createSandboxAuthPlatform } from '../../platform/sandbox/auth-sandbox';

export interface PlatformServices extends RouteDeps {
  readonly auth: AuthPlatform;
  /** DATA_DIR: uploads and the upload secret live here. */
  readonly dataDir: string;
}

/** DATA_DIR of the running server: uploads and the upload signing secret live there. */
export function platformDataDir(config: AppConfig): string {
  return config.dataDir;
}

/** The platform's directory, counted: the visible range of an authorized app. */
function directoryCounter(deps: RouteDeps): DirectoryCounter {
  const adapter = createPlatformAdapter(deps.db);
  return async (tenantId) => {
    const [departments, employees] = await Promise.all([
      adapter.listDepartments(tenantId),
      adapter.listEmployees(tenantId),
    ]);
    return { departmentCount: departments.length, userCount: employees.length };
  };
}

const cache = new WeakMap<RouteDeps, PlatformServices>();

export function platformServices(deps: RouteDeps): PlatformServices {
  let services = cache.get(deps);
  if (!services) {
    services = {
      ...deps,
      auth: createSandboxAuthPlatform(deps.db, directoryCounter(deps)),
      dataDir: platformDataDir(deps.config),
    };
    cache.set(deps, services);
  }
  return services;
}
