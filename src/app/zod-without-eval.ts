// Lighthouse's best-practices audit `inspector-issues` (tests/e2e/best-practices.spec.ts): zod 4
// probes `new Function('')` the first time it builds an object schema, to compile a faster
// parser. The console's CSP (`script-src 'self'`, server/http/security-headers.ts) refuses it:
// zod catches the refusal, but Chrome reports a Content Security Policy issue on every page
// load. zod's `jitless` setting skips the probe (and the compiled parser the CSP forbids
// anyway). It is zod's shared configuration object, `globalThis.__zod_globalConfig`, which
// `z.config()` writes; set here without importing zod, which stays out of the initial JS, and
// before any chunk that builds a schema evaluates (imported first by src/main.tsx).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
