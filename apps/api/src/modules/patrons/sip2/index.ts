/** A SIP2 client for checking library cards against a library's own system (see sip2-client.ts). */
export {
  createSip2Client,
  type Sip2Client,
  type Sip2ClientConfig,
  type Sip2ClientOptions,
} from './sip2-client';
export { decidePatron, type PatronDecision, type Sip2BlockReason } from './sip2-decision';
export { Sip2UnavailableError, type Sip2UnavailableReason } from './sip2-errors';
export {
  isSip2SafeValue,
  Sip2FieldValueError,
  type Sip2PatronAnswer,
  type Sip2PatronStatus,
  type Sip2PatronStatusFlag,
} from './sip2-messages';
export { redactSip2 } from './sip2-redact';
export type { Sip2Encoding } from './sip2-wire';
