// spec §4 version probe + docs/conventions.md "Console-side settings are read at run time": both are
// never cached anywhere (docs/stack.md "PWA").
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../app-deps';

export interface RuntimeConfig {
  readonly loginHost: string;
  readonly siderHost: string;
  readonly h5Host: string;
  readonly historyMode: AppConfig['historyMode'];
  readonly basePath: string;
  readonly buildVersion: string;
}

export function registerShellRoutes(
  app: FastifyInstance,
  config: AppConfig,
  buildVersion: string,
): void {
  app.get('/_reload_/_probe_', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
    return buildVersion;
  });

  const runtimeConfig: RuntimeConfig = {
    loginHost: config.loginHost,
    siderHost: config.siderHost,
    h5Host: config.h5Host,
    historyMode: config.historyMode,
    basePath: config.basePath,
    buildVersion,
  };
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeConfig;
  });
}
