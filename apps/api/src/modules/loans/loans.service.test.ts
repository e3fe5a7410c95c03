import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loans, patronCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createTestApp, startSession, TEST_SECRET, type TestApp } from '../../test-support/test-app';
import { seedFixtures } from '../../test-support/fixtures';
import { seedCatalogueFixtures } from '../../test-support/catalogue-fixtures';
import { seedLoanFixtures } from '../../test-support/loan-fixtures';
import type { PatronDirectory } from '../patrons/patron-directory';
import { createLoansRepository } from './loans.repository';
import { createLoansService } from './loans.service';
import { createPinGuard, MAX_FAILURES_PER_CARD } from './pin-guard';
import { createPinGuardRepository } from './pin-guard.repository';

/**
 * A patron directory that asks another library system (no statement of its own to send with the loan's
 * lookups): the loan asks it after the guessing limits, and only then.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: async (h) => {
      await seedFixtures(h.db);
      await seedCatalogueFixtures(h.db);
      await seedLoanFixtures(h.db);
    },
  });
});
afterAll(() => t.close());

function externalDirectory() {
  const asked: string[] = [];
  const directory: PatronDirectory = {
    async authenticate(libraryId, cardNumber, pin) {
      asked.push(`${cardNumber}:${pin}`);
      const [card] = await t.database.db
        .select()
        .from(patronCards)
        .where(eq(patronCards.cardNumber, cardNumber));
      return card && pin === '1234' ? { id: card.id, libraryId, cardNumber, blocked: card.blocked } : null;
    },
    async findCard() {
      return null;
    },
  };
  return { asked, directory };
}

const service = (directory: PatronDirectory) =>
  createLoansService({
    repo: createLoansRepository(t.database.db),
    directory,
    pinGuard: createPinGuard(createPinGuardRepository(t.database.db), TEST_SECRET),
    streamKey: 'stream-key',
    childOnly: async () => false,
    lendVerdict: t.app.services.catalogue.lendVerdict,
    sessions: t.app.services.sessions,
    titleSummaries: async () => [],
  });

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : 'unexpected'),
  );

describe('a loan through a directory that asks another system', () => {
  it('borrows once the directory vouches for card and PIN', async () => {
    const { asked, directory } = externalDirectory();
    const session = await t.app.services.sessions.resolve((await startSession(t.app)).sessionid);
    const input = {
      libraryId: 1,
      titleId: 100,
      cardNumber: '30000020',
      pin: '1234',
      clientAddress: '192.0.2.1',
    };
    const result = await service(directory).borrow(session, input);
    expect(result).toMatchObject({ isNew: true, loan: { titleId: 100, libraryId: 1 } });
    expect(asked).toEqual(['30000020:1234']);
    expect(await t.database.db.select().from(loans).where(eq(loans.id, result.loan.id))).toHaveLength(1);
  });

  it('never passes the guesses on a locked card to the directory', async () => {
    const { asked, directory } = externalDirectory();
    const session = await t.app.services.sessions.resolve((await startSession(t.app)).sessionid);
    const loans = service(directory);
    const attempt = (pin: string) =>
      codeOf(
        loans.borrow(session, {
          libraryId: 1,
          titleId: 101,
          cardNumber: '30000021',
          pin,
          clientAddress: '192.0.2.2',
        }),
      );
    for (let i = 0; i < MAX_FAILURES_PER_CARD - 1; i++)
      expect(await attempt('0000')).toBe('WRONG_CARD_OR_PIN');
    expect(await attempt('0000')).toBe('CARD_LOCKED');
    expect(asked).toHaveLength(MAX_FAILURES_PER_CARD);
    expect(await attempt('1234')).toBe('CARD_LOCKED');
    expect(asked).toHaveLength(MAX_FAILURES_PER_CARD);
  });

  it('refuses an unknown library before asking the directory', async () => {
    const { asked, directory } = externalDirectory();
    const session = await t.app.services.sessions.resolve((await startSession(t.app)).sessionid);
    const input = {
      libraryId: 999,
      titleId: 100,
      cardNumber: '30000022',
      pin: '1234',
      clientAddress: '192.0.2.3',
    };
    expect(await codeOf(service(directory).borrow(session, input))).toBe('LIBRARY_NOT_FOUND');
    expect(asked).toEqual([]);
  });
});
