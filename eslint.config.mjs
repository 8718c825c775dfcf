// One lint configuration for the whole repository. The boundary rules enforce the one-way
// dependencies of docs/architecture.md ("Packages"): apps import only @parking/shared's public
// entry points, never each other; the server imports only @parking/shared/domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { subsetExports } from './config/webpack/library-subsets.mjs';

const apps = ['shell', 'owner-app', 'renter-app', 'admin-app'];

const sharedDeepImports = {
  group: ['@parking/shared/src/*', '@parking/shared/dist/*', '**/shared/src/*'],
  message: 'Import @parking/shared through its public entry points only.',
};

// react-router is provided to every app as a curated subset (docs/adr/0004): only the names the
// subset file lists exist at run time, so only those may be imported (types are erased, so type
// imports are free). `react-router-dom` resolves to the same singleton (docs/adr/0006).
const subsetLibraries = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  allowImportNames: subsetExports(name),
  allowTypeImports: true,
  message: `Only the names listed in config/webpack/library-subsets are provided at run time; add the name there first.`,
}));
const subsetDeepImports = {
  group: ['react-router/*', 'react-router-dom/*', 'rxjs/*'],
  message: 'Import react-router and rxjs by their package names (docs/adr/0004).',
};

// The test harness (fake portal, builders) is for tests only; production code never imports it.
const testHarnessImports = {
  group: [
    '@parking/shared/testing',
    '@parking/shared/testing/*',
    '../testing',
    '../testing/*',
    '../../testing',
    '../../testing/*',
    '../../../testing',
  ],
  message: '@parking/shared/testing is for tests only.',
};

// Tests run in jest on the whole libraries (MemoryRouter and all), so they are exempt.
const librarySubsetRule = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { paths: subsetLibraries, patterns: [subsetDeepImports, testHarnessImports] },
  ],
};

const appBoundary = (app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    ...librarySubsetRule,
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...apps
            .filter((other) => other !== app)
            .map((other) => ({
              group: [`${other}`, `${other}/*`, `**/${other}/*`, `**/${other}`],
              message: `${app} must not import ${other}: apps share code only through @parking/shared.`,
            })),
          sharedDeepImports,
          {
            group: ['**/server/*', 'server'],
            message: 'Front-end code must not import the server.',
          },
        ],
      },
    ],
  },
});

// Layers inside each app (docs/architecture.md, "Inside an app"), as bulletproof-react zones them:
// `app/` (routes and the pages that compose features) → `features/<name>` → the app's shared
// folders (`components/`, `lib/`, `config/`). A feature never imports another feature, the app
// layer or a page; the shared folders import no feature. Each feature folder found on disk gets
// its own zone, so a new feature is covered without editing this file.
const appSharedFolders = ['components', 'lib', 'config'];
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const appZones = (app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in the app layer (app/).',
  })),
  {
    target: `./${app}/src/features`,
    from: [`./${app}/src/app`, `./${app}/src/standalone`],
    message: 'Features sit below the app layer: app/ imports features, never the reverse.',
  },
  ...appSharedFolders.map((folder) => ({
    target: `./${app}/src/${folder}`,
    from: [`./${app}/src/features`, `./${app}/src/app`, `./${app}/src/standalone`],
    message: `${folder}/ is shared inside the app: it imports no feature and no page.`,
  })),
];
const appLayers = {
  files: [`{${apps.join(',')}}/src/**/*.{ts,tsx}`, 'config/eslint/fixtures/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: import.meta.dirname, zones: apps.flatMap(appZones) },
    ],
  },
};

// The server imports only the pure part of @parking/shared, and no app.
const serverImportsOnlyDomain = {
  group: [
    '@parking/shared/api',
    '@parking/shared/ui',
    '@parking/shared/events',
    '@parking/shared/session',
    '@parking/shared/data',
    '@parking/shared/remote-contract',
    ...apps.flatMap((a) => [a, `${a}/*`, `**/${a}/*`]),
  ],
  message: 'The server imports only @parking/shared/domain.',
};

const routesAreTop = {
  layer: 'routes',
  message: 'Only app.ts registers routes; nothing imports them.',
};
const pluginsAreAbove = {
  layer: 'plugins',
  message: 'Plugins wire the app; queries and the schema must not import them.',
};
// SQL lives in db/queries only: routes and services call query functions, never drizzle's
// builders or the table definitions (types are free).
const sqlOnlyInQueries = {
  files: ['server/src/routes/**/*.ts', 'server/src/services/**/*.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'drizzle-orm',
            allowTypeImports: true,
            message:
              'SQL lives in db/queries: call a query function (docs/architecture.md, "Server").',
          },
        ],
        patterns: [
          {
            regex: '^(\\.\\.?/)+(.*/)?db/schema(/|$)',
            allowTypeImports: true,
            message:
              'Tables are read and written in db/queries only (docs/architecture.md, "Server").',
          },
        ],
      },
    ],
  },
};

const serverLayers = [
  { files: ['server/src/plugins/**/*.ts'], refused: [routesAreTop] },
  {
    files: ['server/src/services/**/*.ts'],
    refused: [
      routesAreTop,
      {
        layer: 'plugins',
        message: 'Services take what they need as arguments (AuthContext is in domain/).',
      },
    ],
  },
  {
    files: ['server/src/db/queries/**/*.ts', 'server/src/db/schema/**/*.ts'],
    refused: [
      routesAreTop,
      pluginsAreAbove,
      { layer: 'services', message: 'Queries and the schema sit below the services.' },
    ],
  },
  {
    files: ['server/src/routes/**/*.ts'],
    refused: [
      {
        layer: 'db/schema',
        message: 'Routes do not touch tables: a service or a query in db/queries does.',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The shell's server render (docs/adr/0034), built like dist.
      '**/dist-ssr/**',
      'data/**',
      '**/coverage/**',
      'server/drizzle/**',
      'e2e/artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // CommonJS config files (jest) are loaded by require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...apps.map(appBoundary),
  appLayers,
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      ...librarySubsetRule,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...apps.flatMap((a) => [a, `${a}/*`, `**/${a}/*`]), 'server', '**/server/*'],
              message: '@parking/shared must not depend on an app or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'axios',
                'rxjs',
                'styled-components',
                '../api*',
                '../ui*',
                '../events*',
                '../session*',
              ],
              message:
                '@parking/shared/domain is pure: no React, HTTP, streams or browser storage.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImportsOnlyDomain] }] },
  },
  // The server's layers point one way (docs/architecture.md, "Server"): plugins → routes →
  // services → db/queries. A lower layer never imports a higher one; services take AuthContext
  // from domain/, and SQL stays in db/queries (sqlOnlyInQueries). A read route may still call a
  // query function directly when no rule stands between.
  ...serverLayers.map(({ files, refused }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverImportsOnlyDomain,
            ...refused.map(({ layer, message }) => ({
              regex: `^(\\.\\.?/)+(.*/)?${layer}(/|$)`,
              message,
            })),
          ],
        },
      ],
    },
  })),
  sqlOnlyInQueries,
  {
    files: ['**/__tests__/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // docs/adr/0033: the shell type-checks what each remote exposes. Type-only imports of the
    // remotes' exposed modules: nothing of them is bundled into the shell.
    files: ['shell/src/features/remotes/remote-types.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/owner-app/*', '**/renter-app/*', '**/admin-app/*'],
              allowTypeImports: true,
              message: 'The shell imports only the types of what a remote exposes.',
            },
          ],
        },
      ],
    },
  },
);
