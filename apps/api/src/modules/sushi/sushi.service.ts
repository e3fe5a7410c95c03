import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  COUNTER_REPORT_MAX_MONTHS,
  SUSHI_EXCEPTIONS,
  type CountryIso,
  type IrM1Report,
  type Language,
  type SushiException,
  type SushiExceptionCode,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { addMonths, formatLocalDate, localDate, startOfLocalDay, type LocalDate } from '../../lib/calendar';
import type { SecretBox } from '../../lib/secret-box';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import { sha256Hex } from '../../lib/keyed-hash';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { Guess, GuessLimiter } from '../auth/guess-limiter';
import type { StatisticsRepository } from '../statistics/statistics.repository';
import { librarianTitleName } from '../librarians/title-names';
import { irM1Report, irM1Table, monthsBetween, parseReportMonth, sushiException } from './counter-report';
import type { SushiRepository } from './sushi.repository';

/** The purpose the SUSHI API keys are sealed under (lib/secret-box.ts). */
export const SUSHI_API_KEY_PURPOSE = 'library-sushi-api-key';

/** Bytes of randomness in an API key (256 bits). */
const API_KEY_BYTES = 32;

const libraryLocales: Record<CountryIso, Language> = { se: 'sv', no: 'no', fi: 'fi' };

/** What the SUSHI server needs of a library. */
export interface SushiLibrary {
  id: number;
  name: string;
  countryIso: string;
  timeZone: string;
}

/**
 * A refusal in SUSHI's terms: the route answers it as a single exception with its HTTP status (and, for 1020,
 * Retry-After).
 */
