import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStartedSteps } from '../../db/schema';
import { createTestApp, startSession, type TestApp } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { get } from '../../test-support/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await h.db.insert(getStartedSteps).values([
        {
          position: 2,
          headings: { sv: 'Låna', en: 'Borrow' },
          bodies: { sv: 'Välj en film.', en: 'Pick a film.' },
        },
        { position: 1, headings: { sv: 'Välj bibliotek', en: 'Choose a library' }, bodies: { en: 'First…' } },
      ]);
    },
  });
});
afterAll(() => t.close());

describe('get_all_getstartedsteps', () => {
  it('answers every step in every language, ordered by position', async () => {
    const session = await startSession(t.app);
    const res = await get(t.app, '/i18n/getstartedstep/get_all_getstartedsteps', session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      steps: [
        {
          id: 2,
          position: 1,
          heading: { sv: 'Välj bibliotek', en: 'Choose a library' },
          body: { en: 'First…' },
        },
        {
          id: 1,
          position: 2,
          heading: { sv: 'Låna', en: 'Borrow' },
          body: { sv: 'Välj en film.', en: 'Pick a film.' },
        },
      ],
    });
  });

  it('needs a session', async () => {
    expect((await get(t.app, '/i18n/getstartedstep/get_all_getstartedsteps', null)).statusCode).toBe(401);
  });
});
