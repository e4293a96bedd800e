// Lint rules of the house (DEVELOPERS.md): typescript-eslint, react-hooks, jsx-a11y, and
// import zones that keep imports one way: lib/ui/contract → features → app, no feature
// importing another, console and server apart.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURE_AREAS = [
  'platform',
  'acquiring',
  'reach',
  'marketing',
  'customers',
  'materials',
  'statistics',
  'company',
  'settings',
  'member',
  'superform',
];

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
    plugins: { 'import-x': importX },
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
      'import-x/no-cycle': 'off',
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
