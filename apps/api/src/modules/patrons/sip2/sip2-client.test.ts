import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  startSip2TestServer,
  type Sip2TestBehaviour,
  type Sip2TestServer,
  type Sip2TestServerOptions,
} from '../../../test-support/sip2-server';
import {
  createSip2Client,
  type Sip2Client,
  type Sip2ClientConfig,
  type Sip2ClientOptions,
} from './sip2-client';
import { decidePatron } from './sip2-decision';
import { Sip2UnavailableError, type Sip2UnavailableReason } from './sip2-errors';
import { Sip2FieldValueError } from './sip2-messages';

const CARD = '12345678';
const PIN = '1234';
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const servers: Sip2TestServer[] = [];
const clients: Sip2Client[] = [];
const plainServers: net.Server[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(plainServers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function server(options: Sip2TestServerOptions = {}): Promise<Sip2TestServer> {
  const started = await startSip2TestServer(options);
  servers.push(started);
  return started;
}

function client(
  target: { port: number },
  change: Partial<Sip2ClientConfig> = {},
  options: Sip2ClientOptions = {},
): Sip2Client {
  const created = createSip2Client(
    {
      host: '127.0.0.1',
      port: target.port,
      tls: false,
      tlsVerify: true,
      institutionId: 'FH',
      encoding: 'cp850',
      fieldSeparator: '|',
      timeoutMs: 1000,
      ...change,
    },
    options,
  );
  clients.push(created);
  return created;
}

async function reason(promise: Promise<unknown>): Promise<Sip2UnavailableReason> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Sip2UnavailableError);
  return (error as Sip2UnavailableError).reason;
}

const codes = (sip2: Sip2TestServer) => sip2.requests.map((request) => request.code);
const patronRequests = (sip2: Sip2TestServer, card = CARD) =>
  sip2.requests.filter((request) => request.code === '63' && request.fields.AA === card);

