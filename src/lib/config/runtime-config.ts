// docs/conventions.md: console-side settings are read at run time from the server, so one build
// serves any deployment. Never precached.

export type HistoryMode = 'browser' | 'hash' | 'memory';

export interface RuntimeConfig {
  loginHost: string;
  siderHost: string;
  h5Host: string;
  historyMode: HistoryMode;
  basePath: string;
  buildVersion: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  loginHost: '',
  siderHost: '',
  h5Host: '',
  historyMode: 'browser',
  basePath: '/',
  buildVersion: 'dev',
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

function isHistoryMode(value: unknown): value is HistoryMode {
  return value === 'browser' || value === 'hash' || value === 'memory';
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: keyof RuntimeConfig): string | undefined =>
    typeof source[key] === 'string' ? source[key] : undefined;
  return {
    loginHost: text('loginHost') ?? DEFAULT_RUNTIME_CONFIG.loginHost,
    siderHost: text('siderHost') ?? DEFAULT_RUNTIME_CONFIG.siderHost,
    h5Host: text('h5Host') ?? DEFAULT_RUNTIME_CONFIG.h5Host,
    historyMode: isHistoryMode(source.historyMode)
      ? source.historyMode
      : DEFAULT_RUNTIME_CONFIG.historyMode,
    basePath: text('basePath') ?? DEFAULT_RUNTIME_CONFIG.basePath,
    buildVersion: text('buildVersion') ?? DEFAULT_RUNTIME_CONFIG.buildVersion,
  };
}

/** Loads /config.json; on failure keeps the defaults (this server is the login host). */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) setRuntimeConfig(parseRuntimeConfig(await response.json()));
  } catch {
    // offline start: the defaults still reach this server's login page
  }
  return current;
}
