// Lint rules of the house (docs/conventions.md "Lint"): typescript-eslint, react-hooks,
// jsx-a11y, and import zones that keep imports one way: lib/ui/contract → features → app, no
// feature importing another, console and server apart.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// issue #12: the feature folders are the menu areas of contract/menu-codes.ts (plus the home
// page), read from that file so a new area cannot be forgotten here.
const MENU_AREAS_SOURCE = readFileSync(
  new URL('./contract/menu-codes.ts', import.meta.url),
  'utf8',
);
const FEATURE_AREAS = [
  'home',
  ...[
    ...(/MENU_AREAS = \[([^\]]*)\]/.exec(MENU_AREAS_SOURCE)?.[1] ?? '').matchAll(/'([a-z-]+)'/g),
  ].map((match) => match[1]),
];
if (FEATURE_AREAS.length < 9) throw new Error('eslint.config.js could not read MENU_AREAS');

// issue #12: file names are kebab-case (a local rule: no plugin needed for one check).
// issue #34: `${MEMBER_API}/points-change` and `MEMBER_API + '/…'` outside contract/.
const PREFIX_BUILT_MESSAGE =
  'A /scrm URL is written once, in its contract/ declaration (defineEndpoint): call it through the declaration, never build it from a prefix constant.';
const PREFIX_BUILT_URL = [
  {
    selector:
      "TemplateLiteral[quasis.0.value.raw=''][expressions.0.name=/_API$/]:not([expressions.0.name=/^SANDBOX_/])",
    message: PREFIX_BUILT_MESSAGE,
  },
  {
    selector: "BinaryExpression[operator='+'][left.name=/_API$/]:not([left.name=/^SANDBOX_/])",
    message: PREFIX_BUILT_MESSAGE,
  },
];

const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename);
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/.test(name)) {
          context.report({ node, message: `File name "${name}" is not kebab-case.` });
        }
      },
    };
  },
};

const featureIsolation = FEATURE_AREAS.map((area) => ({
  target: `./src/features/${area}`,
  from: './src/features',
  except: [`./${area}`],
  message:
    'A feature never imports another feature: move what they share to ui/, lib/ or contract/.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, house: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'house/kebab-case-files': 'error',
      // issue #12: one job a file; ~300 lines is where a file starts doing two.
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/lib', from: './src/ui', message: 'lib/ is below ui/.' },
            { target: './src/lib', from: './src/features', message: 'lib/ is below features/.' },
            { target: './src/lib', from: './src/app', message: 'lib/ is below app/.' },
            { target: './src/ui', from: './src/features', message: 'ui/ is below features/.' },
            { target: './src/lib', from: './src/data', message: 'lib/ is below data/.' },
            { target: './src/ui', from: './src/data', message: 'ui/ is below data/.' },
            { target: './src/data', from: './src/features', message: 'data/ is below features/.' },
            { target: './src/data', from: './src/app', message: 'data/ is below app/.' },
            { target: './src/ui', from: './src/app', message: 'ui/ is below app/.' },
            { target: './src/features', from: './src/app', message: 'features/ are below app/.' },
            { target: './contract', from: './src', message: 'contract/ stands alone.' },
            { target: './contract', from: './server', message: 'contract/ stands alone.' },
            { target: './src', from: './server', message: 'The console never imports the server.' },
            { target: './server', from: './src', message: 'The server never imports the console.' },
            { target: './sw', from: './src/app', message: 'The service worker stands alone.' },
            { target: './sw', from: './src/features', message: 'The service worker stands alone.' },
            ...featureIsolation,
          ],
        },
      ],
    },
  },
  {
    // Tests walk a whole flow; the ~300-line rule is for source files (issue #12).
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    // issue #34: a /scrm URL is written once, in its contract/ declaration; the console and the
    // server reach it through the declaration (callEndpoint, registerEndpoint), never by
    // building it from a prefix constant. (The sandbox shop's own API is not under /scrm.)
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'server/test-support/**',
      '**/*-test-kit.ts',
      '**/*.test-kit.ts',
      '**/*-test-support.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...PREFIX_BUILT_URL] },
  },
  {
    // issue #12: the api layer (src/lib, src/data, a feature's api/ folder) is the only place
    // that builds mutations, calls fetch or writes a /scrm/v1 URL; pages compose its hooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/**',
      'src/data/**',
      'src/login/**',
      // The offline queue's mutation hook is the api layer's own building block.
      'src/ui/offline/use-offline-mutation.ts',
      'src/features/*/*/api/**',
      'src/features/*/*/*/api/**',
      '**/*.test.{ts,tsx}',
      // Still build a mutation inside the component (to move into their api/ next, issue #12).
      'src/features/customer/customer-list/customer-fields.tsx',
      'src/features/customer/shared/endpoint-hooks.ts',
      'src/features/home/index/getting-started.tsx',
      'src/features/reach/marketing-msg/sms-api.ts',
      'src/features/reach/mass-send/api/mass-send-api.ts',
      'src/features/setting/authorize/mini-program-table.tsx',
      'src/features/setting/authorize/own-app-form.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Build mutations in the api layer (useEndpointMutation or the api/ folder).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only the one API client (src/lib/http) calls fetch.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/scrm\\/v1/]',
          message: 'Declare the endpoint in contract/ (defineEndpoint); no /scrm/v1 URL here.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/scrm\\/v1/]',
          message: 'Declare the endpoint in contract/ (defineEndpoint); no /scrm/v1 URL here.',
        },
        ...PREFIX_BUILT_URL,
      ],
    },
  },
  {
    // Message catalogues are data, not code with jobs: the ~300-line rule is for code.
    files: ['src/lib/i18n/messages/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
