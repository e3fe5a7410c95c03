import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SushiException } from '@filmhyllan/contract';
import { sha256Hex } from '../../lib/keyed-hash';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  loginFixtureLibrarians,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/*
 * Wrong SUSHI credentials are guesses of a library's key: counted per customer id and per client address, and
 * past the limit every call of that customer id or address is COUNTER's exception 1020 with 429, right
 * credentials included, until the oldest failure leaves the window (sushi.service authenticate).
 */

const MAX = 5;
const limits = { max: MAX, windowSeconds: 900 };
const march = { begin_date: '2025-03', end_date: '2025-03' };

/** A library's SUSHI credentials, as query fields. */
type Credentials = Record<'customer_id' | 'requestor_id' | 'api_key', string> & Record<string, string>;

const sushi = (t: TestApp, query: Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    url: `/api/sushi/r51/reports/ir_m1?${new URLSearchParams({ ...query, ...march }).toString()}`,
    remoteAddress,
  });

async function rotate(t: TestApp, session: ClientSession): Promise<Credentials> {
  const res = await post(t.app, '/librarian/librarian/rotate_sushi_key', session);
  expect(res.statusCode, res.body).toBe(200);
  const made = res.json();
  return {
    customer_id: made.sushi_customer_id,
    requestor_id: made.sushi_requestor_id,
    api_key: made.sushi_api_key,
  };
}

/** The refusal past the limit: 429, exception 1020 as COUNTER 5.1 words it, and when to try again. */
function expectTooMany(res: Awaited<ReturnType<typeof sushi>>) {
  expect(res.statusCode, res.body).toBe(429);
  const exception = SushiException.parse(res.json());
  expect(exception).toMatchObject({ Code: 1020, Message: 'Client has made too many requests' });
  expect(exception.Data).toMatch(/retry after \d+ seconds/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(limits.windowSeconds);
}

/** An address of this run, so that the Redis keys of earlier runs (kept for the window) are not in the way. */
const run = Math.floor(Math.random() * 200) + 20;
const address = (n: number) => `10.${run}.${Math.floor(n / 250)}.${n % 250}`;

describe('wrong SUSHI credentials', () => {
  let t: TestApp;
  let stockholm: Credentials;
  let angelholm: Credentials;

  beforeAll(async () => {
    t = await createAccountTestApp({ sushiGuessLimits: limits });
    const librarians = await loginFixtureLibrarians(t.app);
    stockholm = await rotate(t, librarians.stockholm);
    angelholm = await rotate(t, librarians.angelholm);
  });
  afterAll(() => t?.close());

  it('are limited per customer id, from however many addresses; then the right key is refused too', async () => {
    // The right credentials work before.
    expect((await sushi(t, stockholm, address(1))).statusCode).toBe(200);
    for (let i = 0; i < MAX; i++) {
      const res = await sushi(t, { ...stockholm, api_key: `wrong-${i}` }, address(10 + i));
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().Code).toBe(2020);
    }
    expectTooMany(await sushi(t, { ...stockholm, api_key: 'one-more' }, address(20)));
    // The library's own harvester, with the right key from an address of its own, waits with everyone else.
    expectTooMany(await sushi(t, stockholm, address(21)));
    // Another library is not held up.
    expect((await sushi(t, angelholm, address(22))).statusCode).toBe(200);
  });

  it('are limited per address, whichever customer ids it tries', async () => {
    const from = address(30);
    const tries = [
      { ...angelholm, api_key: 'wrong' },
      { ...angelholm, requestor_id: 'someone-else' },
      { ...angelholm, customer_id: '999999' },
      { ...angelholm, customer_id: '3' },
      { ...angelholm, customer_id: '4' },
    ];
    for (const query of tries) expect((await sushi(t, query, from)).statusCode).toBeGreaterThanOrEqual(401);
    expectTooMany(await sushi(t, angelholm, from));
    // The same customer id from another address still works: it has only two failures of its own.
    expect((await sushi(t, angelholm, address(31))).statusCode).toBe(200);
  });

  it('hold when 100 wrong keys arrive at once: at most the limit are checked, the rest refused', async () => {
    const from = address(40);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => sushi(t, { ...angelholm, customer_id: `${100 + i}` }, from)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(MAX);
    expectTooMany(answers.find((res) => res.statusCode === 429)!);
  });

  it('right credentials do not count: a harvester fetching often is never limited', async () => {
    for (let i = 0; i < MAX * 3; i++) {
      expect((await sushi(t, angelholm, address(50))).statusCode).toBe(200);
    }
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/*
 * Two API instances sharing one Redis (REDIS_URL), as two server processes would: the failures are counted
 * together, so guesses spread over both meet one limit.
 */
describe.runIf(databaseUrl && redisUrl)('wrong SUSHI credentials on two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const clients: Redis[] = [];
  let credentials: Credentials;

  beforeAll(async () => {
    const open = () => {
      const client = new Redis(redisUrl!);
      clients.push(client);
      return client;
    };
    a = await createAccountTestApp({ sushiGuessLimits: limits, redis: open() });
    b = await createTestApp({ database: a.database, sushiGuessLimits: limits, redis: open() });
    credentials = await rotate(a, (await loginFixtureLibrarians(a.app)).stockholm);
    // Customer 1's failures of an earlier run may still be in their window.
    await clients[0]!.del(
      `filmhyllan:sushi-guesses:${sha256Hex(`sushi-customer:${credentials.customer_id}`)}`,
    );
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const client of clients) client.disconnect();
  });

  it('counts failures of both together, and refuses the right key on either', async () => {
    for (let i = 0; i < MAX; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await sushi(instance, { ...credentials, api_key: `wrong-${i}` }, address(100 + i));
      expect(res.statusCode, res.body).toBe(401);
    }
    expectTooMany(await sushi(a, credentials, address(110)));
    expectTooMany(await sushi(b, credentials, address(111)));
  });
});
