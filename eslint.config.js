// Lint: TypeScript rules plus the architecture's boundaries — client and server never import
// each other (shared/ is the only common ground), client features meet only through their
// index.ts, the client's JSON calls go through their declarations, outbound HTTP goes
// through the one SSRF-safe fetcher, never a raw fetch, and comments name no tracker codes.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const clientRoot = path.join(import.meta.dirname, 'src', 'client');

/** `features/posts/PostMenu.tsx` → { layer: 'features', feature: 'posts', rest: 'PostMenu.tsx' }. */
function clientPlace(file) {
  const [layer, feature, ...rest] = path.relative(clientRoot, file).split(path.sep);
  return { layer, feature, rest: rest.join('/') };
}

/**
 * The client's layers, checked on resolved paths so `../auth/x.tsx` from a sibling feature is
 * caught as surely as `../../features/auth/x.tsx`: a feature is entered only through its
 * index.ts, and ui/ and platform/ (below every feature) import neither features nor the shell.
 */
const clientLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      featureInside: "Import features/{{feature}} through its index.ts, not '{{source}}'.",
      layerUp: '{{layer}}/ sits below features and the shell; it must not import {{target}}/.',
    },
  },
  create(context) {
    const from = clientPlace(context.filename);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = clientPlace(path.resolve(path.dirname(context.filename), source));
      if ((from.layer === 'ui' || from.layer === 'platform') && (target.layer === 'features' || target.layer === 'shell')) {
        context.report({ node: node.source, messageId: 'layerUp', data: { layer: from.layer, target: target.layer } });
      }
      const sameFeature = from.layer === 'features' && from.feature === target.feature;
      if (target.layer === 'features' && !sameFeature && !['', 'index.ts'].includes(target.rest)) {
        context.report({ node: node.source, messageId: 'featureInside', data: { feature: target.feature, source } });
      }
    }
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * Comments say why, in words that stay true: a roadmap or issue number means
 * nothing to a reader once the issue is closed. Product names that look alike (S3, Cloudflare
 * R2) are not codes.
 */
const ROADMAP_CODE = /\b(?:P\d{1,2}|C1|Q[12]|S[12]|R1|A2|T2|X1|B[12])\b|\bissue (?:\d+|[A-Z]\d)\b/;

const noRoadmapCodes = {
  meta: { type: 'suggestion', schema: [], messages: { code: 'Comments explain why in plain words; "{{code}}" is a tracker code that goes stale.' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = comment.value.match(ROADMAP_CODE);
          if (found) context.report({ loc: comment.loc, messageId: 'code', data: { code: found[0] } });
        }
      },
    };
  },
};

/** Answers are typed by their declaration (shared/api), never named at the call site. */
const undeclaredCall = {
  selector: "CallExpression[callee.object.name='http'][callee.property.name=/^(get|post|delete)$/]",
  message: 'Declare the call in src/shared/api and send it with api() from platform/api.ts, which types its answer.',
};

const noRawFetch = {
  selector: "CallExpression[callee.name='fetch']",
  message: 'Outbound HTTP goes through src/server/lib/safe-fetch.ts (SSRF-safe).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { comments: { rules: { 'no-roadmap-codes': noRoadmapCodes } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'comments/no-roadmap-codes': 'error',
    },
  },
  {
    files: ['scripts/**', 'tests/e2e/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/client/**'],
    plugins: { pero: { rules: { 'client-layers': clientLayers } } },
    rules: {
      'pero/client-layers': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The client must not import server code; share through src/shared.' }],
          paths: [
            { name: 'react-i18next', importNames: ['useTranslation'], message: 'Use useT() from src/client/platform/useT.ts: useTranslation copies the i18n object on every server render.' },
            { name: '@inertiajs/react', importNames: ['Link'], message: "Use Link from src/client/ui/Link.tsx: Inertia's Link runs a dozen hooks on every server render." },
          ],
        },
      ],
      'no-restricted-syntax': ['error', undeclaredCall],
    },
  },
  {
    files: ['src/client/platform/**'],
    rules: { 'no-restricted-syntax': 'off' },
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
