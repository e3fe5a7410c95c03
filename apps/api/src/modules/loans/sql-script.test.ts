import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test-support/test-app';
import type { DatabaseHandle } from '../../db/client';
import { arg, runScript, runTogether, type Rows, type ScriptStatement } from './sql-script';

describe('script arguments', () => {
  it('are typed parameters in their text format', () => {
    expect(arg.int(42)).toEqual(['int', '42']);
    expect(arg.intOrNull(null)).toEqual(['int', null]);
    expect(arg.bigintOrNull(10 ** 12)).toEqual(['bigint', '1000000000000']);
    expect(arg.instant(new Date('2026-11-22T10:00:00Z'))).toEqual([
      'timestamptz',
      '2026-11-22T10:00:00.000Z',
    ]);
    expect(arg.month('2026-11-01')).toEqual(['date', '2026-11-01']);
    expect(arg.text('90001001')).toEqual(['text', '90001001']);
    expect(arg.oneOf('card', ['card', 'ehub'])).toEqual(['text', 'card']);
  });

  it('refuse values that cannot be of their type', () => {
    expect(() => arg.int(1.5)).toThrow();
    expect(() => arg.int(Number.NaN)).toThrow();
    expect(() => arg.int(2 ** 60)).toThrow();
    expect(() => arg.instant(new Date(Number.NaN))).toThrow();
    expect(() => arg.month('2026-11-02')).toThrow();
    expect(() => arg.oneOf('other' as 'card', ['card', 'ehub'])).toThrow();
  });
});

/** A statement without arguments whose rows are read as they come. */
const plain = (name: string, text: string): ScriptStatement<Rows> => ({
  name,
  text,
  args: [],
  read: (rows) => rows,
});

describe('scripts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(1);
    await database.db.execute(sql`create table script_probe (n int primary key)`);
  });
  afterAll(() => database.close());

  const insert = (n: number): ScriptStatement<Rows> => ({
    name: 'probe_insert',
    text: 'insert into script_probe values ($1)',
    args: [arg.int(n)],
    read: (rows) => rows,
  });
  const all = plain('probe_all', 'select n from script_probe order by n');

  it("answer every statement's rows, in order, from one message", async () => {
    const [one, two] = await runTogether(database.db, [
      { name: 'probe_one', text: 'select $1::int + 1 as n', args: [arg.int(1)], read: (rows) => rows[0]?.n },
      plain('probe_two', "select 'a' as s union all select 'b'"),
    ]);
    expect(one).toBe(2);
    expect(two).toEqual([{ s: 'a' }, { s: 'b' }]);
    // Prepared by the first run, executed by the second.
    const [again] = await runTogether(database.db, [
      { name: 'probe_one', text: 'select $1::int + 1 as n', args: [arg.int(41)], read: (rows) => rows[0]?.n },
    ]);
    expect(again).toBe(42);
  });

  it('commit all statements together, or none when one fails, and go on working after a failure', async () => {
    await runScript(database.db, [insert(1), insert(2)]);
    await expect(runScript(database.db, [insert(3), insert(1)])).rejects.toThrow();
    const [rows] = await runScript(database.db, [all]);
    expect(rows!.map((r) => r.n)).toEqual([1, 2]);
    await runScript(database.db, [insert(4)]);
    expect((await runScript(database.db, [all]))[0]!.map((r) => r.n)).toEqual([1, 2, 4]);
  });

  it('send values as parameters: quotes and statement separators are data, never SQL', async () => {
    const hostile = ["1' or '1'='1", "x'); drop table script_probe; --", 'a\\b', ''];
    const echo = (value: string): ScriptStatement<unknown> => ({
      name: 'probe_echo',
      text: 'select $1::text as v, (select count(*)::int from script_probe where n::text = $1) as matches',
      args: [arg.text(value)],
      read: (rows) => rows[0],
    });
    const answers = await runTogether(database.db, hostile.map(echo));
    expect(answers).toEqual(hostile.map((v) => ({ v, matches: 0 })));
    expect((await runScript(database.db, [all]))[0]!.map((r) => r.n)).toEqual([1, 2, 4]);
  });

  it('keeps each statement parsed on its connection under its name, and parses it again when it was lost', async () => {
    await runScript(database.db, [all]);
    // One connection (pool of 1), so this is the connection the statement was prepared on.
    const [prepared] = await runScript(database.db, [
      plain('probe_prepared', 'select name from pg_prepared_statements order by name'),
    ]);
    // On PostgreSQL a named prepared statement; PGlite runs the statements unnamed, in a transaction of its own.
    expect(prepared!.map((r) => r.name)).toEqual(
      database.connection ? expect.arrayContaining(['probe_all', 'probe_prepared']) : [],
    );
    await database.db.execute(sql`deallocate all`);
    expect((await runScript(database.db, [all]))[0]!.map((r) => r.n)).toEqual([1, 2, 4]);
  });
});
