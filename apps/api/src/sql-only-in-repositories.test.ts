import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps SQL in repositories (eslint.config.js, docs/decisions/029), run through ESLint's own
 * API on small sources placed at paths of the tree: it must refuse a database in a service, a route or a library
 * module, and accept the same code in a repository, under db/ and in tests.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of the SQL rules for `code` as if it were the file at `path` (from the repository's root). */
async function sqlProblems(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? [])
    .filter(
      (m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax',
    )
    .map((m) => m.message);
}

const drizzleQuery = `import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { titles } from '../../db/schema';

export async function names(db: Database) {
  await db.execute(sql\`select 1\`);
  return db.select({ name: titles.name }).from(titles);
}
`;

describe('SQL only in repositories', () => {
  it('refuses drizzle, the schema, the database and its query builders in a service', async () => {
    const problems = await sqlProblems(drizzleQuery, 'apps/api/src/modules/example/example.service.ts');
    expect(problems.filter((m) => m.includes("'drizzle-orm' import is restricted"))).toHaveLength(1);
    expect(problems.filter((m) => m.includes("'../../db/schema' import is restricted"))).toHaveLength(1);
    expect(problems.filter((m) => m.includes("'../../db/client' import is restricted"))).toHaveLength(1);
    // db.execute and db.select
    expect(problems.filter((m) => m.startsWith('SQL only in repositories'))).toHaveLength(2);
  });

  it('refuses every database client, not only drizzle', async () => {
    for (const client of ['pg', '@electric-sql/pglite', 'postgres', 'drizzle-orm/pg-core', 'kysely']) {
      const problems = await sqlProblems(
        `import * as client from '${client}';\nexport const c = client;\n`,
        'apps/api/src/lib/example.ts',
      );
      expect(problems, client).toHaveLength(1);
    }
    const dynamic = `export async function connect() {\n  const { default: pg } = await import('pg');\n  return pg;\n}\n`;
    expect(await sqlProblems(dynamic, 'apps/api/src/modules/example/example.ts')).toEqual([
      expect.stringContaining('SQL only in repositories'),
    ]);
    expect(await sqlProblems(dynamic, 'apps/api/src/db/example.ts')).toEqual([]);
  });

  it('refuses app.db in a route and the statement helper in a service, but lets its types travel', async () => {
    const route = `import type { FastifyInstance } from 'fastify';
export async function exampleRoutes(app: FastifyInstance) {
  app.get('/example', async () => app.db);
}
`;
    expect(await sqlProblems(route, 'apps/api/src/routes/example/example.ts')).toEqual([
      expect.stringContaining('app.services'),
    ]);
    const helper = `import { runTogether } from '../loans/sql-script';\nexport const run = runTogether;\n`;
    expect(await sqlProblems(helper, 'apps/api/src/modules/example/example.service.ts')).toHaveLength(1);
    const types = `import type { ScriptStatement } from '../loans/sql-script';\nexport type S = ScriptStatement<number>;\n`;
    expect(await sqlProblems(types, 'apps/api/src/modules/example/example.service.ts')).toEqual([]);
  });

  it('accepts the same code in a repository, under db/, and in tests', async () => {
    expect(await sqlProblems(drizzleQuery, 'apps/api/src/modules/example/example.repository.ts')).toEqual([]);
    expect(await sqlProblems(drizzleQuery, 'apps/api/src/db/seed/example.ts')).toEqual([]);
    expect(await sqlProblems(drizzleQuery, 'apps/api/src/modules/example/example.test.ts')).toEqual([]);
  });

  it('lets a composition root open the database and hand it on, but not query it', async () => {
    const root = `import { openDatabase } from '../../db/client';
import { createExampleRepository } from './example.repository';
const database = await openDatabase({});
export const repo = createExampleRepository(database.db);
`;
    expect(await sqlProblems(root, 'apps/api/src/modules/example/example-cli.ts')).toEqual([]);
    const querying = `${root}await database.db.execute('select 1');\n`;
    expect(await sqlProblems(querying, 'apps/api/src/modules/example/example-cli.ts')).toEqual([
      expect.stringContaining('SQL only in repositories'),
    ]);
  });
});
