// Type-aware linting needs TypeScript's JavaScript API, which TypeScript 7 (the native
// compiler) no longer ships; the workspace pins typescript ~5.9 for that reason.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginLingui from 'eslint-plugin-lingui';

const dirs = (path) =>
  fs
    .readdirSync(path, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * The architecture as import rules, so a wrong import fails `npm run lint`:
 * - a server module is used by the rest of the server only through its public face,
 *   `modules/<name>/index.ts`; its repositories and helpers stay its own;
 * - a web feature never imports another feature; what two features share lives in
 *   `components/` or `lib/`, which import no feature and not the app shell.
 * The zones are built from the folders, so a new module or feature is covered at once.
 */
const serverModules = dirs('apps/server/src/modules');
const serverZones = serverModules.map((name) => ({
  target: ['./apps/server/src/!(modules)/**/*', './apps/server/src/*.ts'],
  from: `./apps/server/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Import the ${name} module through its public face, modules/${name}/index.ts.`,
}));
const moduleZones = serverModules.map((name) => ({
  target: `./apps/server/src/modules/!(${name})/**/*`,
  from: `./apps/server/src/modules/${name}`,
  except: ['./index.ts'],
  message: `Another module may use ${name} only through modules/${name}/index.ts.`,
}));
const webFeatures = dirs('apps/web/src/features');
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/!(${name})/**/*`,
  from: `./apps/web/src/features/${name}`,
  message: 'Features do not import each other: move what both need to components/ or lib/.',
}));
/**
 * Shared server code sits below the modules and never imports one: the database layer, HTTP,
 * the ledger, scheduling, settings, the event bus and the rest. Only the composition roots
 * (app.ts, main.ts, subscribers.ts, jobs/, cli/, demo/) put modules together.
 */
const SHARED_SERVER = [
  'audit',
  'db',
  'events',
  'http',
  'i18n',
  'identity',
  'images',
  'ledger',
  'lib',
  'messaging',
  'outbound',
  'programme-texts',
  'scheduling',
  'settings',
];
const belowModulesZones = [
  {
    target: SHARED_SERVER.map((d) => `./apps/server/src/${d}`),
    from: './apps/server/src/modules',
    message: 'Shared server code may not depend on a module: move what both need below the modules.',
  },
];

const sharedWebZones = [
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared web code may not depend on a feature or on the app shell.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'A feature may not import the app shell; pass what it needs down or move it to lib/.',
  },
];

/**
 * What the server says to a person is a catalogued descriptor (`/*i18n*\/ { id, message }`,
 * docs/translations-server.md), never a literal: a string or template thrown as a refusal would
 * be English in every language. Refused as the message of badRequest, conflict, notFound,
 * forbidden and unauthorized, and of `new HttpError(status, message)`.
 */
const LITERAL = '/^(Literal|TemplateLiteral)$/';
const SAID_AS_DESCRIPTOR = [
  {
    selector: `CallExpression[callee.name=/^(badRequest|conflict|notFound|forbidden|unauthorized)$/][arguments.0.type=${LITERAL}]`,
    message: 'Throw a descriptor (apps/server/src/i18n/texts/, withValues for values), not English text.',
  },
  {
    selector: `NewExpression[callee.name='HttpError'][arguments.1.type=${LITERAL}]`,
    message: 'Throw a descriptor (apps/server/src/i18n/texts/, withValues for values), not English text.',
  },
];
/** On the request path an object literal that spreads and then adds keys takes V8's slow path. */
/** A module's own code never imports upward into the composition roots that assemble the server. */
const NO_COMPOSITION_IMPORT = {
  regex: '^(\\.\\./)+(jobs|cli|demo)/|^(\\.\\./)+(app|main|subscribers)\\.js$',
  message: 'A module does not import the server’s composition (app, main, subscribers, jobs, cli, demo).',
};
/**
 * The channels that tell people or other systems about a cause: the bell with its e-mail and
 * push, Web Push, Slack and Teams posts, webhooks. A cause emits one domain event
 * (apps/server/src/events/) and each channel subscribes from its own module, so no other module
 * imports one: adding a channel touches no producer.
 */
const CHANNEL_MODULES = ['notifications', 'push', 'chat', 'integrations'];
const NO_CHANNEL_IMPORT = {
  regex: `^(\\.\\./)+(${CHANNEL_MODULES.join('|')})/`,
  message:
    'Emit a domain event (events/bus.ts) instead: channels subscribe to causes, causes do not call them.',
};
const NO_KEYS_AFTER_SPREAD = {
  selector: 'ObjectExpression > SpreadElement ~ Property',
  message:
    'On the request path, write the object out in full: keys added after a spread take V8’s slow path.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Builds kept to compare with npm run bench:ab.
      'apps/server/dist-*/**',
      '**/node_modules/**',
      'data/**',
      'bench/results/**',
      '.tmp/**',
      // Deliberate violations that scripts/lint-rules.test.ts lints to prove the rules bite.
      'scripts/lint-fixtures/**',
      // Compiled message catalogues: lingui compile writes them from the PO files.
      'packages/contract/src/locales/*.ts',
      'apps/server/src/i18n/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'scripts/tsconfig.json'],
        },
      },
    },
    rules: {
      // Import cycles are found by scripts/check-cycles.ts (npm run lint:cycles) in seconds;
      // import/no-cycle walked the graph again from every file, nearly all of the lint's time.
      'import/no-restricted-paths': [
        'error',
        { zones: [...serverZones, ...moduleZones, ...belowModulesZones, ...featureZones, ...sharedWebZones] },
      ],
    },
  },
  {
    // The server's refusals are said in the caller's language (SAID_AS_DESCRIPTOR above).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testing.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SAID_AS_DESCRIPTOR] },
  },
  {
    // Code every request runs (the database layer, HTTP, the send and what it notifies): an object
    // literal that spreads and then adds keys takes V8's slow path, which shows on the busiest
    // paths (docs/decisions/034-objects-written-in-full.md), so these write their objects out in
    // full.
    files: [
      'apps/server/src/db/**/*.ts',
      'apps/server/src/http/**/*.ts',
      'apps/server/src/messaging/**/*.ts',
      'apps/server/src/modules/recognition/**/*.ts',
      'apps/server/src/modules/notifications/**/*.ts',
      'apps/server/src/events/**/*.ts',
      'apps/server/src/modules/chat/posts.ts',
      'apps/server/src/modules/integrations/webhooks/domain-events.ts',
      'apps/server/src/modules/integrations/webhooks/events.ts',
    ],
    ignores: ['**/*.test.ts'],
    // One no-restricted-syntax per file: this block's replaces the server's, so it says both.
    rules: { 'no-restricted-syntax': ['error', NO_KEYS_AFTER_SPREAD, ...SAID_AS_DESCRIPTOR] },
  },
  {
    // A module's own code never imports upward into the composition roots that assemble the
    // server (tests may: they start the whole app).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testing.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_COMPOSITION_IMPORT] }] },
  },
  {
    // Nor, outside the channel modules, a channel (NO_CHANNEL_IMPORT above). One
    // no-restricted-imports per file: this block's replaces the one above, so it says both.
    files: [`apps/server/src/modules/!(${CHANNEL_MODULES.join('|')})/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.testing.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_COMPOSITION_IMPORT, NO_CHANNEL_IMPORT] }] },
  },
  {
    // What a screen shows is in the reader's language: the contract's en-GB tables are for the
    // server and tests; a screen says the descriptors (lib/i18n/contract-texts.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/contract',
              importNames: [
                'MESSAGES',
                'SHOP_MESSAGES',
                'ROLE_MESSAGES',
                'COMMUNITY_MESSAGES',
                'SECRETS_MESSAGES',
                'SELECT_MEMBERS_MESSAGES',
                'ORDER_STATUS_DESC',
                'ECARD_BANNER_LABELS',
                'NOTIFICATION_KIND_LABELS',
                'REACTION_LABELS',
                'SEND_QUOTA_LABELS',
                'REVIEW_CARD_ONLY_LABEL',
                'canAddSelection',
                'english',
              ],
              message: 'English only: show the *_TEXTS descriptor with sayText (lib/i18n/contract-texts.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Interface text goes through the catalogues: a sentence or label written as a plain string
    // in a screen is English in every language. Single words and technical strings (class
    // names, media queries, CSS, keys) are not interface text; a proper noun or a file format
    // says so where it is written.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/service-worker/sw.ts'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^\\S+$', '^[^A-Za-z]*$', 'rgba?\\(', '\\d(px|em|rem)\\b', '^\\(', '; path=/'],
          ignoreNames: [
            { regex: { pattern: 'className|style|cssText', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'message',
            'd',
            'cookie',
          ],
          ignoreFunctions: ['Error', 'console.*', 'useMediaQuery', 'formatUtc', '*.matchMedia', '*.replace'],
        },
      ],
    },
  },
  {
    // A screen reads and writes through its feature's api.ts (query factories and mutation
    // hooks that own their cache invalidation), so what a write refreshes is said in one place.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^callApi/]',
          message: 'Call the server from the feature’s api.ts (a query factory or a mutation hook).',
        },
        {
          selector: 'CallExpression[callee.property.name="invalidateQueries"]',
          message: 'A mutation hook in the feature’s api.ts invalidates what its write changes.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