describe('SIP2 client against the test server', () => {
  it('logs in, sends SC status once per connection, asks, ends the session, and reuses the connection', async () => {
    const sip2 = await server({ login: { user: 'filmhyllan', password: 'hemligt' } });
    sip2.setBehaviour(CARD, {
      kind: 'valid',
      pin: PIN,
      name: 'Åsa Öberg',
      birthDate: '2012-05-01',
      confirmedAs: '1234 5678',
    });
    const sip = client(sip2, { loginUser: 'filmhyllan', loginPassword: 'hemligt', locationCode: 'MAIN' });

    const answer = await sip.patronInformation(CARD, PIN);
    expect(answer).toMatchObject({
      code: '64',
      patronIdentifier: '1234 5678',
      personalName: 'Åsa Öberg',
      validPatron: true,
      validPatronPassword: true,
      birthDate: '2012-05-01',
    });
    expect(decidePatron(answer, { pinIsValidated: true, today: today() })).toEqual({
      kind: 'valid',
      cardNumber: '1234 5678',
      birthDate: '2012-05-01',
    });
    await vi.waitFor(() => expect(codes(sip2)).toEqual(['93', '99', '63', '35']));

    const [login, status, info, end] = sip2.requests;
    expect(login?.fields).toEqual({ CN: 'filmhyllan', CO: 'hemligt', CP: 'MAIN' });
    expect(login?.fixed).toBe('00');
    expect(status?.text).toMatch(/^9900302\.00AY1AZ[0-9A-F]{4}$/);
    expect(info?.fields).toEqual({ AO: 'FH', AA: CARD, AC: '', AD: PIN });
    expect(info?.fixed).toMatch(/^000\d{8} {4}\d{6} {10}$/);
    expect(end?.fields).toEqual({ AO: 'FH', AA: CARD });

    await sip.patronInformation(CARD, PIN);
    await vi.waitFor(() => expect(codes(sip2)).toEqual(['93', '99', '63', '35', '63', '35']));
    expect(sip2.connectionsAccepted).toBe(1);
    expect(sip2.requests.map((r) => r.sequence)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(sip2.requests.every((r) => r.checksumValid === true && r.terminator === '\r')).toBe(true);
  });

  it('cycles the sequence number from 9 back to 0', async () => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, 'valid');
    const sip = client(sip2, {}, { endSession: false });
    for (let i = 0; i < 10; i++) await sip.patronInformation(CARD, PIN);
    expect(sip2.requests.map((r) => r.sequence).join('')).toBe('01234567890');
    expect(sip2.requests.every((r) => r.checksumValid)).toBe(true);
  });

  it.each<[string, Sip2TestBehaviour, ReturnType<typeof decidePatron>]>([
    ['valid', 'valid', { kind: 'valid', cardNumber: CARD, birthDate: null }],
    ['wrong PIN', 'wrong_pin', { kind: 'refused' }],
    ['a PIN other than the patron has', { kind: 'valid', pin: '9999' }, { kind: 'refused' }],
    ['unknown patron', 'unknown', { kind: 'refused' }],
    ['no CQ', 'no_cq', { kind: 'refused' }],
    [
      'charge privileges denied',
      { kind: 'blocked', reason: 'charge_privileges_denied' },
      { kind: 'blocked', reason: 'charge_privileges_denied' },
    ],
    ['card lost', { kind: 'blocked', reason: 'card_lost' }, { kind: 'blocked', reason: 'card_lost' }],
    [
      'too many billed',
      { kind: 'blocked', reason: 'too_many_billed' },
      { kind: 'blocked', reason: 'too_many_billed' },
    ],
    [
      'too many claims',
      { kind: 'blocked', reason: 'too_many_claims' },
      { kind: 'blocked', reason: 'too_many_claims' },
    ],
    ['expired', 'expired', { kind: 'blocked', reason: 'expired' }],
    ['fines over the limit', 'fines', { kind: 'blocked', reason: 'fines' }],
    [
      'slow, within the timeout',
      { kind: 'slow', ms: 50 },
      { kind: 'valid', cardNumber: CARD, birthDate: null },
    ],
    ['a request to send again', { kind: 'ask_resend' }, { kind: 'valid', cardNumber: CARD, birthDate: null }],
  ])('answers %s', async (_, behaviour, decision) => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, behaviour);
    const answer = await client(sip2).patronInformation(CARD, PIN);
    expect(decidePatron(answer, { pinIsValidated: true, today: today() })).toEqual(decision);
  });

  it('sends the same bytes again when asked to (96)', async () => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, { kind: 'ask_resend' });
    await client(sip2, {}, { endSession: false }).patronInformation(CARD, PIN);
    const [first, again] = patronRequests(sip2);
    expect(again?.text).toBe(first?.text);
  });

  it('takes a missing CQ as valid where the system does not validate PINs', async () => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, 'no_cq');
    const answer = await client(sip2).patronInformation(CARD, PIN);
    expect(decidePatron(answer, { pinIsValidated: false, today: today() }).kind).toBe('valid');
  });

  it('asks patron status (23/24), which carries no fee limit or dates', async () => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, 'valid');
    sip2.setBehaviour('555', 'fines');
    const sip = client(sip2);
    const answer = await sip.patronStatus(CARD, PIN);
    expect(answer.code).toBe('24');
    expect(decidePatron(answer, { pinIsValidated: true, today: today() }).kind).toBe('valid');
    const fines = await sip.patronStatus('555', PIN);
    expect(fines.feeLimit).toBeNull();
    expect(decidePatron(fines, { pinIsValidated: true, today: today() })).toEqual({
      kind: 'blocked',
      reason: 'charge_privileges_denied',
    });
    expect(sip2.requests.find((r) => r.code === '23')?.fields).toEqual({
      AO: 'FH',
      AA: CARD,
      AC: '',
      AD: PIN,
    });
  });

  it('speaks UTF-8, another field separator, and accepts answers without checksums', async () => {
    const sip2 = await server({ encoding: 'utf8', separator: '^', checksums: false });
    sip2.setBehaviour('ÅÄÖ-1', { kind: 'valid', name: 'Näätänen' });
    const answer = await client(sip2, { encoding: 'utf8', fieldSeparator: '^' }).patronInformation(
      'ÅÄÖ-1',
      'pärm',
    );
    expect(answer).toMatchObject({ personalName: 'Näätänen', patronIdentifier: 'ÅÄÖ-1', checksum: null });
    expect(patronRequests(sip2, 'ÅÄÖ-1')[0]?.fields.AD).toBe('pärm');
    expect(patronRequests(sip2, 'ÅÄÖ-1')[0]?.checksumValid).toBe(true);
  });

  it('speaks code page 850', async () => {
    const sip2 = await server({ encoding: 'cp850' });
    sip2.setBehaviour('Näätänen-7', { kind: 'valid', name: 'Åsa Öberg' });
    const answer = await client(sip2, { encoding: 'cp850' }).patronInformation('Näätänen-7', PIN);
    expect(answer.personalName).toBe('Åsa Öberg');
    expect(patronRequests(sip2, 'Näätänen-7')).toHaveLength(1);
  });

  it('rejects a refused login', async () => {
    const sip2 = await server({ login: { user: 'filmhyllan', password: 'hemligt' } });
    sip2.setBehaviour(CARD, 'valid');
    const sip = client(sip2, { loginUser: 'filmhyllan', loginPassword: 'fel' });
    expect(await reason(sip.patronInformation(CARD, PIN))).toBe('login_refused');
    expect(codes(sip2)).toEqual(['93']);
  });

  it.each<[string, Sip2TestBehaviour, Sip2UnavailableReason]>([
    ['garbage', 'garbage', 'unreadable_answer'],
    ['a bad checksum', 'bad_checksum', 'bad_checksum'],
    ['a closed connection', 'close', 'connection_closed'],
  ])('rejects %s as unavailable', async (_, behaviour, expected) => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, behaviour);
    expect(await reason(client(sip2).patronInformation(CARD, PIN))).toBe(expected);
    // A new connection that fails is the system's answer: it is not asked again.
    expect(patronRequests(sip2)).toHaveLength(1);
  });

  it("rejects an answer that carries another request's sequence number", async () => {
    // A system echoing AY as it pleases, without checksums: "9" is not the sequence number of the request (1).
    const answers = ['1', '9'];
    const fake = net.createServer((socket) => {
      socket.on('data', (chunk: Buffer) => {
        const message = chunk.toString('latin1');
        const date = '20240301    101500';
        if (message.startsWith('99')) socket.write(`98YYYYNN010003${date}2.00AOFH|\r`);
        if (message.startsWith('63'))
          socket.write(
            `64${' '.repeat(14)}000${date}${'0'.repeat(24)}AOFH|AA1|BLY|CQY|AY${answers.shift()}\r`,
          );
      });
    });
    plainServers.push(fake);
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as net.AddressInfo;
    const sip = client({ port }, {}, { endSession: false });
    expect((await sip.patronInformation('1', PIN)).sequence).toBe(1);
    expect(await reason(client({ port }, {}, { endSession: false }).patronInformation('1', PIN))).toBe(
      'unreadable_answer',
    );
  });

  it('rejects a refused connection', async () => {
    const unused = net.createServer();
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve));
    const { port } = unused.address() as net.AddressInfo;
    await new Promise((resolve) => unused.close(resolve));
    expect(await reason(client({ port }).patronInformation(CARD, PIN))).toBe('connection_refused');
  });

  it('refuses a PIN that cannot travel in a field, before connecting', async () => {
    const sip2 = await server();
    await expect(client(sip2).patronInformation(CARD, 'ab|cd')).rejects.toBeInstanceOf(Sip2FieldValueError);
    expect(sip2.connectionsAccepted).toBe(0);
  });
});

