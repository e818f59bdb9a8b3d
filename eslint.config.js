import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Flat config. Import boundaries (conventions.md): machines/ import only xstate; src never imports
 * server/; ui/ and lib/ never import features or routes; features never import routes or each other.
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
        { patterns: [{ regex: '(^|/)server/', message: 'The browser bundle never imports the backend.' }] },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|routes|app)/',
              message: 'ui/, lib/ and data/ sit below features and routes: imports flow one way.',
            },
            { regex: '(^|/)server/', message: 'The browser bundle never imports the backend.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)routes/', message: 'Features never import routes: routes compose features.' },
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'Features never import each other: share through ui/, lib/ or machines/, or meet in routes.',
            },
            { regex: '(^|/)server/', message: 'The browser bundle never imports the backend.' },
          ],
        },
      ],
    },
  },
);
