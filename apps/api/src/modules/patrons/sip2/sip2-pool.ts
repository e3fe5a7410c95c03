import { Sip2UnavailableError } from './sip2-errors';

/** What the pool needs of a connection. */
export interface PooledConnection {
  readonly isOpen: boolean;
  readonly whenClosed: Promise<void>;
  onClose(listener: () => void): void;
  destroy(): void;
}

/** Milliseconds left before `deadline` (Date.now() based); a passed deadline is a timeout. */
export function timeLeft(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new Sip2UnavailableError('timeout');
  return left;
}

/**
 * Up to `size` connections to one system. An idle connection is kept for the next request (the most recently
 * used first: its peer is the least likely to have dropped it) and closed after `idleMs`; a connection the
 * system closes leaves the pool at once. When all are busy a request waits for one, until its deadline.
 */
export class Sip2Pool<C extends PooledConnection> {
  private readonly all = new Set<C>();
  private readonly idle: C[] = [];
  private readonly idleTimers = new Map<C, NodeJS.Timeout>();
  private readonly waiters: Array<{ wake(): void; fail(error: Sip2UnavailableError): void }> = [];
  private opening = 0;
  private closed = false;

  constructor(
    private readonly options: { size: number; idleMs: number; open(deadline: number): Promise<C> },
  ) {}

  async acquire(deadline: number): Promise<{ connection: C; reused: boolean }> {
    for (;;) {
      if (this.closed) throw new Sip2UnavailableError('client_closed');
      const idle = this.takeIdle();
      if (idle) return { connection: idle, reused: true };
      if (this.opening + this.all.size < this.options.size)
        return { connection: await this.openOne(deadline), reused: false };
      await this.waitForTurn(deadline);
    }
  }

  /** A connection whose exchange went well goes back to the idle ones. */
  release(connection: C): void {
    if (this.closed || !connection.isOpen || !this.all.has(connection)) {
      this.discard(connection);
      return;
    }
    this.idle.push(connection);
    this.idleTimers.set(connection, setTimeout(() => this.discard(connection), this.options.idleMs).unref());
    this.wakeOne();
  }

  /** A connection that failed (or may be out of step) is closed and its place freed. */
  discard(connection: C): void {
    this.forget(connection);
    connection.destroy();
  }

  /** Closes every connection, idle or busy, and turns away waiting and later requests. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.fail(new Sip2UnavailableError('client_closed'));
    const connections = [...this.all];
    for (const connection of connections) this.discard(connection);
    await Promise.all(connections.map((connection) => connection.whenClosed));
  }

  private async openOne(deadline: number): Promise<C> {
    this.opening++;
    let connection: C;
    try {
      connection = await this.options.open(deadline);
    } catch (error) {
      this.opening--;
      this.wakeOne();
      throw error;
    }
    this.opening--;
    if (this.closed) {
      connection.destroy();
      throw new Sip2UnavailableError('client_closed');
    }
    this.all.add(connection);
    connection.onClose(() => this.forget(connection));
    return connection;
  }

  private takeIdle(): C | undefined {
    for (;;) {
      const connection = this.idle.pop();
      if (!connection) return undefined;
      clearTimeout(this.idleTimers.get(connection));
      this.idleTimers.delete(connection);
      if (connection.isOpen) return connection;
      this.forget(connection);
    }
  }

  private forget(connection: C): void {
    const index = this.idle.indexOf(connection);
    if (index >= 0) this.idle.splice(index, 1);
    clearTimeout(this.idleTimers.get(connection));
    this.idleTimers.delete(connection);
    if (this.all.delete(connection)) this.wakeOne();
  }

  private wakeOne(): void {
    this.waiters.shift()?.wake();
  }

  private waitForTurn(deadline: number): Promise<void> {
    const wait = timeLeft(deadline);
    return new Promise((resolve, reject) => {
      const waiter = {
        wake: () => {
          clearTimeout(timer);
          resolve();
        },
        fail: (error: Sip2UnavailableError) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(new Sip2UnavailableError('timeout'));
      }, wait);
      this.waiters.push(waiter);
    });
  }
}
