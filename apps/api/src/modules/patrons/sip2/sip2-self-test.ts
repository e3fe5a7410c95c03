import { performance } from 'node:perf_hooks';
import { connectSip2, exchangeSip2, logInSip2, type Sip2ClientConfig } from './sip2-client';
import type { Sip2Connection } from './sip2-connection';
import { decidePatron, type Sip2BlockReason } from './sip2-decision';
import { Sip2UnavailableError, type Sip2UnavailableReason } from './sip2-errors';
import { Sip2FieldValueError } from './sip2-messages';
import { endPatronSessionRequest, patronInformationRequest } from './sip2-requests';

/** The steps of a self-test, in the order they run. */
export type Sip2SelfTestStep = 'connect' | 'login' | 'patron';

/** Why a step failed, or what the patron step found. */
export type Sip2SelfTestReason =
  | Sip2UnavailableReason
  | 'unknown_patron'
  | 'pin_not_valid'
  | 'pin_not_checked'
  | 'card_not_sendable'
  | `blocked_${Sip2BlockReason}`;

export interface Sip2SelfTestResult {
  step: Sip2SelfTestStep;
  ok: boolean;
  /** Milliseconds the step took. */
  ms: number;
  reason: Sip2SelfTestReason | null;
}

/**
 * An operator's self-test of a library's SIP2 settings (docs/decisions/034): a connection of its own (never one of
 * the loans' pool), each step timed and answered with a reason: connect (TCP or TLS), login (93 when a login
 * user is set, then SC status 99), and the patron's status (63) for the card and PIN given, told apart as the
 * loans never do (unknown patron, PIN not valid, blocked and why). Stops at the first failing step; the
 * connection is closed at the end. Nothing is logged: the caller decides what is kept.
 */
export async function selfTestSip2(
  config: Sip2ClientConfig & { pinIsValidated: boolean },
  patron: { cardNumber: string; pin: string; today: string },
  options: { tlsCa?: string | Buffer; now?: () => Date } = {},
): Promise<Sip2SelfTestResult[]> {
  const now = options.now ?? (() => new Date());
  const separator = config.fieldSeparator;
  const deadline = Date.now() + config.timeoutMs;
  const results: Sip2SelfTestResult[] = [];

  /** Runs one step; its reason is what `run` answers, or the unavailability it throws. */
  async function step(name: Sip2SelfTestStep, run: () => Promise<Sip2SelfTestReason | null>) {
    const started = performance.now();
    let reason: Sip2SelfTestReason | null;
    try {
      reason = await run();
    } catch (error) {
      if (error instanceof Sip2UnavailableError) reason = error.reason;
      else if (error instanceof Sip2FieldValueError) reason = 'card_not_sendable';
      else throw error;
    }
    const ok = reason === null;
    results.push({ step: name, ok, ms: Math.round(performance.now() - started), reason });
    return ok;
  }

  let connection: Sip2Connection | undefined;
  try {
    const connected = await step('connect', async () => {
      connection = await connectSip2(config, options.tlsCa, deadline);
      return null;
    });
    if (!connected || !connection) return results;
    const open = connection;

    const loggedIn = await step('login', async () => {
      await logInSip2(config, open, deadline);
      return null;
    });
    if (!loggedIn) return results;

    await step('patron', async () => {
      const query = { institutionId: config.institutionId, cardNumber: patron.cardNumber, pin: patron.pin };
      const message = patronInformationRequest({ separator, now: now() }, query);
      const answer = await exchangeSip2<'64' | '24'>(config, open, message, '64', deadline);
      // Best effort: the session's end is not part of the verdict.
      await exchangeSip2(
        config,
        open,
        endPatronSessionRequest({ separator, now: now() }, query),
        '36',
        deadline,
      ).catch(() => undefined);
      if (answer.validPatron !== true) return 'unknown_patron';
      if (answer.validPatronPassword === false) return 'pin_not_valid';
      if (answer.validPatronPassword === null && config.pinIsValidated) return 'pin_not_checked';
      const decision = decidePatron(answer, { pinIsValidated: config.pinIsValidated, today: patron.today });
      if (decision.kind === 'blocked') return `blocked_${decision.reason}`;
      return decision.kind === 'valid' ? null : 'unknown_patron';
    });
    return results;
  } finally {
    connection?.destroy();
  }
}
