import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveBuildVersion } from './build-version';
import { loadOrCreateJwtSecret } from './jwt-secret';
import { findProjectRoot } from './project-root';
import { isPostgresUrl, loadConfig } from './server-config';

describe('server config', () => {
  it('has the documented defaults', () => {
    const root = findProjectRoot();
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(root, 'data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      buildVersion: undefined,
      loginHost: '',
      siderHost: '',
      h5Host: '',
      allowedRedirectOrigins: [],
      staticDir: join(root, 'dist/client'),
      historyMode: 'browser',
      basePath: '/',
      trustProxy: false,
      maxInFlight: undefined,
      demo: true,
      logLevel: 'info',
      metricsToken: undefined,
      metricsPort: undefined,
    });
  });

  it('DEMO defaults to true on the embedded database and to false whenever DATABASE_URL is set', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
    expect(() => loadConfig({ DEMO: 'maybe' })).toThrow(/DEMO/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads overrides and normalises redirect origins', () => {
    const config = loadConfig({
      PORT: '9000',
      ALLOWED_REDIRECT_ORIGINS: 'https://a.example.com/, http://b.example.com:8080',
      HISTORY_MODE: 'hash',
      LOGIN_HOST: 'https://login.example.com/',
    });
    expect(config.port).toBe(9000);
    expect(config.allowedRedirectOrigins).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
    expect(config.historyMode).toBe('hash');
    expect(config.loginHost).toBe('https://login.example.com');
    expect(() => loadConfig({ HISTORY_MODE: 'tree' })).toThrow(/HISTORY_MODE/);
  });

  it('uses PostgreSQL only for postgres:// URLs', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true);
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true);
    expect(isPostgresUrl('file:./x')).toBe(false);
    expect(isPostgresUrl(undefined)).toBe(false);
  });

  it('finds the project root by walking up to package.json', () => {
    expect(statSync(join(findProjectRoot(), 'package.json')).isFile()).toBe(true);
  });

  it('generates JWT_SECRET into DATA_DIR with mode 0600 and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrm-secret-'));
    const secret = loadOrCreateJwtSecret(dir, undefined);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dir, undefined)).toBe(secret);
    expect(loadOrCreateJwtSecret(dir, 'from-env')).toBe('from-env');
  });

  it('takes BUILD_VERSION from env, else build-version.txt, else dev', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrm-build-'));
    expect(resolveBuildVersion('env-v', dir)).toBe('env-v');
    expect(resolveBuildVersion(undefined, dir)).toBe('dev');
  });
});
