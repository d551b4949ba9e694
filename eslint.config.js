// ESLint 10 flat config: typescript-eslint and react-hooks over every source folder.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import local from './scripts/eslintNoImportCycles.mjs';

const UP_A_FOLDER = { group: ['../*', '..'], message: "Import from the root ('@/folder/module'), not up a folder." };
// react-admin re-exports ra-core's hooks; useTranslate is imported from the package that defines it.
const USE_TRANSLATE = {
  name: 'react-admin',
  importNames: ['useTranslate'],
  message: "useTranslate comes from 'ra-core'.",
};
const MONEY_MESSAGE = 'Format money with useFormat() (src/console/format.tsx).';

export default defineConfig(
  {
    ignores: ['dist/', 'node_modules/', '.sandbox/', 'test-results/', 'playwright-report/', 'tests/bench/stock/dist/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles between the project's modules, lazy `import()` included (scripts/importCycles.mjs).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/no-import-cycles': 'error' },
  },
  {
    // One import style: a module's own folder is `./`, anything else is `@/` from the repository's root (tsconfig.json's
    // `paths`, which Vite, Vitest, tsx and Playwright read too): no `../../../` to count.
    files: [
      'src/**/*.{ts,tsx}',
      'resources/**/*.{ts,tsx}',
      'providers/**/*.{ts,tsx}',
      'sandbox/**/*.ts',
      'tests/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [UP_A_FOLDER], paths: [USE_TRANSLATE] }] },
  },
  {
    // The lowest floor (issue 45): providers/ speaks the API and knows neither the console nor the collections; the app
    // hands it the registry, the catalogues and its routes when the admin starts.
    files: ['providers/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            UP_A_FOLDER,
            {
              group: ['@/src', '@/src/*', '@/resources', '@/resources/*'],
              message: 'providers/ imports nothing of src/ or resources/.',
            },
          ],
          paths: [USE_TRANSLATE],
        },
      ],
    },
  },
  {
    // One money formatter (issue 34): product code formats amounts with useFormat().money, read from the console's one
    // FormatProvider; the pure formatMoney is the implementation behind it (and its unit tests'), nobody else's.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['src/console/format.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [UP_A_FOLDER, { group: ['**/formatMoney', './formatMoney'], message: MONEY_MESSAGE }],
          paths: [USE_TRANSLATE],
        },
      ],
    },
  },
  {
    // The shipped app reports through the UI and Sentry; only real errors may reach the console.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'providers/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['error'] }] },
  },
  {
    files: ['sandbox/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // One JSON body reader (sandbox/validation.ts), so that a malformed body is always a 400, never a 500.
    files: ['sandbox/**/*.ts'],
    ignores: ['sandbox/validation.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.property.name='req'][property.name=/^(json|text|arrayBuffer|blob)$/]",
          message: 'Read request bodies with readJson / readJsonValue of sandbox/validation.ts.',
        },
      ],
    },
  },
);
