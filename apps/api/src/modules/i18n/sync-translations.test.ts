import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { translations } from '../../db/schema';
import { uiTranslations } from '../../db/seed/translations';
import { openTestDatabase } from '../../test-support/test-app';
import { syncTranslations } from './sync-translations';
import { createTranslationsRepository } from './translations.repository';

describe('syncTranslations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('writes every shipped string and corrects changed ones, keeping extra keys', async () => {
    await handle.db.insert(translations).values([
      { key: 'all_titles', lang: 'sv', value: 'gammal text' },
      { key: 'operator_added_key', lang: 'en', value: 'kept' },
    ]);
    const written = await syncTranslations(createTranslationsRepository(handle.db));
    expect(written).toBe(Object.keys(uiTranslations).length * 4);
    const [allTitles] = await handle.db
      .select()
      .from(translations)
      .where(and(eq(translations.key, 'all_titles'), eq(translations.lang, 'sv')));
    expect(allTitles?.value).toBe(uiTranslations.all_titles!.sv);
    const [extra] = await handle.db
      .select()
      .from(translations)
      .where(eq(translations.key, 'operator_added_key'));
    expect(extra?.value).toBe('kept');
  });
});

describe('upsert of translations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('writes values with quotes, backslashes, commas, braces, line breaks and the word NULL as they are', async () => {
    const repo = createTranslationsRepository(handle.db);
    const odd = ['say "hi"', 'C:\\temp\\', 'a,b', '{x}', 'two\nlines', 'NULL', '', 'ÅÄÖ åäö ø æ'];
    await repo.upsert(odd.map((value, i) => ({ key: `odd_${i}`, lang: 'en', value })));
    await repo.upsert([{ key: 'odd_0', lang: 'en', value: 'replaced "once"' }]);
    const stored = new Map((await repo.all()).map((r) => [r.key, r.value]));
    expect(odd.map((_, i) => stored.get(`odd_${i}`))).toEqual(['replaced "once"', ...odd.slice(1)]);
  });
});
