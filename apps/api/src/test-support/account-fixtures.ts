import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createSecretBox } from '../lib/secret-box';
import { OPERATOR_TOTP_PURPOSE } from '../modules/operators/operators.service';
import { seedCatalogueFixtures } from './catalogue-fixtures';
import { fixtureUser, seedFixtures } from './fixtures';
import { seedLoanFixtures } from './loan-fixtures';
import { createTestApp, form, startSession, TEST_SECRET, type TestApp } from './test-app';

/** Passwords of the accounts below; only their scrypt hashes are stored. */
export const passwords = {
  ulla: 'ulla-password-1',
  librarian: 'librarian-password-1',
  operator: 'operator-password-1',
} as const;

/**
 * Operators with two-factor login confirmed (ids fixed, so a fixture can log one in without a lookup). Their
 * TOTP secret is OPERATOR_TOTP_SECRET, stored sealed as the server keeps it.
 */
export const fixtureOperators = {
  admin: { id: 901, username: 'Operatör.Admin', role: 'admin' },
  support: { id: 902, username: 'operator.support', role: 'support' },
  editor: { id: 903, username: 'site.editor', role: 'editor' },
} as const;
export const OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Librarians of libraries 1 (Stockholm) and 2 (Ängelholm); usernames with capitals, logins ignore case. */
export const fixtureLibrarians = {
  stockholm: { username: 'Bibliotekarie.Sthlm', libraryId: 1 },
  angelholm: { username: 'bibliotekarie.angelholm', libraryId: 2 },
} as const;

/**
 * On top of seedFixtures: a real password for ulla (user 1) and the two librarians.
 * Hashing takes ~50 ms each, so the librarians share one hash (each row still verifies on its own).
 */
export async function seedAccountFixtures(db: Database): Promise<void> {
  const [ulla, librarian, operator] = await Promise.all([
    hashPassword(passwords.ulla),
    hashPassword(passwords.librarian),
    hashPassword(passwords.operator),
  ]);
  await db.update(s.users).set({ passwordHash: ulla }).where(eq(s.users.id, fixtureUser.id));
  const sealed = createSecretBox(TEST_SECRET, OPERATOR_TOTP_PURPOSE).seal(OPERATOR_TOTP_SECRET);
  await db.insert(s.operators).values(
    Object.values(fixtureOperators).map((o) => ({
      ...o,
      passwordHash: operator,
      totpSecretSealed: sealed,
      totpConfirmedAt: new Date('2026-01-01T00:00:00Z'),
    })),
  );
  await db.insert(s.librarians).values(
    Object.values(fixtureLibrarians).map((l) => ({
      username: l.username,
      libraryId: l.libraryId,
      passwordHash: librarian,
    })),
  );
}

/** A session as the web app holds it: id and the current CSRF token. */
export interface ClientSession {
  sessionid: string;
  csrftoken: string;
}

/** The fixture libraries' budget settings as the librarian portal answers them (get_general_info's budget). */
export const fixtureBudget = {
  budget_type: 'count',
  monthly_budget_loans: 100,
  monthly_budget_cents: null,
  patron_limit: 4,
  patron_limit_period: 'month',
  loan_period_hours: 48,
  alert_email: null,
  budget_pacing: 'none',
} as const;

/**
 * The update_budget form as the librarian portal sends it, with the fixture libraries' settings (a budget of 100
 * loans a month, 4 loans per card a month, 48-hour loans) and any fields changed.
 */
export const budgetForm = (changes: Record<string, string> = {}) => ({
  budget_type: 'count',
  monthly_budget_loans: '100',
  monthly_budget_cents: '',
  patron_limit: '4',
  patron_limit_period: 'month',
  loan_period_hours: '48',
  ...changes,
});

/** A form POST carrying the session fields, as the web app sends it. */
export const post = (
  app: FastifyInstance,
  url: string,
  session: ClientSession | null,
  fields: Record<string, string | number | boolean | undefined> = {},
  remoteAddress?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...form({
      ...(session ? { portal_sessionid: session.sessionid, portal_csrftoken: session.csrftoken } : {}),
      ...fields,
    }),
  });

/** A GET carrying the session id in the query string (and any headers, such as the page's language). */
export const get = (
  app: FastifyInstance,
  url: string,
  session: ClientSession | null,
  query: Record<string, string | number | boolean> = {},
  headers?: Record<string, string>,
) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) params.set(k, String(v));
  if (session) params.set('portal_sessionid', session.sessionid);
  const search = params.toString();
  return app.inject({ url: `/api${url}${search ? `?${search}` : ''}`, ...(headers ? { headers } : {}) });
};

/** Logs a customer in through the API on a new session and answers the session's new id and CSRF token. */
export async function loginCustomer(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<ClientSession> {
  const session = await startSession(app, 'customer');
  const res = await post(app, '/user/user/login', session, { username, password });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return { sessionid: res.json().new_sessionid, csrftoken: res.json().new_csrftoken };
}

/** Logs a librarian in through the API on a new librarian-portal session. */
export async function loginLibrarian(
  app: FastifyInstance,
  username: string,
  password: string = passwords.librarian,
): Promise<ClientSession> {
  const session = await startSession(app, 'librarian');
  const res = await post(app, '/librarian/librarian/login', session, { username, password });
  if (res.statusCode !== 200) throw new Error(`librarian login answered ${res.statusCode}: ${res.body}`);
  return { sessionid: res.json().new_sessionid, csrftoken: res.json().new_csrftoken };
}

/**
 * A fixture operator logged in on a new operator-portal session. Each login through the API uses up a time
 * step of the operator's codes (one login per 30 s), so fixtures log in through the session service; the login
 * call itself is tested in routes/operator.
 */
export async function loginOperator(
  app: FastifyInstance,
  operator: keyof typeof fixtureOperators,
): Promise<ClientSession> {
  const { sessions } = app.services;
  const started = await startSession(app, 'operator');
  const { sessionid, csrftoken } = await sessions.logIn(await sessions.resolve(started.sessionid), {
    userId: null,
    librarianId: null,
    operatorId: fixtureOperators[operator].id,
  });
  return { sessionid, csrftoken };
}

/** Both fixture librarians logged in, each on a session of its own: Stockholm's (library 1) and Ängelholm's (2). */
export async function loginFixtureLibrarians(
  app: FastifyInstance,
): Promise<{ stockholm: ClientSession; angelholm: ClientSession }> {
  return {
    stockholm: await loginLibrarian(app, fixtureLibrarians.stockholm.username),
    angelholm: await loginLibrarian(app, fixtureLibrarians.angelholm.username),
  };
}

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/**
 * A test app with the base fixtures and the accounts below, and on request the catalogue fixtures (`catalogue`)
 * or the catalogue and loan fixtures (`loans`): the setup the account, access and librarian tests share.
 */
export function createAccountTestApp(
  options: Omit<TestAppOptions, 'seed'> & { catalogue?: boolean; loans?: boolean } = {},
): Promise<TestApp> {
  const { catalogue = false, loans = false, ...rest } = options;
  return createTestApp({
    ...rest,
    seed: async (h) => {
      await seedFixtures(h.db);
      if (catalogue || loans) await seedCatalogueFixtures(h.db);
      if (loans) await seedLoanFixtures(h.db);
      await seedAccountFixtures(h.db);
    },
  });
}
