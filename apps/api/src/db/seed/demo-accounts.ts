import { hashPin } from '../../lib/keyed-hash';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { librarians, operators, patronCards, savedCards, subscriptions, users } from '../schema';
import { createSecretBox } from '../../lib/secret-box';
import { OPERATOR_TOTP_PURPOSE } from '../../modules/operators/operators.service';
import { insertInBatches } from './batch-insert';

/**
 * The demo accounts (also in README "Demo accounts"). Every library has the same seven cards, so any library
 * can be tried with them. PINs are stored only as keyed hashes (hashPin with APP_SECRET), so a database
 * seeded under one secret does not accept these PINs under another.
 */
export const demoCards = [
  {
    cardNumber: '11111111',
    pin: '1234',
    blocked: false,
    note: 'at every library; saved in the demo account',
  },
  { cardNumber: '22222222', pin: '2222', blocked: true, note: 'blocked at every library (CARD_BLOCKED)' },
  { cardNumber: '33333333', pin: '3333', blocked: false, note: 'ordinary card with a loan history' },
  { cardNumber: '44444444', pin: '4444', blocked: false, note: 'ordinary card with a loan history' },
  { cardNumber: '55555555', pin: '5555', blocked: false, note: 'ordinary card with a loan history' },
  { cardNumber: '66666666', pin: '6666', blocked: false, note: 'ordinary card with a loan history' },
  { cardNumber: '77777777', pin: '7777', blocked: false, note: 'ordinary card with a loan history' },
] as const;

export const DEMO_CARD = demoCards[0];

export const demoUser = {
  username: 'demo',
  password: 'demo-password-1',
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'Patron',
  countryIso: 'se',
} as const;

export const LIBRARIAN_PASSWORD = 'librarian-password-1';
export const librarianUsername = (libraryId: number): string => `librarian-${libraryId}`;

/**
 * The demo admin operator, enrolled in two-factor login with a fixed TOTP secret (base32), so a developer adds it
 * to an authenticator app once; printed by the start banner and written in the README, for local use only.
 */
export const demoOperator = {
  username: 'operator',
  password: 'operator-password-1',
  totpSecret: 'FILMHYLLANDEMOOPERATORTOTPSECRET',
} as const;

export interface SeededAccounts {
  demoUserId: number;
  /** Patron card ids by `${libraryId}:${cardNumber}`. */
  cardIds: Map<string, number>;
}

export const cardKey = (libraryId: number, cardNumber: string): string => `${libraryId}:${cardNumber}`;

export async function seedAccounts(
  db: Database,
  options: { appSecret: string; libraryIds: readonly number[]; homeLibraryId: number },
): Promise<SeededAccounts> {
  const cardRows = options.libraryIds.flatMap((libraryId) =>
    demoCards.map((card) => ({
      libraryId,
      cardNumber: card.cardNumber,
      pinHash: hashPin(options.appSecret, libraryId, card.cardNumber, card.pin),
      blocked: card.blocked,
    })),
  );
  const cardIds = new Map<string, number>();
  for (let start = 0; start < cardRows.length; start += 500) {
    const inserted = await db
      .insert(patronCards)
      .values(cardRows.slice(start, start + 500))
      .returning({
        id: patronCards.id,
        libraryId: patronCards.libraryId,
        cardNumber: patronCards.cardNumber,
      });
    for (const card of inserted) cardIds.set(cardKey(card.libraryId, card.cardNumber), card.id);
  }

  // scrypt takes ~50 ms: hash each password once and share the hash (each row still verifies).
  const [userHash, librarianHash, operatorHash] = await Promise.all([
    hashPassword(demoUser.password),
    hashPassword(LIBRARIAN_PASSWORD),
    hashPassword(demoOperator.password),
  ]);
  const [user] = await db
    .insert(users)
    .values({
      username: demoUser.username,
      email: demoUser.email,
      passwordHash: userHash,
      firstName: demoUser.firstName,
      lastName: demoUser.lastName,
      countryIso: demoUser.countryIso,
      newsletter: true,
    })
    .returning({ id: users.id });
  const homeCardId = cardIds.get(cardKey(options.homeLibraryId, DEMO_CARD.cardNumber));
  if (!user || homeCardId === undefined) throw new Error('demo user or home card missing');
  await db.insert(savedCards).values({
    userId: user.id,
    libraryId: options.homeLibraryId,
    cardId: homeCardId,
    cardNumber: DEMO_CARD.cardNumber,
  });
  // The demo patron has answered the newsletter question (subscribed), so a login is not interrupted by it.
  await db.insert(subscriptions).values({
    userId: user.id,
    email: demoUser.email,
    countryIso: demoUser.countryIso.toUpperCase(),
    optIn: true,
    isActive: true,
  });
  await insertInBatches(
    db,
    librarians,
    options.libraryIds.map((libraryId) => ({
      username: librarianUsername(libraryId),
      passwordHash: librarianHash,
      libraryId,
    })),
  );
  await db.insert(operators).values({
    username: demoOperator.username,
    passwordHash: operatorHash,
    role: 'admin',
    totpSecretSealed: createSecretBox(options.appSecret, OPERATOR_TOTP_PURPOSE).seal(demoOperator.totpSecret),
    totpConfirmedAt: new Date(),
  });
  return { demoUserId: user.id, cardIds };
}