describe('timeouts', () => {
  const bounded = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    const result = await reason(run());
    return { result, elapsed: performance.now() - started };
  };

  it.each<[string, Sip2TestBehaviour]>([
    ['slow', { kind: 'slow', ms: 3000 }],
    ['silent', 'silent'],
  ])('gives up on a %s system after timeoutMs', async (_, behaviour) => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, behaviour);
    const { result, elapsed } = await bounded(() =>
      client(sip2, { timeoutMs: 200 }).patronInformation(CARD, PIN),
    );
    expect(result).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(800);
  });

  it('bounds the connection too: a TLS handshake that never completes', async () => {
    // Reads what the client sends (so it sees the client leave) and never says a word.
    const mute = net.createServer((socket) => socket.resume().on('error', () => undefined));
    plainServers.push(mute);
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const { port } = mute.address() as net.AddressInfo;
    const { result, elapsed } = await bounded(() =>
      client({ port }, { tls: true, timeoutMs: 200 }).patronInformation(CARD, PIN),
    );
    expect(result).toBe('timeout');
    expect(elapsed).toBeLessThan(800);
  });

  it('counts the wait for a busy connection in the same budget', async () => {
    const sip2 = await server();
    sip2.setBehaviour('1', { kind: 'slow', ms: 150 });
    sip2.setBehaviour('2', { kind: 'slow', ms: 150 });
    const sip = client(sip2, { timeoutMs: 250 }, { poolSize: 1, endSession: false });
    const started = performance.now();
    const first = sip.patronInformation('1', PIN);
    // The second waits ~150 ms for the one connection, then would need 150 ms more: past its 250 ms.
    const second = bounded(() => sip.patronInformation('2', PIN));
    expect((await first).validPatron).toBe(true);
    const { result } = await second;
    expect(result).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(450);
  });
});

