// Lint: TypeScript rules plus the architecture's boundaries — client and server never import
// each other (shared/ is the only common ground), and outbound HTTP goes through the one
// SSRF-safe fetcher, never a raw fetch.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noRawFetch = {
  selector: "CallExpression[callee.name='fetch']",
  message: 'Outbound HTTP goes through src/server/lib/safe-fetch.ts (SSRF-safe).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['scripts/**', 'tests/e2e/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The client must not import server code; share through src/shared.' }],
          paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: 'Use useT() from src/client/platform/useT.ts: useTranslation copies the i18n object on every server render.' }],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server must not import client code; share through src/shared.' }] }],
      'no-restricted-syntax': ['error', noRawFetch],
    },
  },
  {
    files: ['src/server/lib/safe-fetch.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '**/server/**'], message: 'shared/ runs on both sides and imports neither.' }] }],
    },
  },
);
