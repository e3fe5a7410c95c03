import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { titles } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import type { DatabaseHandle } from '../../db/client';
import { seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { createCatalogueIndex, displayName } from './catalogue-index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedFixtures(handle.db);
  await seedCatalogueFixtures(handle.db);
});
afterAll(() => handle.close());

describe('catalogue index', () => {
  it('holds every title with its relations and names per language', async () => {
    const snapshot = await createCatalogueIndex(handle.db, { ttlMs: 60_000 }).get();
    const ice = snapshot.titles.get(100)!;
    expect(ice).toMatchObject({
      genres: [1],
      languages: ['sv'],
      productionCountries: ['se'],
      people: [1, 2],
    });
    expect(ice.names).toMatchObject({ sv: 'Isen', fi: 'Jää', en: 'The Ice', no: 'Isen' });
    expect(displayName(snapshot.titles.get(104)!, 'sv')).toBe('Only English');
    expect(snapshot.exclusions.get(1)).toEqual(new Set([105]));
    expect(snapshot.titles.get(103)!.isChildren).toBe(true);
    expect(snapshot.titles.get(102)!.comingOn.get('se')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers the old snapshot while a new one loads after the time to live, and reloads when invalidated', async () => {
    let now = 0;
    const index = createCatalogueIndex(handle.db, { ttlMs: 1000, clock: () => now });
    const first = await index.get();
    await handle.db.update(titles).set({ year: 1901 }).where(eq(titles.id, 101));
    try {
      now = 500;
      expect(await index.get()).toBe(first); // fresh enough
      now = 1500;
      expect(await index.get()).toBe(first); // stale: answered at once, reload started
      await new Promise((resolve) => setTimeout(resolve, 200));
      let refreshed = await index.get();
      for (let i = 0; i < 50 && refreshed === first; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        refreshed = await index.get();
      }
      expect(refreshed).not.toBe(first);
      expect(refreshed.titles.get(101)!.year).toBe(1901);
      index.invalidate();
      expect(await index.get()).not.toBe(refreshed);
    } finally {
      await handle.db.update(titles).set({ year: 1995 }).where(eq(titles.id, 101));
    }
  });
});
