import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { endpoints, type Endpoint } from '@filmhyllan/contract';
import type { TestApp } from '../test-support/test-app';
import { createAccountTestApp, type ClientSession } from '../test-support/account-fixtures';
import {
  EXTRA_PASSWORD,
  addCustomers,
  call,
  changedTables,
  errorCode,
  fingerprinter,
  follow,
  sessionFor,
  tableNames,
  validInput,
  type Fingerprint,
  type Role,
  type WireFields,
} from '../test-support/route-inventory';

/*
 * Property-based fuzzing of every contract endpoint's input, with a valid session of the endpoint's access level
 * (and its CSRF token): any mix of the endpoint's own fields and stray ones, each holding text of any kind
 * (NUL, lone surrogates, very long, numbers, the endpoint's own valid values) or several values (a repeated key).
 * No answer is a 5xx, and a refused call (4xx) changes no row of any table.
 */

const RUNS = 20;
const SEED = 20261123;

/**
 * Rows a refused call may write by design: a wrong PIN is counted against the card (pin_failures), so that
 * guessing locks it (CARD_LOCKED).
 */
const REFUSED_WRITES: Record<string, readonly string[]> = {
  WRONG_CARD_OR_PIN: ['pin_failures'],
  CARD_LOCKED: ['pin_failures'],
};

/**
 * Valid requests, besides validInput, of the calls whose success creates or ends something: here that is
 * wanted (each endpoint has a customer of its own).
 */
const fuzzBase: Record<string, WireFields> = {
  register: { username: 'fuzzed', email: 'fuzzed@example.com', password: 'a-password-1', country_iso: 'se' },
  softDeleteAccount: { country_iso: 'se' },
  updateProfile: { email: 'fuzzed-profile@example.com', birthdate: '', country: 'se' },
  subscribe: { opt_in: 'true', country_iso: 'se' },
  sendEmail: { subject: 'Hej', contact_email: 'a@example.com', message: 'Hej!', country_iso: 'se' },
  updateBudget: {
    budget_type: 'count',
    monthly_budget_loans: '7',
    monthly_budget_cents: '',
    patron_limit: '3',
    patron_limit_period: 'month',
    loan_period_hours: '48',
  },
};

const fieldNames = (endpoint: Endpoint): string[] => Object.keys(endpoint.request.shape as z.ZodRawShape);

function requestArbitrary(endpoint: Endpoint): fc.Arbitrary<WireFields> {
  const names = fieldNames(endpoint);
  const valid = Object.values({ ...validInput[endpoint.name], ...fuzzBase[endpoint.name] }).flat();
  const scalar = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: 'binary', minLength: 200, maxLength: 3000 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom(
      '',
      ' ',
      '\0',
      'a\0b',
      '-1',
      '0',
      '1',
      '2147483648',
      '1e309',
      'NaN',
      'true',
      'null',
      '[]',
      '{}',
      '__proto__',
      "' or 1=1 --",
      'se',
      'en',
      '2026-02-30',
    ),
    ...(valid.length > 0 ? [fc.constantFrom(...valid)] : []),
  );
  const value = fc.oneof(
    { arbitrary: scalar, weight: 4 },
    { arbitrary: fc.array(scalar, { minLength: 2, maxLength: 3 }), weight: 1 },
  );
  const key = fc.oneof(
    { arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('x'), weight: 4 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b]', 'a.b', ''), weight: 1 },
  );
  const stray = fc.dictionary(
    key.filter((k) => k !== 'portal_sessionid' && k !== 'portal_csrftoken'),
    value,
    { maxKeys: 6 },
  );
  // Half the runs start from a valid request and change one or two of its fields, so handlers are reached too.
  const base = { ...validInput[endpoint.name], ...fuzzBase[endpoint.name] };
  const changed = fc.dictionary(key, value, { minKeys: 1, maxKeys: 2 });
  return fc.oneof(
    stray,
    changed.map((fields) => ({ ...base, ...fields })),
  );
}

const roleFor: Record<Endpoint['access'], Role | null> = {
  none: null,
  session: 'anonymous customer',
  user: 'user',
  librarian: 'librarian of library 1',
  operator: 'admin operator',
};

let t: TestApp;
let fingerprint: () => Promise<Fingerprint>;
beforeAll(async () => {
  t = await createAccountTestApp({ loans: true });
  // A customer per endpoint: a fuzzed soft_delete_account or change_password may succeed and end one.
  await addCustomers(
    t.database.db,
    endpoints.map((_, i) => `fuzz${i}`),
  );
  fingerprint = fingerprinter(t.database.db, await tableNames(t.database.db));
});
afterAll(() => t.close());

describe('fuzzed input', () => {
  endpoints.forEach((endpoint, index) => {
    it(`${endpoint.method} ${endpoint.path}: no 5xx, and a refused call changes nothing`, async () => {
      const username = `fuzz${index}`;
      const role = roleFor[endpoint.access];
      const session: ClientSession | null =
        role === null
          ? null
          : await sessionFor(t.app, role, {
              user: [username, EXTRA_PASSWORD],
              other: [username, EXTRA_PASSWORD],
            });
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(endpoint), async (fields) => {
          const res = await call(t.app, endpoint, session, fields);
          expect(res.statusCode, res.body).toBeLessThan(500);
          const after = await fingerprint();
          if (res.statusCode >= 400) {
            const allowed = REFUSED_WRITES[errorCode(res) ?? ''] ?? [];
            expect(
              changedTables(before, after).filter((table) => !allowed.includes(table)),
              res.body,
            ).toEqual([]);
          } else if (session) follow(session, res);
          before = after;
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
    });
  });
});
