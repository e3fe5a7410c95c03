import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import iconv from 'iconv-lite';

/**
 * A library system speaking SIP2 for tests, written from the 3M SIP2 2.00 specification (it shares no code with
 * the client in modules/patrons/sip2). It answers 93 login, 99 SC status, 63 patron information, 23 patron
 * status and 35 end patron session; checks the AZ checksum of every request (answering 96 "resend" to a bad
 * one), echoes AY and puts AZ on its answers; speaks code page 850 or UTF-8, over TCP or TLS.
 *
 * Usage (API and e2e tests):
 *   const sip2 = await startSip2TestServer({ tls: true, login: { user: 'fh', password: 'secret' } });
 *   sip2.setBehaviour('12345678', { kind: 'valid', pin: '1234', birthDate: '2012-05-01' });
 *   sip2.setBehaviour('87654321', { kind: 'blocked', reason: 'card_lost' });
 *   // point a library at 127.0.0.1:sip2.port (tls_verify false, or trust sip2.certificate), then
 *   await sip2.close();
 * A card without a behaviour is unknown to the system. `requests` records everything received.
 */

export type Sip2TestBlockReason =
  'charge_privileges_denied' | 'card_lost' | 'too_many_billed' | 'too_many_claims';

/** How the server answers a patron request (63 or 23) for one card. */
export type Sip2TestAnswer =
  /**
   * A valid patron. With `pin`, any other PIN is answered as a wrong PIN. `confirmedAs` is the card number the
   * system writes back in AA (e.g. other spacing or letter case). `birthDate` goes out as PB, `expiryDate` as PA
   * (YYYYMMDD, as Evergreen sends them; give YYYY-MM-DD).
   */
  | {
      kind: 'valid';
      pin?: string;
      name?: string;
      confirmedAs?: string;
      birthDate?: string;
      expiryDate?: string;
    }
  /** BL Y, CQ N (and the flags real systems set with it). */
  | { kind: 'wrong_pin' }
  /** BL N. */
  | { kind: 'unknown' }
  /** A valid patron with a patron status flag set (card_lost also sets charge privileges denied, as systems do). */
  | { kind: 'blocked'; reason: Sip2TestBlockReason }
  /** Expiry date (PA) in the past, charge privileges denied. */
  | { kind: 'expired' }
  /** BV over CC (CC only in 64), excessive fines and charge privileges denied. */
  | { kind: 'fines' }
  /** BL Y without CQ: a system that does not check PINs. */
  | { kind: 'no_cq' }
  /** Answers after `ms` milliseconds, as `then` (default valid). */
  | { kind: 'slow'; ms: number; then?: Sip2TestBehaviour }
  /** Never answers; the connection stays open. */
  | { kind: 'silent' }
  /** Answers with a line that is not SIP2. */
  | { kind: 'garbage' }
  /** Answers valid, with a wrong AZ checksum. */
  | { kind: 'bad_checksum' }
  /** Closes the connection without answering; with `then`, only once, and answers as `then` afterwards. */
  | { kind: 'close'; then?: Sip2TestBehaviour }
  /** Answers 96 ("send that again") once, then answers as `then` (default valid). */
  | { kind: 'ask_resend'; then?: Sip2TestBehaviour };

type SimpleKind = Exclude<Sip2TestAnswer['kind'], 'blocked' | 'slow' | 'ask_resend'>;
export type Sip2TestBehaviour = Sip2TestAnswer | SimpleKind;

export interface Sip2ReceivedRequest {
  /** 1-based number of the connection it came on, in order of acceptance. */
  connection: number;
  /** Message code: '93', '99', '63', '23', '35' ... */
  code: string;
  /** The message as decoded, without its terminator. */
  text: string;
  /** The byte that ended it: '\r' is what SIP2 asks for. */
  terminator: '\r' | '\n';
  /** The fixed-length part after the code. */
  fixed: string;
  /** Variable fields by code (AY and AZ are not among them). */
  fields: Record<string, string>;
  /** AY and AZ as sent, and whether AZ adds up (null when absent). */
  sequence: string | null;
  checksum: string | null;
  checksumValid: boolean | null;
}

export interface Sip2TestServerOptions {
  /** true: TLS with a self-signed certificate for localhost and 127.0.0.1 made now; or a key and certificate. */
  tls?: boolean | { key: string; cert: string };
  encoding?: 'cp850' | 'utf8';
  separator?: string;
  /** When set, a connection must log in with these before anything else; a wrong login gets "940". */
  login?: { user: string; password: string };
  institutionId?: string;
  /** Put AY/AZ on answers (default true); false plays a system without error detection. */
  checksums?: boolean;
  /** The port to listen on (default: any free one). */
  port?: number;
}

