import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import local from './eslint/boundaries.js';

/**
 * Flat config. Import boundaries (conventions.md): machines/ import only xstate; src never imports
 * server/; and, checked on resolved paths by eslint/boundaries.js, ui/ lib/ data/ never import
 * features, routes or app, features never import routes or each other, and only src/lib/supabase
 * imports @supabase/*. No import circles anywhere in the app, machines, backend or build scripts
 * (issue 35: `import-x/no-cycle`, type-only imports included — a circle of types is still a knot).
 */
export default tseslint.config(
  {
    // Every build output folder, not only `dist` (issue 11: a stray `dist-sm/` made lint take 72 s):
    // `vite build --outDir dist-…`, `build/`, `out/`, coverage and Vite's caches.
    ignores: [
      'dist',
      'dist-*/**',
      '*-dist/**',
      'build/**',
      'out/**',
      'coverage/**',
      '**/.vite/**',
      'node_modules',
      '.data',
      '.test-data',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'docs/machines/**/*.svg',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright fixtures: `({}, use) => …` is the documented shape, and `use` is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate($|/)|\\./|\\.\\./shared/|\\./shared/).*',
              message: 'machines/ are pure statecharts: import only xstate and machines/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)server/', message: 'The browser bundle never imports the backend.' },
            // Issue 35: the build machinery (build-steps/: Vite plugins, prerender, critical CSS, the service
            // worker's set-up, diagrams) and the tools (scripts/: benches, budgets, the test runner) read
            // the app's facts from the modules that own them; the app never reads them back.
            {
              regex: '(^|/)build-steps/',
              message: 'The app never imports the build machinery (build-steps/).',
            },
            { regex: '(^|/)scripts/', message: 'The app never imports the tools (scripts/).' },
          ],
        },
      ],
    },
  },
  {
    // Issue 35: the build stands on the app, the tools on both: the build never imports a tool.
    files: ['build-steps/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)scripts/', message: 'The build never imports the tools (scripts/).' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/boundaries': 'error', 'local/module-state': 'error' },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'machines/**/*.ts',
      'server/**/*.ts',
      'build-steps/**/*.{ts,mjs}',
      'scripts/**/*.{ts,mjs}',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
