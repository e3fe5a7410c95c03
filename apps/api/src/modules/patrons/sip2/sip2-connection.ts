import net from 'node:net';
import tls from 'node:tls';
import { Sip2UnavailableError, type Sip2UnavailableReason } from './sip2-errors';
import { Sip2MessageSplitter } from './sip2-wire';

export interface Sip2Target {
  host: string;
  port: number;
  tls: boolean;
  tlsVerify: boolean;
  /** Certificates to trust besides the system's CAs (a library's own CA; the test server's certificate). */
  tlsCa?: string | Buffer | undefined;
}

/** Failures that happen below TLS: they keep their network reason even on a TLS connection. */
const NETWORK_REASONS: Record<string, Sip2UnavailableReason> = {
  ECONNREFUSED: 'connection_refused',
  ECONNRESET: 'connection_closed',
  EPIPE: 'connection_closed',
  ETIMEDOUT: 'timeout',
  ENOTFOUND: 'connection_failed',
  EAI_AGAIN: 'connection_failed',
  EHOSTUNREACH: 'connection_failed',
  ENETUNREACH: 'connection_failed',
  EADDRNOTAVAIL: 'connection_failed',
};

function connectFailure(error: Error & { code?: string }, overTls: boolean): Sip2UnavailableError {
  const network = error.code === undefined ? undefined : NETWORK_REASONS[error.code];
  return new Sip2UnavailableError(network ?? (overTls ? 'tls_failed' : 'connection_failed'), {
    cause: error,
  });
}

interface PendingAnswer {
  resolve(message: Buffer): void;
  reject(error: Sip2UnavailableError): void;
  timer: NodeJS.Timeout;
  /** Whether any byte came after the request went out. */
  started: boolean;
}

/**
 * One connection to a SIP2 system (TCP, or TLS 1.2+), carrying one request and its answer at a time. Anything
 * the system sends when no answer is awaited, or more than one answer, puts the exchange out of step: the
 * connection is then closed rather than risk reading one patron's answer as another's.
 */
export class Sip2Connection {
  private readonly splitter = new Sip2MessageSplitter();
  private pending: PendingAnswer | null = null;
  private open = true;
  private sequence = 0;
  private readonly closeListeners: Array<() => void> = [];
  /** Settles when the socket has closed. */
  readonly whenClosed: Promise<void>;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 15_000);
    this.whenClosed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('error', () => this.closed());
    socket.on('close', () => this.closed());
    socket.on('end', () => socket.destroy());
  }

  /** Connects (and for TLS, completes the handshake) within timeoutMs. */
  static connect(target: Sip2Target, timeoutMs: number): Promise<Sip2Connection> {
    return new Promise((resolve, reject) => {
      const socket = target.tls
        ? tls.connect({
            host: target.host,
            port: target.port,
            rejectUnauthorized: target.tlsVerify,
            minVersion: 'TLSv1.2',
            ...(target.tlsCa === undefined ? {} : { ca: [...tls.rootCertificates, target.tlsCa] }),
          })
        : net.connect({ host: target.host, port: target.port });
      const settle = (error: Sip2UnavailableError | null) => {
        clearTimeout(timer);
        socket.removeListener('error', onError);
        socket.removeListener('close', onClose);
        if (error) {
          socket.destroy();
          reject(error);
        } else {
          resolve(new Sip2Connection(socket));
        }
      };
      const onError = (error: Error) => settle(connectFailure(error, target.tls));
      const onClose = () => settle(new Sip2UnavailableError('connection_closed'));
      const timer = setTimeout(() => settle(new Sip2UnavailableError('timeout')), timeoutMs);
      socket.once('error', onError);
      socket.once('close', onClose);
      socket.once(target.tls ? 'secureConnect' : 'connect', () => settle(null));
    });
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** The sequence number (AY) for the next request on this connection: 0-9, cycling, from 0 on each connection. */
  takeSequence(): number {
    const sequence = this.sequence;
    this.sequence = (sequence + 1) % 10;
    return sequence;
  }

  /** Sends one framed request and resolves with the one message that answers it (without its terminator). */
  exchange(request: Buffer, timeoutMs: number): Promise<Buffer> {
    if (!this.open) return Promise.reject(new Sip2UnavailableError('connection_closed'));
    if (this.pending) return Promise.reject(new Error('a SIP2 connection carries one request at a time'));
    return new Promise((resolve, reject) => {
      const pending: PendingAnswer = {
        resolve,
        reject,
        started: false,
        timer: setTimeout(() => {
          this.pending = null;
          this.destroy();
          reject(new Sip2UnavailableError('timeout', { answerStarted: pending.started }));
        }, timeoutMs),
      };
      this.pending = pending;
      this.socket.write(request);
    });
  }

  onClose(listener: () => void): void {
    if (this.open) this.closeListeners.push(listener);
    else listener();
  }

  destroy(): void {
    this.socket.destroy();
    this.closed();
  }

  private received(chunk: Buffer): void {
    const pending = this.pending;
    if (pending) pending.started = true;
    let messages: Buffer[];
    try {
      messages = this.splitter.push(chunk);
    } catch {
      this.fail(new Sip2UnavailableError('unreadable_answer', { answerStarted: true }));
      return;
    }
    if (messages.length === 0) return;
    if (pending) {
      clearTimeout(pending.timer);
      this.pending = null;
      pending.resolve(messages[0]!);
    }
    if (!pending || messages.length > 1) this.destroy();
  }

  private fail(error: Sip2UnavailableError): void {
    const pending = this.pending;
    this.pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.destroy();
  }

  private closed(): void {
    const pending = this.pending;
    this.pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(new Sip2UnavailableError('connection_closed', { answerStarted: pending.started }));
    }
    if (!this.open) return;
    this.open = false;
    this.socket.destroy();
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
