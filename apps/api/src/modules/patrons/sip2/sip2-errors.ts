/** Why a library system could not give an answer. */
export type Sip2UnavailableReason =
  /** No connection or no whole answer within timeoutMs. */
  | 'timeout'
  /** Nothing listens at host:port. */
  | 'connection_refused'
  /** The system closed or reset the connection before answering. */
  | 'connection_closed'
  /** Any other network failure (name not found, host unreachable ...). */
  | 'connection_failed'
  /** The TLS handshake failed: an untrusted or wrong certificate, or no common TLS 1.2+ version. */
  | 'tls_failed'
  /** The system logged us out or refused our login (94 with ok 0). */
  | 'login_refused'
  /** The answer is not the SIP2 message asked for (garbage, another message, a wrong sequence number). */
  | 'unreadable_answer'
  /** The answer's AZ checksum does not add up. */
  | 'bad_checksum'
  /** close() was called on the client. */
  | 'client_closed';

/**
 * The library's system cannot answer now. Carries only the reason: never the card number, the PIN or a message.
 */
export class Sip2UnavailableError extends Error {
  readonly reason: Sip2UnavailableReason;
  /** True when some of the answer had arrived (a retry could then repeat a request the system has acted on). */
  readonly answerStarted: boolean;

  constructor(reason: Sip2UnavailableReason, options: { answerStarted?: boolean; cause?: unknown } = {}) {
    super(
      `SIP2 system unavailable: ${reason}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'Sip2UnavailableError';
    this.reason = reason;
    this.answerStarted = options.answerStarted ?? false;
  }
}