export interface Sip2TestServer {
  host: '127.0.0.1';
  port: number;
  /** The PEM certificate when the server speaks TLS (for a client that verifies it). */
  certificate: string | null;
  requests: Sip2ReceivedRequest[];
  setBehaviour(card: string, behaviour: Sip2TestBehaviour): void;
  /** Connections accepted so far, and those still open. */
  readonly connectionsAccepted: number;
  readonly openConnections: number;
  /** Closes every open connection (a restart of the system); the server keeps listening. */
  dropConnections(): void;
  close(): Promise<void>;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day, made with the openssl command. */
export async function makeSelfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sip2-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ]);
    return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Fixed-length part of each request after its code (SIP2 2.00). */
const REQUEST_FIXED: Record<string, number> = { '93': 2, '99': 8, '63': 31, '23': 21, '35': 18 };

const FLAG_POSITION: Record<Sip2TestBlockReason, number> = {
  charge_privileges_denied: 0,
  card_lost: 4,
  too_many_claims: 8,
  too_many_billed: 13,
};

function statusFlags(...positions: number[]): string {
  return Array.from({ length: 14 }, (_, i) => (positions.includes(i) ? 'Y' : ' ')).join('');
}

function sipNow(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}    ${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

function checksumOf(bytes: Buffer): string {
  let total = 0;
  for (const b of bytes) total = (total + b) & 0xffff;
  return ((0x10000 - total) & 0xffff).toString(16).toUpperCase().padStart(4, '0');
}

export async function startSip2TestServer(options: Sip2TestServerOptions = {}): Promise<Sip2TestServer> {
  const encoding = options.encoding ?? 'cp850';
  const sep = options.separator ?? '|';
  const institution = options.institutionId ?? 'FH';
  const credentials = options.tls === true ? await makeSelfSignedCertificate() : options.tls || null;
  const behaviours = new Map<string, Sip2TestBehaviour>();
  const requests: Sip2ReceivedRequest[] = [];
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let accepted = 0;

  const send = (socket: net.Socket, body: string, sequence: string | null, corruptChecksum = false) => {
    if (socket.destroyed) return;
    if (options.checksums === false) {
      socket.write(Buffer.concat([iconv.encode(body, encoding), Buffer.from('\r')]));
      return;
    }
    const head = iconv.encode(`${body}${sequence === null ? '' : `AY${sequence}`}AZ`, encoding);
    const sum = corruptChecksum ? checksumOf(Buffer.concat([head, Buffer.from('X')])) : checksumOf(head);
    socket.write(Buffer.concat([head, Buffer.from(`${sum}\r`, 'ascii')]));
  };

  const read = (bytes: Buffer, terminator: '\r' | '\n', connection: number): Sip2ReceivedRequest => {
    const text = iconv.decode(bytes, encoding);
    const code = text.slice(0, 2);
    const fixed = text.slice(2, 2 + (REQUEST_FIXED[code] ?? 0));
    let variable = text.slice(2 + fixed.length);
    let sequence: string | null = null;
    let checksum: string | null = null;
    let checksumValid: boolean | null = null;
    const trailer = /(?:AY(\d))?AZ([0-9A-F]{4})$/.exec(variable);
    if (trailer) {
      sequence = trailer[1] ?? null;
      checksum = trailer[2]!;
      variable = variable.slice(0, trailer.index);
      const summedLength = bytes.length - 4; // the AZ value is 4 ASCII bytes
      checksumValid = checksumOf(bytes.subarray(0, summedLength)) === checksum;
    }
    const fields: Record<string, string> = {};
    for (const piece of variable.split(sep))
      if (piece.length >= 2) fields[piece.slice(0, 2)] = piece.slice(2);
    return { connection, code, text, terminator, fixed, fields, sequence, checksum, checksumValid };
  };

  const patronAnswer = (request: Sip2ReceivedRequest, behaviour: Sip2TestAnswer): string => {
    const card = request.fields.AA ?? '';
    const info = request.code === '63';
    const head = (flags: string) =>
      `${info ? '64' : '24'}${flags}000${sipNow()}${info ? '0000'.repeat(6) : ''}`;
    const id = (aa: string, name: string) => `AO${institution}${sep}AA${aa}${sep}AE${name}${sep}`;
    const limits = info ? `BZ0010${sep}CA0010${sep}CB0010${sep}` : '';
    const money = (owed: string, limit: string) =>
      `BHSEK${sep}BV${owed}${sep}${info ? `CC${limit}${sep}` : ''}`;
    const ymd = (date: string) => date.replaceAll('-', '');
    switch (behaviour.kind) {
      case 'unknown':
        return `${head(statusFlags(0, 1, 2, 3))}${id(card, '')}BLN${sep}CQN${sep}AFPatron does not exist.${sep}`;
      case 'wrong_pin':
        return `${head(statusFlags(0, 1, 2, 3))}${id(card, 'Test Patron')}BLY${sep}CQN${sep}${money('0.00', '100.00')}AFInvalid PIN.${sep}`;
      case 'no_cq':
        return `${head(statusFlags())}${id(card, 'Test Patron')}${limits}BLY${sep}${money('0.00', '100.00')}`;
      case 'blocked': {
        const flags =
          behaviour.reason === 'card_lost' ? statusFlags(0, 4) : statusFlags(FLAG_POSITION[behaviour.reason]);
        return `${head(flags)}${id(card, 'Test Patron')}${limits}BLY${sep}CQY${sep}${money('0.00', '100.00')}AFPatron has blocks.${sep}`;
      }
      case 'expired':
        return `${head(statusFlags(0))}${id(card, 'Test Patron')}${limits}BLY${sep}CQY${sep}${money('0.00', '100.00')}${info ? `PA20200131${sep}` : ''}`;
      case 'fines':
        return `${head(statusFlags(0, 1, 2, 3, 10))}${id(card, 'Test Patron')}${limits}BLY${sep}CQY${sep}${money('125.50', '100.00')}`;
      default: {
        const valid = behaviour.kind === 'valid' ? behaviour : { kind: 'valid' as const };
        if (valid.pin !== undefined && valid.pin !== request.fields.AD) {
          return patronAnswer(request, { kind: 'wrong_pin' });
        }
        const extra =
          (info && valid.birthDate ? `PB${ymd(valid.birthDate)}${sep}` : '') +
          (info && valid.expiryDate ? `PA${ymd(valid.expiryDate)}${sep}` : '');
        return `${head(statusFlags())}${id(valid.confirmedAs ?? card, valid.name ?? 'Test Patron')}${limits}BLY${sep}CQY${sep}${money('0.00', '100.00')}${extra}`;
      }
    }
  };

  const answerPatron = (
    socket: net.Socket,
    request: Sip2ReceivedRequest,
    behaviour: Sip2TestBehaviour,
  ): void => {
    const answer: Sip2TestAnswer =
      typeof behaviour === 'string' ? ({ kind: behaviour } as Sip2TestAnswer) : behaviour;
    const card = request.fields.AA ?? '';
    switch (answer.kind) {
      case 'silent':
        return;
      case 'close':
        if (answer.then !== undefined) behaviours.set(card, answer.then);
        socket.destroy();
        return;
      case 'garbage':
        socket.write('<html>502 Bad Gateway</html>\r\n');
        return;
      case 'bad_checksum':
        send(socket, patronAnswer(request, { kind: 'valid' }), request.sequence, true);
        return;
      case 'ask_resend':
        behaviours.set(card, answer.then ?? 'valid');
        send(socket, '96', null);
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answerPatron(socket, request, answer.then ?? 'valid');
        }, answer.ms);
        timers.add(timer);
        return;
      }
      default:
        send(socket, patronAnswer(request, answer), request.sequence);
    }
  };

  const handle = (socket: net.Socket, state: { loggedIn: boolean }, request: Sip2ReceivedRequest): void => {
    if (request.checksumValid === false) {
      send(socket, '96', null);
      return;
    }
    if (request.code === '93') {
      const ok =
        !options.login ||
        (request.fields.CN === options.login.user && request.fields.CO === options.login.password);
      state.loggedIn = ok;
      send(socket, ok ? '941' : '940', request.sequence);
      return;
    }
    if (options.login && !state.loggedIn) {
      socket.destroy();
      return;
    }
    switch (request.code) {
      case '99':
        send(
          socket,
          `98YYYYNN010003${sipNow()}2.00AO${institution}${sep}AMTest Library${sep}BXYYYYYYYYYYYYYYYY${sep}`,
          request.sequence,
        );
        return;
      case '63':
      case '23':
        answerPatron(socket, request, behaviours.get(request.fields.AA ?? '') ?? 'unknown');
        return;
      case '35':
        send(
          socket,
          `36Y${sipNow()}AO${institution}${sep}AA${request.fields.AA ?? ''}${sep}`,
          request.sequence,
        );
        return;
      default:
      // Messages this system does not know go unanswered.
    }
  };

  const onConnection = (socket: net.Socket): void => {
    const connection = ++accepted;
    socket.on('error', () => socket.destroy());
    const state = { loggedIn: false };
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const end = pending.findIndex((b) => b === 0x0d || b === 0x0a);
        if (end < 0) break;
        const bytes = pending.subarray(0, end);
        const terminator = pending[end] === 0x0d ? '\r' : '\n';
        pending = pending.subarray(end + 1);
        if (bytes.length === 0) continue;
        const request = read(bytes, terminator, connection);
        requests.push(request);
        handle(socket, state, request);
      }
    });
  };

  const server = credentials
    ? tls.createServer({ key: credentials.key, cert: credentials.cert, minVersion: 'TLSv1.2' }, onConnection)
    : net.createServer(onConnection);
  // Every TCP connection (before any TLS handshake), so that close() and dropConnections() reach them all.
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  });
  // A client that gives up on the handshake (e.g. an untrusted certificate) is no concern of the server.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    host: '127.0.0.1',
    port,
    certificate: credentials?.cert ?? null,
    requests,
    setBehaviour: (card, behaviour) => void behaviours.set(card, behaviour),
    get connectionsAccepted() {
      return accepted;
    },
    get openConnections() {
      return sockets.size;
    },
    dropConnections() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
