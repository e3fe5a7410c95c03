import { Sip2Connection } from './sip2-connection';
import { Sip2UnavailableError } from './sip2-errors';
import {
  endPatronSessionRequest,
  loginRequest,
  parseSip2Answer,
  patronInformationRequest,
  patronStatusRequest,
  scStatusRequest,
  type Sip2Answer,
  type Sip2PatronAnswer,
  type Sip2PatronQuery,
} from './sip2-messages';
import { Sip2Pool, timeLeft } from './sip2-pool';
import { decodeSip2, frameSip2Request, verifySip2Checksum, type Sip2Encoding } from './sip2-wire';

/** One library's SIP2 system. */
export interface Sip2ClientConfig {
  host: string;
  port: number;
  tls: boolean;
  /** Verify the system's certificate (name and chain). Off only for a system whose certificate cannot be fixed. */
  tlsVerify: boolean;
  /** When set, every connection logs in (93) first and needs "94" with ok 1. */
  loginUser?: string | undefined;
  loginPassword?: string | undefined;
  institutionId: string;
  locationCode?: string | undefined;
  encoding: Sip2Encoding;
  fieldSeparator: string;
  /** The most a call may take, all steps together (waiting for a connection, connecting, login, the answer). */
  timeoutMs: number;
}

export interface Sip2ClientOptions {
  /** Failures only, with the host, port and reason: never a card number, a PIN, a password or a message. */
  log?: { warn(obj: object, msg: string): void };
  /** Connections kept to the system at most (default 2). */
  poolSize?: number;
  /** How long an idle connection is kept open (default 30 s). */
  idleMs?: number;
  /** Certificates to trust besides the public CAs (a library's own CA, or the test server's certificate). */
  tlsCa?: string | Buffer;
  /** Send "end patron session" (35) after each patron request (default true). */
  endSession?: boolean;
  /** The clock for the transaction dates sent. */
  now?: () => Date;
}

export interface Sip2Client {
  /** Patron information (63/64): the card, the PIN check (CQ) and the patron's status, limits and dates. */
  patronInformation(cardNumber: string, pin: string): Promise<Sip2PatronAnswer>;
  /** Patron status (23/24): the same check for systems that answer it better than 63 (fewer fields). */
  patronStatus(cardNumber: string, pin: string): Promise<Sip2PatronAnswer>;
  /** Closes every connection; later calls reject with reason client_closed. */
  close(): Promise<void>;
}

/** A 96 ("send that again") is answered by sending the same bytes again, this many times at most. */
const MAX_RESENDS = 2;

/** Sends one message and reads the one answer of the expected kind (re-sending on 96). */
export async function exchangeSip2<Code extends Sip2Answer['code']>(
  config: Pick<Sip2ClientConfig, 'encoding' | 'fieldSeparator'>,
  connection: Sip2Connection,
  message: string,
  expected: Code,
  deadline: number,
): Promise<Extract<Sip2Answer, { code: Code }>> {
  const sequence = connection.takeSequence();
  const request = frameSip2Request(message, sequence, config.encoding);
  for (let resends = 0; ; resends++) {
    const raw = await connection.exchange(request, timeLeft(deadline));
    if (verifySip2Checksum(raw) === 'invalid')
      throw new Sip2UnavailableError('bad_checksum', { answerStarted: true });
    let answer: Sip2Answer;
    try {
      answer = parseSip2Answer(decodeSip2(raw, config.encoding), config.fieldSeparator);
    } catch (error) {
      throw new Sip2UnavailableError('unreadable_answer', { answerStarted: true, cause: error });
    }
    if (answer.code === '96' && resends < MAX_RESENDS) continue;
    if (answer.code !== expected || (answer.sequence !== null && answer.sequence !== sequence)) {
      throw new Sip2UnavailableError('unreadable_answer', { answerStarted: true });
    }
    return answer as Extract<Sip2Answer, { code: Code }>;
  }
}

/** A new connection to the system (TCP, or TLS 1.2+), within the deadline. */
export function connectSip2(
  config: Pick<Sip2ClientConfig, 'host' | 'port' | 'tls' | 'tlsVerify'>,
  tlsCa: string | Buffer | undefined,
  deadline: number,
): Promise<Sip2Connection> {
  return Sip2Connection.connect(
    { host: config.host, port: config.port, tls: config.tls, tlsVerify: config.tlsVerify, tlsCa },
    timeLeft(deadline),
  );
}

/** What a new connection sends first: the login (93, when a login user is set; login_refused) and SC status (99). */
export async function logInSip2(
  config: Sip2ClientConfig,
  connection: Sip2Connection,
  deadline: number,
): Promise<void> {
  if (config.loginUser !== undefined) {
    const login = loginRequest(
      { separator: config.fieldSeparator },
      { user: config.loginUser, password: config.loginPassword ?? '', locationCode: config.locationCode },
    );
    const answer = await exchangeSip2(config, connection, login, '94', deadline);
    if (!answer.ok) throw new Sip2UnavailableError('login_refused', { answerStarted: true });
  }
  await exchangeSip2(config, connection, scStatusRequest(), '98', deadline);
}

