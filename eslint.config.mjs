// Lint rules of the house: strict TypeScript, hooks rules, and the import boundaries of
// docs/architecture.md: remotes and the shell import only shared-contracts and remote-kit (never
// each other); remote-kit imports only shared-contracts; the api neither remote-kit nor React.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-backoffice'];
const apps = ['shell', ...remotes];
const packages = [...apps, 'api'];

const boundaryZones = [
  ...packages.flatMap((pkg) =>
    packages
      .filter((other) => other !== pkg)
      .map((other) => ({
        target: `./${pkg}`,
        from: `./${other}`,
        message: `${pkg} may import only shared-contracts, remote-kit and libraries, not ${other}.`,
      })),
  ),
  ...packages.map((pkg) => ({
    target: './remote-kit',
    from: `./${pkg}`,
    message: `remote-kit may import only shared-contracts and libraries, not ${pkg}.`,
  })),
  {
    target: './api',
    from: './remote-kit',
    message: 'The api does not import remote-kit: it is for the browser.',
  },
  {
    target: './shared-contracts',
    from: './remote-kit',
    message: 'shared-contracts imports no other package of ours.',
  },
];

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

/** Our own packages by name: only shared-contracts and remote-kit are imported so. */
const ownPackagesByName = {
  regex: `^(${packages.join('|')})(/|$)`,
  message: 'Import only shared-contracts and remote-kit by package name.',
};
const testHelpers = { group: ['**/testing', '**/testing/**'], message: 'Test helpers are for tests only.' };

/** What packages that run no React may not import. */
const noReact = {
  paths: [
    { name: 'react', message: 'No React here.' },
    { name: 'react-dom', message: 'No React here.' },
  ],
  patterns: [
    ownPackagesByName,
    { regex: '^remote-kit(/|$)', message: 'remote-kit is for the browser packages.' },
  ],
};

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
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ownPackagesByName] }] },
  },
  {
    // The test helpers (the kit's and any testing/ folder) never reach a bundle.
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'remote-kit/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ownPackagesByName, testHelpers] }] },
  },
  {
    files: ['api/**/*.ts', 'shared-contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noReact] },
  },
);
