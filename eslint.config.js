// Lint: typescript-eslint's recommended rules, no import cycles, and the dependency direction of
// docs/architecture.md as boundary rules (each block says which folder may not import what).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** Our own modules a pipeline stage must not reach: the facade, its composition and its consumers. */
const ABOVE_THE_STAGES = ['mnemo.js', 'create-mnemo.js', 'admin.js', 'index.js', 'internals.js', 'cli', 'mcp', 'http', 'assistant', 'tools', 'demo', 'bench', 'inspector'];
/** What the inspector (a surface) may not import: the stages, the write modules, the adapters, the other surfaces. */
const INSPECTOR_MAY_NOT = ['storage', 'ingest', 'guard', 'policy', 'retrieve', 'rank', 'jobs', 'extract', 'consolidate', 'text', 'sessions', 'correct', 'profile', 'pack', 'learn', 'forget', 'cli', 'mcp'];
const up = (levels, names) => names.flatMap((n) => [`${'../'.repeat(levels)}${n}`, `${'../'.repeat(levels)}${n}/*`, `${'../'.repeat(levels)}${n}/**`]);
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
    files: ['src/types/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['../*', '../**'], 'types/ holds domain values and imports nothing else of ours') },
  },
  {
    files: ['src/spec/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(['../*', '../**', '!../types', '!../types/*'], 'spec/ holds contracts: it imports only types/') },
  },
  {
    // The adapters see the contract, the domain types, errors, the logger and the shared text
    // normalisation, plus the shared storage code beside them; nothing of the pipeline or the facade.
    files: ['src/storage/*/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          '../../*',
          '../../**',
          ...['spec', 'types', 'text'].flatMap((d) => [`!../../${d}`, `!../../${d}/*`]),
          '!../../errors.js',
          '!../../logger.js',
          // one dialect never imports the other: what both need lives in storage/shared
          '../sqlite',
          '../sqlite/*',
          '../postgres',
          '../postgres/*',
        ],
        'a storage adapter imports only spec/, types/, text/, errors and the logger (and storage/shared), never the other dialect',
      ),
    },
  },
  {
    files: ['src/storage/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          '../*',
          '../**',
          '!../storage',
          '!../storage/**',
          ...['spec', 'types', 'text'].flatMap((d) => [`!../${d}`, `!../${d}/*`]),
          '!../errors.js',
          '!../logger.js',
        ],
        'shared storage code imports only spec/, types/, text/, errors and the logger',
      ),
    },
  },
  {
    files: ['src/{text,ingest,guard,policy,retrieve,rank,pack,transfer,sessions,jobs,extract,consolidate,forget,providers,embedders,config}/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([...up(1, ABOVE_THE_STAGES), ...up(2, ABOVE_THE_STAGES)], 'a pipeline stage does not import the facade, the CLI or their consumers') },
  },
  {
    // The CLI is a surface: it goes through the facade (and mnemo.admin), not the pipeline stages or the adapters.
    files: ['src/cli/**/*.ts'],
    ignores: ['src/cli/commands/store.ts'],
    rules: {
      'no-restricted-imports': restrict(
        up(2, ['storage', 'ingest', 'guard', 'policy', 'retrieve', 'rank', 'jobs', 'extract', 'consolidate', 'forget', 'text', 'sessions']),
        'the CLI goes through the facade (createMnemo, mnemo.admin), not the pipeline stages or the storage adapters',
      ),
    },
  },
  {
    // The MCP server is a surface like the CLI: its tools go through the facade, so guards and policy always apply.
    files: ['src/mcp/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        up(1, ['storage', 'ingest', 'guard', 'policy', 'retrieve', 'rank', 'jobs', 'extract', 'consolidate', 'text', 'sessions', 'correct', 'profile', 'pack', 'cli']),
        'the MCP server goes through the facade (Mnemo), not the pipeline stages, the storage adapters or the CLI',
      ),
    },
  },
  {
    // The HTTP server is a surface like the CLI: every route goes through the facade (mnemo.*, mnemo.sessions, mnemo.admin).
    files: ['src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          ...up(1, ['storage', 'ingest', 'guard', 'policy', 'retrieve', 'rank', 'jobs', 'extract', 'consolidate', 'text', 'sessions', 'cli']),
          ...up(2, ['storage', 'ingest', 'guard', 'policy', 'retrieve', 'rank', 'jobs', 'extract', 'consolidate', 'text', 'sessions', 'cli']),
        ],
        'the HTTP server goes through the facade (mnemo.*, mnemo.admin), not the pipeline stages or the storage adapters',
      ),
    },
  },
  {
    // The inspector is a surface like the HTTP API: every page and action goes through the facade
    // (mnemo.*, mnemo.admin, mnemo.sessions, mnemo.dreams), never the stages, the store or the CLI.
    files: ['src/inspector/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [...up(1, INSPECTOR_MAY_NOT), ...up(2, INSPECTOR_MAY_NOT)],
        'the inspector goes through the facade (mnemo.*, mnemo.admin), not the pipeline stages, the storage adapters or the CLI',
      ),
    },
  },
  {
    // doctor and copy are whole-store tools over the storage contract; doctor still asks the
    // PostgreSQL class for its description until the contract has describe().
    files: ['src/cli/commands/store.ts'],
    rules: {
      'no-restricted-imports': restrict(
        up(2, ['ingest', 'guard', 'policy', 'retrieve', 'rank', 'jobs', 'extract', 'consolidate', 'text', 'sessions']),
        'the CLI goes through the facade (createMnemo, mnemo.admin), not the pipeline stages',
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
