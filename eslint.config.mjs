// One lint configuration for the whole repository. The boundary rules enforce the one-way
// dependencies of docs/architecture.md ("Packages"): apps import only @parking/shared's public
// entry points, never each other; the server imports only @parking/shared/domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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
const serverLayers = [
  { files: ['server/src/plugins/**/*.ts'], refused: [routesAreTop] },
  { files: ['server/src/services/**/*.ts'], refused: [routesAreTop] },
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
  // services → db/queries. A lower layer never imports a higher one. (Routes that call
  // db/queries directly, services that build SQL and services that take AuthContext from the
  // auth plugin are still allowed: closing those needs code moves.)
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
