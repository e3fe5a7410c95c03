import type { PatronAuthTestReason, PatronAuthTestStep } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { formatLocalDate, localDate } from '../../lib/calendar';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { PatronSystems } from './patron-systems';
import { selfTestSip2, type Sip2SelfTestResult } from './sip2/sip2-self-test';

export interface PatronAuthTestDeps {
  /** The libraries' patron systems: the file's, then the console's (those the loans use). */
  systems: Pick<PatronSystems, 'of'>;
  /** The library's time zone (expiry dates are compared with its today); undefined for an unknown library. */
  timeZoneOf(libraryId: number): Promise<string | undefined>;
  /** An interface string in a language (the reasons' `patron_auth_check_<reason>`). */
  text(key: string, lang: string | undefined): string | undefined;
  audit: Pick<AuditService, 'record'>;
  clock?: () => Date;
  /** Certificates to trust besides the public CAs (the test server's). */
  tlsCa?: string | Buffer;
  selfTest?: typeof selfTestSip2;
}

/**
 * The operators' self-test of a library's patron authentication (docs/decisions/034): the library's SIP2
 * settings, tried step by step, each step's reason in plain language, and an audit entry of the result that
 * holds neither the card number nor the PIN.
 */
export function createPatronAuthTests(deps: PatronAuthTestDeps) {
  const clock = deps.clock ?? (() => new Date());
  const selfTest = deps.selfTest ?? selfTestSip2;

  return {
    async run(
      input: { libraryId: number; cardNumber: string; pinCode: string },
      actor: AuditActor,
      lang: string | undefined,
    ): Promise<{ ok: boolean; steps: PatronAuthTestStep[] }> {
      const timeZone = await deps.timeZoneOf(input.libraryId);
      if (timeZone === undefined) throw new AppError('LIBRARY_NOT_FOUND');
      const settings = (await deps.systems.of(input.libraryId)).sip2;
      if (!settings) throw new AppError('PATRON_AUTH_NOT_SIP2');

      const results: Sip2SelfTestResult[] = await selfTest(
        settings,
        {
          cardNumber: input.cardNumber,
          pin: input.pinCode,
          today: formatLocalDate(localDate(timeZone, clock())),
        },
        deps.tlsCa === undefined ? {} : { tlsCa: deps.tlsCa },
      );
      const ok = results.length === 3 && results.every((r) => r.ok);
      await deps.audit.record({
        actor,
        libraryId: input.libraryId,
        action: 'library.test_patron_auth',
        objectType: 'library',
        objectId: input.libraryId,
        before: null,
        after: {
          ok,
          card_ending: input.cardNumber.slice(-2),
          steps: results.map(({ step, ok: passed, reason }) => ({ step, ok: passed, reason })),
        },
      });
      return {
        ok,
        steps: results.map((r) => ({
          ...r,
          reason: r.reason as PatronAuthTestReason | null,
          message: r.reason === null ? null : (deps.text(`patron_auth_check_${r.reason}`, lang) ?? null),
        })),
      };
    },
  };
}
export type PatronAuthTests = ReturnType<typeof createPatronAuthTests>;
