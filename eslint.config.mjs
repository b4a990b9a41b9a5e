// Lint rules of the house: strict TypeScript, hooks rules, and the import boundaries of
// ARCHITECTURE.md (remotes import only shared-contracts, never each other or the shell).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const packages = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-backoffice', 'api'];

const boundaryZones = packages.flatMap((pkg) =>
  packages
    .filter((other) => other !== pkg)
    .map((other) => ({
      target: `./${pkg}`,
      from: `./${other}`,
      message: `${pkg} may import only shared-contracts and libraries, not ${other}.`,
    })),
);

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
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
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
);