/**
 * A SIP2 client for one library's system, with a small pool of kept-alive connections.
 *
 * Each new connection logs in (93, when loginUser is set) and sends SC status (99) once; then it carries one
 * request at a time. After each patron request the client ends the patron session (35) before the connection
 * is used again: systems that keep per-session patron state (Sierra, Polaris) then free it, and the caller does
 * not wait for it, since the answer is already in hand. A system that dislikes 35 can be spared it with
 * `endSession: false`.
 *
 * Any failure rejects with Sip2UnavailableError: the whole call, every step included, is bounded by timeoutMs.
 * A request sent on a kept connection the system had silently closed (closed before any byte of the answer)
 * is sent once more on a new connection; no other request is repeated.
 *
 * Values that cannot travel in a SIP2 field (a PIN holding the field separator, CR or LF) reject with
 * Sip2FieldValueError before anything is sent.
 */
export function createSip2Client(config: Sip2ClientConfig, options: Sip2ClientOptions = {}): Sip2Client {
  const now = options.now ?? (() => new Date());
  const separator = config.fieldSeparator;
  const endSession = options.endSession ?? true;
  const where = { host: config.host, port: config.port };
  const background = new Set<Promise<void>>();

  const warn = (error: unknown, msg: string) => {
    const reason = error instanceof Sip2UnavailableError ? error.reason : 'unexpected_error';
    const cause = error instanceof Error ? error.cause : undefined;
    // A network or TLS error code (e.g. DEPTH_ZERO_SELF_SIGNED_CERT) says what went wrong; nothing else is kept.
    const code = cause instanceof Error && 'code' in cause ? String(cause.code) : undefined;
    options.log?.warn({ ...where, reason, ...(code ? { code } : {}) }, msg);
  };

  const exchange = <Code extends Sip2Answer['code']>(
    connection: Sip2Connection,
    message: string,
    expected: Code,
    deadline: number,
  ) => exchangeSip2(config, connection, message, expected, deadline);

  const pool = new Sip2Pool<Sip2Connection>({
    size: Math.max(1, options.poolSize ?? 2),
    idleMs: options.idleMs ?? 30_000,
    async open(deadline) {
      const connection = await connectSip2(config, options.tlsCa, deadline);
      try {
        await logInSip2(config, connection, deadline);
        return connection;
      } catch (error) {
        connection.destroy();
        throw error;
      }
    },
  });

  /** Ends the patron session on the connection, then gives the connection back (in the background). */
  function finish(connection: Sip2Connection, query: Sip2PatronQuery): void {
    if (!endSession) {
      pool.release(connection);
      return;
    }
    const message = endPatronSessionRequest({ separator, now: now() }, query);
    const task = exchange(connection, message, '36', Date.now() + config.timeoutMs).then(
      () => pool.release(connection),
      (error: unknown) => {
        pool.discard(connection);
        warn(error, 'SIP2 end patron session failed');
      },
    );
    background.add(task);
    void task.finally(() => background.delete(task));
  }

  async function ask(kind: '63' | '23', cardNumber: string, pin: string): Promise<Sip2PatronAnswer> {
    const deadline = Date.now() + config.timeoutMs;
    const query: Sip2PatronQuery = { institutionId: config.institutionId, cardNumber, pin };
    const build = () =>
      kind === '63'
        ? patronInformationRequest({ separator, now: now() }, query)
        : patronStatusRequest({ separator, now: now() }, query);
    build(); // a value that cannot be sent is refused before any connection is made
    for (let attempt = 0; ; attempt++) {
      let acquired: Awaited<ReturnType<typeof pool.acquire>>;
      try {
        acquired = await pool.acquire(deadline);
      } catch (error) {
        warn(error, 'SIP2 system unavailable');
        throw error;
      }
      const { connection, reused } = acquired;
      try {
        const answer = await exchange(connection, build(), kind === '63' ? '64' : '24', deadline);
        finish(connection, query);
        return answer;
      } catch (error) {
        pool.discard(connection);
        const deadBeforeAnswer =
          error instanceof Sip2UnavailableError &&
          error.reason === 'connection_closed' &&
          !error.answerStarted;
        if (reused && attempt === 0 && deadBeforeAnswer) {
          warn(error, 'SIP2 kept connection was closed by the system; sending again on a new connection');
          continue;
        }
        warn(error, 'SIP2 system unavailable');
        throw error;
      }
    }
  }

  return {
    patronInformation: (cardNumber, pin) => ask('63', cardNumber, pin),
    patronStatus: (cardNumber, pin) => ask('23', cardNumber, pin),
    async close() {
      await pool.close();
      await Promise.allSettled([...background]);
    },
  };
}
