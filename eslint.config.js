// Lint: TypeScript rules plus the architecture's boundaries — client and server never import
// each other (shared/ is the only common ground), features on both sides meet only through their
// index.ts, the server's lower layers import no feature, the client's JSON calls go through their
// declarations, outbound HTTP goes through the one SSRF-safe fetcher, never a raw fetch, transactions
// open through inTransaction, and comments name no tracker codes. Import cycles are caught by
// scripts/check-cycles.mjs.
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

const serverRoot = path.join(import.meta.dirname, 'src', 'server');

/** `features/posts/posts.policy.ts` → { layer: 'features', feature: 'posts', rest: 'posts.policy.ts' }. */
function serverPlace(file) {
  const [layer, feature, ...rest] = path.relative(serverRoot, file).split(path.sep);
  return { layer, feature, rest: rest.join('/') };
}

const TEST_FILE = /\.test\.tsx?$/;

/** The folders below the features: what every feature builds on, so none of them may know a feature. */
const SERVER_LOWER_LAYERS = new Set(['kernel', 'db', 'lib', 'platform', 'plugins', 'hydration', 'realtime', 'pipeline']);

/**
 * The server's layers, on resolved paths like the client's: the folders in SERVER_LOWER_LAYERS
 * import no feature, and a feature enters another only through its index.ts. app.ts, main.ts,
 * maintenance.ts, cli/ and seed/ stand above the features and wire them together, so they may
 * import any feature file.
 */
const serverLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      featureInside: "Import features/{{feature}} through its index.ts, not '{{source}}'.",
      layerUp: '{{layer}}/ sits below the features; it must not import features/ (move the shared piece down, e.g. into kernel/).',
    },
  },
  create(context) {
    const fromPath = path.relative(serverRoot, context.filename).split(path.sep).join('/');
    const from = serverPlace(context.filename);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetFile = path.resolve(path.dirname(context.filename), source);
      const target = serverPlace(targetFile);
      if (target.layer !== 'features') return;
      // A lower layer's test stands above what it tests: it may build on features, as they build on each other.
      const lowerTest = SERVER_LOWER_LAYERS.has(from.layer) && TEST_FILE.test(fromPath);
      const sameFeature = from.layer === 'features' && from.feature === target.feature;
      if (SERVER_LOWER_LAYERS.has(from.layer) && !lowerTest) {
        context.report({ node: node.source, messageId: 'layerUp', data: { layer: from.layer } });
      } else if ((from.layer === 'features' || lowerTest) && !sameFeature && target.rest !== 'index.ts') {
        context.report({ node: node.source, messageId: 'featureInside', data: { feature: target.feature, source } });
      }
    }
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const pero = { rules: { 'client-layers': clientLayers, 'server-layers': serverLayers } };

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

/**
 * A transaction is opened through inTransaction (db/client.ts), which hands its callback a Db, so
 * commands written against Db run inside it; the cast it needs is made there once.
 */
const transactionIdiom = [
  {
    selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword'][typeAnnotation.typeName.name='Db']",
    message: 'Open the transaction with inTransaction(db, async (tx) => …) from src/server/db/client.ts; its callback already gets a Db.',
  },
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'Open transactions with inTransaction(db, async (tx) => …) from src/server/db/client.ts, which hands the callback a Db.',
  },
];

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
    plugins: { pero },
    rules: {
      'pero/client-layers': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The client must not import server code; share through src/shared.' }],
          paths: [
            { name: '@inertiajs/react', importNames: ['Link'], message: "Use Link from src/client/ui/Link.tsx: Inertia's Link runs a dozen hooks on every server render." },
            { name: 'lucide-react', allowTypeImports: true, message: "Use the icons of src/client/ui/icons.ts: lucide-react's component rebuilds an icon's attributes on every render." },
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
    plugins: { pero },
    rules: {
      'pero/server-layers': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server must not import client code; share through src/shared.' }] }],
      'no-restricted-syntax': ['error', noRawFetch, ...transactionIdiom],
    },
  },
  {
    files: ['src/server/lib/safe-fetch.ts'],
    rules: { 'no-restricted-syntax': ['error', ...transactionIdiom] },
  },
  {
    files: ['src/server/db/client.ts', 'src/server/db/pg-pool.ts'],
    rules: { 'no-restricted-syntax': ['error', noRawFetch] },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...transactionIdiom] },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '**/server/**'], message: 'shared/ runs on both sides and imports neither.' }] }],
    },
  },
);
