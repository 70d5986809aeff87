import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// What the import rules resolve an import to, and read.
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

// The one-way flow of the layers (README "Layout"): common -> web, common -> functions; never back, never across.
const layerZones = [
  {
    target: './common',
    from: ['./web', './functions', './scripts'],
    message: 'common is shared by both sides and imports neither.',
  },
  {
    target: './web',
    from: ['./functions'],
    message: 'web and functions never import each other.',
  },
  {
    // The web app's tests may use the tooling's fixtures (the demo content, generated Word files).
    target: './web/src',
    from: ['./scripts'],
    message: 'The web app never imports the tooling.',
  },
  {
    target: './functions/src',
    from: ['./web', './scripts'],
    message: 'web and functions never import each other.',
  },
];

// The functions' layers, each importing only those below it (README "Layout"): the entry
// (index.ts, jobs.ts) → the apps (app.ts with api/, and site/) → oai/ → reads/ and http/ →
// services/ → markup/ and config.ts. The `site` function reads through reads/, never the API.
const fn = (path) => `./functions/src/${path}`;
const functionLayerZones = [
  {
    target: fn('site'),
    from: [fn('api'), fn('app.ts'), fn('index.ts'), fn('jobs.ts')],
    message: 'The site reads through functions/src/reads; it never imports the API app or its routers.',
  },
  {
    target: fn('api'),
    from: [fn('site'), fn('index.ts'), fn('jobs.ts')],
    message: 'The API never imports the site: what both serve lives in a layer below them (oai/, reads/).',
  },
  {
    target: fn('oai'),
    from: [fn('api'), fn('site'), fn('app.ts'), fn('index.ts'), fn('jobs.ts')],
    message: 'OAI-PMH is mounted by the API and the site; it imports neither.',
  },
  {
    target: fn('reads'),
    from: [fn('api'), fn('site'), fn('oai'), fn('http'), fn('app.ts'), fn('index.ts'), fn('jobs.ts')],
    message:
      'Reads are called by routers and the page renderer; they know nothing of HTTP or of their callers.',
  },
  {
    target: fn('http'),
    from: [fn('api'), fn('site'), fn('oai'), fn('reads'), fn('app.ts'), fn('index.ts'), fn('jobs.ts')],
    message: 'http/ holds what every app shares; it imports no app.',
  },
  {
    target: fn('services'),
    from: [fn('api'), fn('site'), fn('oai'), fn('reads'), fn('app.ts'), fn('index.ts'), fn('jobs.ts')],
    message: 'Services are the bottom layer above markup/ and config: they import no caller.',
  },
  {
    target: fn('markup'),
    from: [
      fn('api'),
      fn('site'),
      fn('oai'),
      fn('reads'),
      fn('http'),
      fn('services'),
      fn('app.ts'),
      fn('index.ts'),
    ],
    message: 'markup/ is pure escaping and XML: it imports nothing of the functions.',
  },
];

// The app draws its own icons (web/src/lib/ui/desk-icons.tsx says why).
const ownIcons = {
  group: ['@mui/icons-material', '@mui/icons-material/*'],
  message: 'Draw the icon in web/src/lib/ui/desk-icons.tsx (MUI screens) or icons.tsx (public pages).',
};

// No cross-feature imports: a feature uses lib/ and common/, and app/ composes features.
const featureZones = [
  ...['archive', 'search', 'auth', 'submissions', 'admin', 'pages'].map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; compose them in web/src/app.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features never import app/: shared UI lives in web/src/lib/ui.',
  },
];

// lib/ is the shared room below the features: it imports neither features nor app/.
const libZones = [
  {
    target: './web/src/lib',
    from: ['./web/src/features', './web/src/app'],
    message: 'lib/ is shared by every feature and imports none of them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'web/dist-server/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
      'lighthouse/**',
      'bench/results*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    // The rule must resolve an import to a file to know which zone it is in.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
      // no-cycle follows only the imports it can parse: TypeScript's too, with TypeScript's parser.
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...functionLayerZones, ...libZones],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Services take typed input and throw domain errors (services/errors.ts); HTTP stays in
    // the routers and http/.
    files: ['functions/src/services/**/*.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'express', message: 'Services never see Express: take typed input.' }],
          patterns: [
            { group: ['../http/*', '**/http/*'], message: 'Services throw domain errors, not HTTP ones.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [ownIcons] }],
    },
  },
  {
    // What every public page downloads: the entry (app/, lib/) and the reader's features. A
    // contract's schemas bring zod along (about 24 KB gzip); take routes and keys from
    // <resource>-routes.ts, and types with `import type`.
    files: [
      'web/src/main.tsx',
      'web/src/app/**/*.{ts,tsx}',
      'web/src/lib/**/*.{ts,tsx}',
      'web/src/features/{archive,search,pages}/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ownIcons],
          paths: [
            ...[
              'articles',
              'issues',
              'volumes',
              'search',
              'submissions',
              'users',
              'signup',
              'http',
              'fields',
            ].map((contract) => ({
              name: `@journal/common/contracts/${contract}`,
              allowTypeImports: true,
              message: `Public pages take routes and keys from contracts/${contract}-routes (no zod).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Within features both sets of zones apply (a later config replaces a rule, never merges it).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...libZones, ...featureZones] }],
    },
  },
  prettier,
);