export class SushiError extends Error {
  readonly exception: SushiException;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  constructor(code: SushiExceptionCode, data?: string, retryAfterSeconds?: number) {
    super(SUSHI_EXCEPTIONS[code].message);
    this.exception = sushiException(code, data);
    this.status = SUSHI_EXCEPTIONS[code].status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Counts a credentials check as a guess of `key` (modules/auth/guess-limiter): past the limit it is refused with
 * COUNTER's 1020 (429) before anything is checked, saying when to try again.
 */
async function beginGuess(guesses: GuessLimiter, key: string): Promise<Guess> {
  try {
    return await guesses.begin(key);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    const retryAfter = Number(error.details?.['retry_after_seconds']) || 1;
    throw new SushiError(1020, `Too many wrong credentials; retry after ${retryAfter} seconds`, retryAfter);
  }
}

/** The credentials as the librarian sees them: the key opened, or nulls before the first key. */
export interface SushiCredentialsView {
  customerId: string;
  requestorId: string | null;
  apiKey: string | null;
}

/** The SUSHI parameters the IR_M1 call reads; anything else is reported back with exception 3050. */
export interface SushiQuery {
  customerId?: string | undefined;
  requestorId?: string | undefined;
  apiKey?: string | undefined;
  beginDate?: string | undefined;
  endDate?: string | undefined;
}

/** Equal strings, compared in constant time (as hashes, so the lengths may differ). */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(Buffer.from(sha256Hex(a), 'hex'), Buffer.from(sha256Hex(b), 'hex'));

/**
 * COUNTER usage over SUSHI (docs/decisions/063): each library's credentials (customer id = the library's id, a
 * requestor id, an API key sealed at rest and readable by its librarians), and the IR_M1 report from its loans.
 */
export function createSushiService(deps: {
  repo: SushiRepository;
  box: SecretBox;
  audit: Pick<AuditService, 'record'>;
  titleNames: StatisticsRepository['titleNames'];
  /** The active library with this id, or undefined. */
  libraryById: (id: number) => Promise<SushiLibrary | undefined>;
  /**
   * Wrong credentials per customer id and per client address (SUSHI_FAILED_CREDENTIALS_MAX in the window), in
   * Redis when REDIS_URL is set, so that every process counts them together.
   */
  guesses: GuessLimiter;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  async function credentials(library: Pick<SushiLibrary, 'id'>): Promise<SushiCredentialsView> {
    const stored = await deps.repo.credentials(library.id);
    return {
      customerId: String(library.id),
      requestorId: stored?.requestorId ?? null,
      apiKey: stored ? deps.box.open(stored.apiKeySealed) : null,
    };
  }

  /**
   * The report over the library's calendar months begin to end. The current month and later are not ready
   * (3031): the report ends with the last whole month. No loans at all in what remains: 3030.
   */
  async function report(library: SushiLibrary, begin: LocalDate, end: LocalDate): Promise<IrM1Report> {
    const now = clock();
    const thisMonth = { ...localDate(library.timeZone, now), day: 1 };
    const exceptions: SushiException[] = [];
    let until = end;
    if (formatLocalDate(end) >= formatLocalDate(thisMonth)) {
      until = addMonths(thisMonth, -1);
      exceptions.push(
        sushiException(3031, `Usage for ${formatLocalDate(thisMonth).slice(0, 7)} onward is not ready`),
      );
    }
    const counts =
      formatLocalDate(until) < formatLocalDate(begin)
        ? []
        : await deps.repo.itemMonthCounts({
            libraryId: library.id,
            timeZone: library.timeZone,
            from: startOfLocalDay(library.timeZone, begin),
            to: startOfLocalDay(library.timeZone, addMonths(until, 1)),
          });
    if (counts.length === 0 && formatLocalDate(until) >= formatLocalDate(begin)) {
      exceptions.push(sushiException(3030));
    }
    const ids = [...new Set(counts.map((c) => c.titleId))];
    const locale = libraryLocales[library.countryIso as CountryIso] ?? 'en';
    const [names, publishers] = await Promise.all([deps.titleNames(ids, locale), deps.repo.publishers(ids)]);
    return irM1Report({
      library: { id: library.id, name: library.name },
      begin,
      end,
      counts,
      items: names.map((row) => ({
        titleId: row.titleId,
        name: librarianTitleName(row, locale),
        publisher: publishers.get(row.titleId) ?? '',
      })),
      exceptions,
      created: now,
    });
  }

  return {
    credentials,

    /**
     * A new API key for the library (the first also gets a requestor id), sealed; the old key stops working at
     * once. The audit entry says a rotation happened and nothing of the key.
     */
    async rotate(library: Pick<SushiLibrary, 'id'>, actor: AuditActor): Promise<SushiCredentialsView> {
      const apiKey = randomBytes(API_KEY_BYTES).toString('base64url');
      const at = clock();
      const stored = await deps.repo.replaceKey(
        library.id,
        { requestorId: randomUUID(), apiKeySealed: deps.box.seal(apiKey) },
        at,
        (tx, hadKey) =>
          deps.audit.record(
            {
              actor,
              libraryId: library.id,
              action: 'library.rotate_sushi_key',
              objectType: 'library',
              objectId: library.id,
              before: { sushi_configured: hadKey },
              after: { sushi_configured: true, rotated_at: at.toISOString() },
            },
            tx,
          ),
      );
      return { customerId: String(library.id), requestorId: stored.requestorId, apiKey };
    },

    /**
     * The library the SUSHI caller at `address` may read, or a SushiError: 1030 when a credential is missing,
     * 2010 for a customer id that names no active library with a key, 2000 for another requestor id, 2020 for
     * another key. Each of those three is a failure counted against the customer id and the address; past the
     * limit of either, 1020 (429) answers before the credentials are looked at, right ones included, so guessing
     * a key from many addresses or many keys from one address stops after a few tries.
     */
    async authenticate(query: SushiQuery, address: string): Promise<SushiLibrary> {
      const missing = (['customer_id', 'requestor_id', 'api_key'] as const).filter(
        (name) =>
          !{ customer_id: query.customerId, requestor_id: query.requestorId, api_key: query.apiKey }[name],
      );
      if (missing.length > 0) throw new SushiError(1030, `Missing: ${missing.join(', ')}`);
      const byAddress = await beginGuess(deps.guesses, `sushi-address:${address}`);
      const byCustomer = await beginGuess(deps.guesses, `sushi-customer:${query.customerId}`);
      const id = /^[1-9]\d{0,9}$/.test(query.customerId!) ? Number(query.customerId) : NaN;
      const library = id <= 2_147_483_647 ? await deps.libraryById(id) : undefined;
      const stored = library ? await deps.repo.credentials(library.id) : null;
      if (!library || !stored) throw new SushiError(2010, `customer_id ${query.customerId}`);
      if (!sameSecret(stored.requestorId, query.requestorId!)) throw new SushiError(2000);
      if (!sameSecret(deps.box.open(stored.apiKeySealed), query.apiKey!)) throw new SushiError(2020);
      await Promise.all([byAddress.succeeded(), byCustomer.succeeded()]);
      return library;
    },

    /** The IR_M1 report for SUSHI's begin_date and end_date (3020 for a date that is wrong or out of order). */
    async irM1(library: SushiLibrary, query: SushiQuery): Promise<IrM1Report> {
      if (!query.beginDate || !query.endDate) throw new SushiError(1030, 'Missing: begin_date, end_date');
      const begin = parseReportMonth(query.beginDate);
      const end = parseReportMonth(query.endDate);
      if (!begin || !end) throw new SushiError(3020, 'Dates are YYYY-MM or YYYY-MM-DD');
      if (formatLocalDate(end) < formatLocalDate(begin)) {
        throw new SushiError(3020, 'end_date is before begin_date');
      }
      return report(library, begin, end);
    },

    /** The same report in COUNTER's tabular layout, as the portal's CSV file. */
    async tabular(
      library: SushiLibrary,
      input: { beginMonth: string; endMonth: string },
    ): Promise<{ filename: string; body: string }> {
      const begin = parseReportMonth(input.beginMonth);
      const end = parseReportMonth(input.endMonth);
      if (!begin || !end) throw new AppError('VALIDATION_FAILED');
      const months = monthsBetween(begin, end);
      if (months.length === 0) {
        throw new AppError('VALIDATION_FAILED', { fields: { end_month: 'must not be before begin_month' } });
      }
      if (months.length > COUNTER_REPORT_MAX_MONTHS) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { end_month: `must be at most ${COUNTER_REPORT_MAX_MONTHS} months after begin_month` },
        });
      }
      const rows = irM1Table(await report(library, begin, end), months);
      return {
        filename: `filmhyllan-IR_M1-${input.beginMonth}-${input.endMonth}.csv`,
        body: spreadsheetCsv(rows, { delimiter: ';' }),
      };
    },
  };
}
export type SushiService = ReturnType<typeof createSushiService>;
