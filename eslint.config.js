// Lint: typescript-eslint's recommended rules, no import cycles, and the dependency direction of
// docs/architecture.md as one rule per wing: the wings a wing may import (its own always). A new
// folder inside a wing is governed by its wing's rule; a new wing must be added here (and to the map).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** Each wing of src/ and the wings it may import, lowest first (docs/architecture.md, "Wings"). */
const WINGS = {
  core: [],
  storage: ['core'],
  models: ['core'],
  read: ['core'],
  write: ['core', 'models'],
  keep: ['core', 'models', 'read', 'write'],
  engine: ['core', 'models', 'read', 'write', 'keep', 'storage'],
  surfaces: ['core', 'models', 'read', 'engine'],
  testing: ['core'],
  bench: ['core', 'models', 'read', 'write', 'keep', 'engine', 'storage', 'surfaces'],
};
/** Where a surface reaches below the engine on purpose, each with its reason. */
const SURFACE_EXCEPTIONS = [
  // the assistant routes a turn with the offline clause analysis and guards what it extracts after the turn
  { target: './src/surfaces/assistant', wings: ['write'] },
  // doctor and copy are whole-store tools over the storage contract
  { target: './src/surfaces/cli/commands/store.ts', wings: ['storage', 'keep'] },
  // `mnemo bench` runs the benchmark lab
  { target: './src/surfaces/cli/commands/bench.ts', wings: ['bench'] },
];
const wingZones = Object.entries(WINGS).map(([wing, may]) => ({
  target: `./src/${wing}`,
  from: './src',
  except: [`./${wing}`, ...may.map((w) => `./${w}`), ...(SURFACE_EXCEPTIONS.find((e) => e.target === `./src/${wing}`)?.wings ?? []).map((w) => `./${w}`)],
  message: `${wing}/ may import only ${[wing, ...may].join(', ')} (docs/architecture.md)`,
}));
const exceptionZones = SURFACE_EXCEPTIONS.map(({ target, wings }) => ({
  target,
  from: './src',
  except: ['./surfaces', ...WINGS.surfaces.map((w) => `./${w}`), ...wings.map((w) => `./${w}`)],
  message: `${target.slice(6)} may also import ${wings.join(', ')}: see the reason in eslint.config.js`,
}));
const restrict = (group, message) => ['error', { patterns: [{ group, message }] }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      // Text clean-up strips control characters (NUL) on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // A module that outgrows a screenful of screens is doing two things: split it.
    files: ['src/**/*.ts'],
    ignores: ['src/testing/**'],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }] },
  },
  {
    // the wings: which wings each may import
    files: ['src/**/*.ts'],
    ignores: ['src/index.ts', 'src/internals.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: wingZones }] },
  },
  {
    files: SURFACE_EXCEPTIONS.map((e) => `${e.target.slice(2)}${e.target.endsWith('.ts') ? '' : '/**/*.ts'}`),
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...wingZones.filter((z) => z.target !== './src/surfaces'), ...exceptionZones] }] },
  },
  {
    // inside core: the domain types import nothing of ours, the contracts only the types
    files: ['src/core/types/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['../*', '../**'], 'core/types/ holds domain values and imports nothing else of ours') },
  },
  {
    files: ['src/core/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['../*', '../**', '!../types', '!../types/*'], 'core/contracts/ holds contracts: it imports only core/types/') },
  },
  {
    // inside storage: one dialect never imports the other; what both need lives in storage/shared
    files: ['src/storage/*/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['../sqlite', '../sqlite/*', '../postgres', '../postgres/*'],
        'a storage dialect never imports the other: share code through storage/shared',
      ),
    },
  },
  {
    // inside surfaces: the HTTP API mounts the inspector, never the other way; what both need is in surfaces/web
    files: ['src/surfaces/inspector/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        ['../http', '../http/*', '../../http', '../../http/*'],
        'the inspector does not borrow the HTTP layer: what both need lives in surfaces/web',
      ),
    },
  },
  {
    files: ['test/**/*.ts', 'scripts/**/*.{mjs,ts}', 'examples/**/*.ts', 'bin/**/*.js', 'src/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'bin/**/*.js', 'test/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
