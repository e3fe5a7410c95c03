import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { openTestPglite } from '../test-support/test-databases';
import { foldSql, sortKeySql } from '../db/search-fold-sql';
import { escapeLike, foldForSearch, sortKey } from './search-fold';

describe('foldForSearch', () => {
  it('ignores case and Nordic accents', () => {
    expect(foldForSearch('HÅKAN')).toBe('hakan');
    expect(foldForSearch('  Tromsø   Ærø ')).toBe('tromso aero');
    expect(foldForSearch('Élise Müller')).toBe('elise muller');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\')).toBe('100\\%\\_a\\\\');
  });

  it('agrees with its SQL twin, and sorts each alphabet in byte order', async () => {
    const { db, close } = await openTestPglite();
    try {
      const words = ['HÅKAN', 'Tromsø', 'Ærø', 'Élise Müller', 'Öland'];
      for (const word of words) {
        const [row] = await queryRows<{ f: string }>(db, sql`select ${foldSql(sql`${word}::text`)} as f`);
        expect(row!.f).toBe(foldForSearch(word));
      }
      const order = async (locale: 'sv' | 'no' | 'fi' | 'en', names: string[]) => {
        const values = sql.join(
          names.map((n) => sql`(${n}::text)`),
          sql`, `,
        );
        const result = await queryRows<{ n: string }>(
          db,
          sql`select n from (values ${values}) as v(n) order by ${sortKeySql(sql`n`, locale)}`,
        );
        return result.map((r) => r.n);
      };
      expect(await order('sv', ['Örebro', 'Åre', 'Zorn', 'Älvdalen', 'Avesta', 'Éclair'])).toEqual([
        'Avesta',
        'Éclair',
        'Zorn',
        'Åre',
        'Älvdalen',
        'Örebro',
      ]);
      expect(await order('no', ['Ålesund', 'Ørsta', 'Ærø', 'Zeta'])).toEqual([
        'Zeta',
        'Ærø',
        'Ørsta',
        'Ålesund',
      ]);
      // The JavaScript sort key (used by the catalogue index) orders exactly as the SQL one.
      const names = [
        'Örebro',
        'Åre',
        'Zorn',
        'Älvdalen',
        'Avesta',
        'Éclair',
        'Ålesund',
        'Ørsta',
        'Ærø',
        'über',
      ];
      for (const locale of ['sv', 'no', 'fi', 'en'] as const) {
        const byKey = (a: string, b: string) =>
          sortKey(a, locale) < sortKey(b, locale) ? -1 : sortKey(a, locale) > sortKey(b, locale) ? 1 : 0;
        expect([...names].sort(byKey), locale).toEqual(await order(locale, names));
      }
    } finally {
      await close();
    }
  });
});
