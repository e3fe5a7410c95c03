import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
    },
  });
});
afterAll(() => t.close());

const poster = (file: string) => t.app.inject({ url: `/api/posters/${file}` });

describe('generated posters', () => {
  it('print the name and the genres in the language asked for, and the original name and English genres without one', async () => {
    // Title 100: "Isen" (sv), "Jää" (fi), "The Ice" (en); genre Drama, "Draama" in Finnish.
    const finnish = await poster('100.fi.svg');
    expect(finnish.statusCode).toBe(200);
    expect(finnish.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(finnish.headers['cache-control']).toBe('public, max-age=86400');
    expect(finnish.body).toContain('Jää');
    expect(finnish.body).not.toContain('Isen');
    expect(finnish.body.toUpperCase()).toContain('DRAAMA');

    const english = await poster('100.en.svg');
    expect(english.body).toContain('The Ice');
    expect(english.body.toUpperCase()).toContain('DRAMA');

    const original = await poster('100.svg');
    expect(original.body).toContain('Isen');
    expect(original.body.toUpperCase()).not.toContain('DRAAMA');
  });

  it('fall back to the stored name and the English genre where a language has none', async () => {
    // Norwegian: no text of title 100, no Norwegian name of Drama.
    const norwegian = await poster('100.no.svg');
    expect(norwegian.statusCode).toBe(200);
    expect(norwegian.body).toContain('Isen');
    expect(norwegian.body.toUpperCase()).toContain('DRAMA');
  });

  it('refuse an unknown language or title with a 4xx', async () => {
    expect((await poster('100.de.svg')).statusCode).toBe(400);
    expect((await poster('100.fi.fi.svg')).statusCode).toBe(400);
    expect((await poster('99999.fi.svg')).statusCode).toBe(404);
  });
});
