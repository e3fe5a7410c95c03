import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * SQL only in repositories (docs/decisions/029). Database clients, the schema's tables and the SQL helpers may be
 * used only where SQL lives: `*.repository.ts`, `apps/api/src/db/**`, the statement-batching helper
 * (modules/loans/sql-script.ts), the test support and tests. The composition roots (services.ts, app.ts,
 * server.ts and the command-line entry points `*-cli.ts`) open the database and hand it to repositories; nothing
 * else names it.
 */
const SQL_HOMES = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/db/**',
  'apps/api/src/modules/loans/sql-script.ts',
  'apps/api/src/test-support/**',
  'apps/api/src/**/*.test.ts',
];
const COMPOSITION_ROOTS = [
  'apps/api/src/services.ts',
  'apps/api/src/app.ts',
  'apps/api/src/server.ts',
  'apps/api/src/**/*-cli.ts',
];
const SQL_MESSAGE =
  'SQL only in repositories: put the query in a *.repository.ts and pass the repository in.';
const databaseClients = {
  group: [
    'drizzle-orm',
    'drizzle-orm/*',
    'drizzle-kit',
    'pg',
    'pg-*',
    'postgres',
    '@electric-sql/*',
    'kysely',
    'knex',
    'mysql2',
    'mysql2/*',
    'better-sqlite3',
    'sqlite3',
    '@prisma/client',
  ],
  message: SQL_MESSAGE,
};
const sqlModules = {
  group: ['**/db/schema', '**/db/search-*', '**/db/seed/batch-insert'],
  message: SQL_MESSAGE,
};
/** The statement-batching helper: its types (a statement handed from one repository to another) may travel. */
const sqlScript = { group: ['**/sql-script'], allowTypeImports: true, message: SQL_MESSAGE };
/** Query builders called on a database or transaction handle (`db.select`, `tx.execute` ...). */
const queryOnHandle =
  'MemberExpression[property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|query|with|\\$count|\\$client|\\$with)$/]' +
  ':matches([object.name=/^(db|tx|database)$/], [object.property.name=/^(db|tx)$/])';
const queryOnHandleRule = { selector: queryOnHandle, message: SQL_MESSAGE };
/** `await import('pg')` and the like: the import rule sees only static imports. */
const dynamicClientImportRule = {
  selector:
    'ImportExpression[source.value=/^(drizzle-orm|drizzle-orm\\/.*|drizzle-kit|pg|pg-.*|postgres|@electric-sql\\/.*|kysely|knex|mysql2|better-sqlite3|sqlite3|@prisma\\/client)$/]',
  message: SQL_MESSAGE,
};
/** The rules for files outside SQL's homes: what they may take from db/client, and the syntax refused. */
const sqlRules = (dbClient, syntax) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [databaseClients, sqlModules, sqlScript, dbClient] },
  ],
  'no-restricted-syntax': ['error', dynamicClientImportRule, ...syntax],
});
const reachDatabaseRule = {
  selector: "MemberExpression[property.name='db']",
  message: 'Routes and services use app.services, not the database (SQL only in repositories).',
};

/**
 * No import cycles in the sources of the apps and the contract: of two modules that import each other, one runs
 * before the other has defined its exports. `import type` does not count (it is gone at run time), nor does
 * anything in node_modules (ignoreExternal). Files are resolved as Vite and tsc resolve them (extension-less
 * TypeScript paths, the web's `@/` alias); without resolving, the rule would see no imports and pass.
 */
const CYCLE_CHECKED = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'];
/** Nothing imports a test, so no cycle runs through one: every cycle is found from the modules it joins. */
const CYCLE_UNCHECKED = ['**/*.test.{ts,tsx}'];
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js', '.json'],
  alias: { '@': [fileURLToPath(new URL('apps/web/src', import.meta.url))] },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [...SQL_HOMES, ...COMPOSITION_ROOTS],
    rules: sqlRules(
      { group: ['**/db/client'], message: 'Only repositories and the composition roots use the database.' },
      [queryOnHandleRule, reachDatabaseRule],
    ),
  },
  {
    // The composition roots open the database and hand it to repositories, and only that.
    files: COMPOSITION_ROOTS,
    rules: sqlRules(
      { group: ['**/db/client'], importNames: ['queryRows', 'intArray'], message: SQL_MESSAGE },
      [queryOnHandleRule],
    ),
  },
  {
    files: CYCLE_CHECKED,
    ignores: CYCLE_UNCHECKED,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // The files the rule reads to follow imports, and with which parser (its default reads only .js).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Feature folders are composed by the portal routes; they must not reach into each other.
    files: ['apps/web/src/portals/*/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '../../*/**'],
              message: 'Features do not import each other; use lib/ or components/ui/.',
            },
          ],
        },
      ],
    },
  },
);