describe('TLS', () => {
  it('refuses a self-signed certificate when verifying, and accepts it when trusted or not verifying', async () => {
    const sip2 = await server({ tls: true });
    sip2.setBehaviour(CARD, 'valid');
    expect(sip2.certificate).toContain('BEGIN CERTIFICATE');

    expect(await reason(client(sip2, { tls: true, tlsVerify: true }).patronInformation(CARD, PIN))).toBe(
      'tls_failed',
    );
    expect(patronRequests(sip2)).toHaveLength(0);

    const trusted = client(sip2, { tls: true, tlsVerify: true }, { tlsCa: sip2.certificate! });
    expect((await trusted.patronInformation(CARD, PIN)).validPatron).toBe(true);

    const unverified = client(sip2, { tls: true, tlsVerify: false });
    expect((await unverified.patronInformation(CARD, PIN)).validPatron).toBe(true);
    expect(patronRequests(sip2)).toHaveLength(2);
  });

  it('does not speak plain text to a TLS client or the reverse', async () => {
    const sip2 = await server({ tls: true });
    sip2.setBehaviour(CARD, 'valid');
    expect(await reason(client(sip2, { tls: false, timeoutMs: 300 }).patronInformation(CARD, PIN))).toBe(
      'connection_closed',
    );
    expect(patronRequests(sip2)).toHaveLength(0);
  });
});

