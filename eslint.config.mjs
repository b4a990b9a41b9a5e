// Lint rules of the house: strict TypeScript, hooks rules, and the import boundaries of
// docs/architecture.md: which package may import which, by its package name only. Remotes and
// the shell import shared-contracts and remote-kit (never each other); remote-kit imports only
// shared-contracts; the api neither remote-kit nor React; tooling, e2e and bench as `mayImport`
// says. dependency-cruiser checks the same graph for cycles (.dependency-cruiser.mjs).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-backoffice'];
const apps = ['shell', ...remotes];

/** Each package's folder → its name. */
const packageNames = {
  'shared-contracts': 'shared-contracts',
  'remote-kit': 'remote-kit',
  ...Object.fromEntries(apps.map((app) => [app, app])),
  api: 'api',
  e2e: 'e2e',
  bench: 'bench',
  'tooling/build': 'tooling-build',
  'tooling/standalone': 'tooling-standalone',
  'tooling/server': 'tooling-server',
  'tooling/testing': 'tooling-testing',
};
const folders = Object.keys(packageNames);

/**
 * The packages each package may import (by name), which keeps the package graph one-way:
 * build configuration and test helpers at the bottom, the servers, browser tests and
 * benchmarks at the top. Within an app, only its rspack config imports tooling-build and only
 * its standalone bootstrap imports tooling-standalone (see the rules below).
 */
const mayImport = {
  'shared-contracts': [],
  'remote-kit': ['shared-contracts'],
  shell: ['shared-contracts', 'remote-kit', 'tooling-build'],
  ...Object.fromEntries(
    remotes.map((remote) => [
      remote,
      ['shared-contracts', 'remote-kit', 'tooling-build', 'tooling-standalone'],
    ]),
  ),
  api: ['shared-contracts', 'tooling-testing'],
  'tooling/build': [],
  'tooling/testing': [],
  'tooling/standalone': ['shared-contracts', 'remote-kit', 'shell'],
  'tooling/server': [
    'shared-contracts',
    'remote-kit',
    'shell',
    ...remotes,
    'api',
    'tooling-build',
    'tooling-testing',
  ],
  bench: ['shared-contracts', 'api', 'tooling-server', 'tooling-testing'],
  e2e: ['shared-contracts', 'api', 'bench', 'tooling-build', 'tooling-server', 'tooling-testing'],
};

/** The own packages `folder` may not import, as a no-restricted-imports pattern. */
function byNameOnly(folder, allowed = mayImport[folder], who = folder) {
  const others = Object.values(packageNames).filter(
    (name) => name !== packageNames[folder] && !allowed.includes(name),
  );
  return {
    regex: `^(${others.join('|')})(/|$)`,
    message: `${who} may import ${allowed.length ? allowed.join(', ') : 'no package of ours'} (and libraries).`,
  };
}

/** A path into a package that may not be imported at all (by name, the rule above says so too). */
const boundaryZones = folders.flatMap((folder) =>
  folders
    .filter((other) => other !== folder && !mayImport[folder].includes(packageNames[other]))
    .map((other) => ({
      target: `./${folder}`,
      from: `./${other}`,
      message: `${folder} may import ${mayImport[folder].join(', ') || 'no package of ours'}, not ${other}.`,
    })),
);

/** The feature folders of a remote, read from disk so that a new feature is covered at once. */
function featuresOf(remote) {
  try {
    return readdirSync(path.join(import.meta.dirname, remote, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * Inside a remote (STYLE.md): a feature imports another only through that feature's public
 * `index.ts`, never its internals or its `testing/` folder; shared code imports no feature.
 */
const featureZones = remotes.flatMap((remote) => {
  const features = featuresOf(remote);
  return [
    ...features.flatMap((feature) =>
      features
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `./${remote}/src/features/${feature}`,
          from: `./${remote}/src/features/${other}`,
          except: ['./index.ts'],
          message: `${feature} may import ${other} only through features/${other}/index.ts.`,
        })),
    ),
    {
      target: `./${remote}/src/shared`,
      from: `./${remote}/src/features`,
      message: 'Shared code imports no feature.',
    },
  ];
});

const testHelpers = { group: ['**/testing', '**/testing/**'], message: 'Test helpers are for tests only.' };
/** Everything of ours but the contracts and the kit: what an app's own sources may import. */
const appSources = ['shared-contracts', 'remote-kit'];

const noReactLibraries = [
  { name: 'react', message: 'No React here.' },
  { name: 'react-dom', message: 'No React here.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      '**/*.d.ts',
      '.e2e-artifacts/**',
      // Built against a newer release of the contracts than this repository's (see its README).
      'e2e/fixtures/contract-evolution/probe-remote/**',
      'e2e/fixtures/contract-evolution/shell-extras*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...featureZones], basePath: import.meta.dirname },
      ],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Libraries' own files are not ours to check for cycles (and some are huge bundles).
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'tooling/testing/jest/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Files of no package (the root's configuration) import no package of ours.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(${Object.values(packageNames).join('|')})(/|$)`,
              message: 'Not a package: import none of ours.',
            },
          ],
        },
      ],
    },
  },
  ...folders.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx,mjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [byNameOnly(folder)] }] },
  })),
  {
    // The test helpers (the kit's and any testing/ folder) never reach a bundle.
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'remote-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [byNameOnly('remote-kit', appSources, "An app's sources"), testHelpers] },
      ],
    },
  },
  {
    // A remote's standalone bootstrap mounts it in the development harness.
    files: remotes.map((remote) => `${remote}/src/bootstrap.tsx`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            byNameOnly('remote-kit', [...appSources, 'tooling-standalone'], 'A standalone bootstrap'),
            testHelpers,
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: noReactLibraries, patterns: [byNameOnly('shared-contracts')] },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noReactLibraries, patterns: [byNameOnly('api')] }] },
  },
  {
    // The api's own code runs without the test helpers; its tests and testing/ folder may use them.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', 'api/src/reliability/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: noReactLibraries,
          patterns: [byNameOnly('api', ['shared-contracts'], "The api's own code")],
        },
      ],
    },
  },
);