describe('connection pool', () => {
  it('keeps at most poolSize connections for concurrent requests', async () => {
    const sip2 = await server();
    for (const card of ['1', '2', '3', '4']) sip2.setBehaviour(card, { kind: 'slow', ms: 60 });
    const sip = client(sip2, { timeoutMs: 2000 }, { poolSize: 2 });
    const answers = await Promise.all(['1', '2', '3', '4'].map((card) => sip.patronInformation(card, PIN)));
    expect(answers.map((a) => a.patronIdentifier)).toEqual(['1', '2', '3', '4']);
    expect(sip2.connectionsAccepted).toBe(2);
    expect(codes(sip2).filter((code) => code === '99')).toHaveLength(2);
  });

  it('reconnects after the system closed an idle connection', async () => {
    const sip2 = await server({ login: { user: 'u', password: 'p' } });
    sip2.setBehaviour(CARD, 'valid');
    const sip = client(sip2, { loginUser: 'u', loginPassword: 'p' });
    await sip.patronInformation(CARD, PIN);
    await vi.waitFor(() => expect(codes(sip2)).toContain('35'));
    sip2.dropConnections();
    await vi.waitFor(() => expect(sip2.openConnections).toBe(0));

    expect((await sip.patronInformation(CARD, PIN)).validPatron).toBe(true);
    expect(sip2.connectionsAccepted).toBe(2);
    expect(
      sip2.requests
        .filter((r) => r.connection === 2)
        .map((r) => r.code)
        .slice(0, 3),
    ).toEqual(['93', '99', '63']);
  });

  it('sends a request again, once, when a kept connection turns out dead before any answer', async () => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, 'valid');
    const sip = client(sip2, {}, { poolSize: 1 });
    await sip.patronInformation(CARD, PIN);

    sip2.setBehaviour(CARD, { kind: 'close', then: 'valid' });
    expect((await sip.patronInformation(CARD, PIN)).validPatron).toBe(true);
    expect(patronRequests(sip2)).toHaveLength(3);
    expect(sip2.connectionsAccepted).toBe(2);

    // A system that keeps closing gets one more try, no more.
    sip2.setBehaviour(CARD, 'close');
    expect(await reason(sip.patronInformation(CARD, PIN))).toBe('connection_closed');
    expect(patronRequests(sip2)).toHaveLength(5);
  });

  it('closes idle connections after idleMs', async () => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, 'valid');
    await client(sip2, {}, { idleMs: 50 }).patronInformation(CARD, PIN);
    await vi.waitFor(() => expect(codes(sip2)).toContain('35'));
    await vi.waitFor(() => expect(sip2.openConnections).toBe(0), { timeout: 2000 });
  });

  it('closes everything on close(), and refuses calls after it', async () => {
    const sip2 = await server();
    sip2.setBehaviour(CARD, 'valid');
    const sip = client(sip2);
    await sip.patronInformation(CARD, PIN);
    await sip.close();
    await vi.waitFor(() => expect(sip2.openConnections).toBe(0));
    expect(await reason(sip.patronInformation(CARD, PIN))).toBe('client_closed');
  });
});

describe('logging', () => {
  it('logs failures with host, port and reason, never the card number, PIN or login password', async () => {
    const card = 'CARD-424242';
    const pin = 'Pq7-secret-pin';
    const lines: Array<{ obj: object; msg: string }> = [];
    const log = { warn: (obj: object, msg: string) => void lines.push({ obj, msg }) };
    const sip2 = await server({ login: { user: 'u', password: 'login-hemlis' } });
    const sip = client(
      sip2,
      { loginUser: 'u', loginPassword: 'login-hemlis', timeoutMs: 200 },
      { log, poolSize: 1 },
    );

    for (const behaviour of ['garbage', 'bad_checksum', 'silent', 'close'] as const) {
      sip2.setBehaviour(card, behaviour);
      await reason(sip.patronInformation(card, pin));
    }
    await reason(
      client(sip2, { loginUser: 'u', loginPassword: 'wrong' }, { log }).patronInformation(card, pin),
    );
    const tlsServer = await server({ tls: true });
    await reason(client(tlsServer, { tls: true }, { log }).patronInformation(card, pin));

    expect(lines.map((line) => (line.obj as { reason: string }).reason)).toEqual([
      'unreadable_answer',
      'bad_checksum',
      'timeout',
      'connection_closed',
      'login_refused',
      'tls_failed',
    ]);
    expect(lines[0]?.obj).toMatchObject({ host: '127.0.0.1', port: sip2.port });
    expect(lines.at(-1)?.obj).toMatchObject({ code: expect.stringMatching(/CERT/) });
    const logged = JSON.stringify(lines);
    for (const secret of [card, '424242', pin, 'login-hemlis']) expect(logged).not.toContain(secret);
  });
});
