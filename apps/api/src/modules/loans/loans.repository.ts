import { and, desc, eq, gt, sql, or, inArray, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { createLibrariesRepository } from '../libraries/libraries.repository';
import {
  savedCards,
  libraries,
  libraryBudgetMonths,
  loans,
  sessionLoans,
  watchPositions,
} from '../../db/schema';
import type { SessionRecord } from '../session/session.repository';
import type { BudgetPacing } from '../libraries/pacing';
import { arg, epochMs, runTogether, type ScriptOptions, type ScriptStatement } from './sql-script';

export type LoanRow = typeof loans.$inferSelect;
export type LibraryRow = typeof libraries.$inferSelect;

/** Everything a new loan writes, decided by the service. */
export interface NewLoan {
  libraryId: number;
  cardId: number;
  userId: number | null;
  titleId: number;
  priceCents: number;
  source: 'card' | 'ehub' | 'account';
  startedAt: Date;
  endsAt: Date;
}

/** What an answer about a loan needs of it. */
export type LoanWindow = Pick<LoanRow, 'id' | 'titleId' | 'libraryId' | 'startedAt' | 'endsAt'>;

export type ChargeOutcome = {
  timing: ChargeTiming;
  /** The library's patron limit as the charge read it. */
  patronLimit: number;
} & (
  | { kind: 'existing'; loan: LoanWindow; loansInPeriod: number }
  | { kind: 'patron-limit' }
  | { kind: 'budget'; pacing: BudgetPacing; priceCents: number | null }
  | {
      kind: 'created';
      loan: LoanWindow;
      loansInPeriod: number;
      /** The library's month counters after this loan. */
      budget: {
        month: string;
        loans: number;
        amountCents: number;
        periodStartsAt: Date | null;
        periodBaseLoans: number;
        periodBaseCents: number;
      };
    }
);

/** A row of the library statement: the library's columns, its creation instant in epoch milliseconds. */
type LibraryStatementRow = Omit<LibraryRow, 'createdAt'> & { createdAtMs: number };

/**
 * The lend rule's verdict on the title (modules/catalogue/lend-rule.ts, from the catalogue snapshot), as the
 * loan's check statement takes it: lend ('ok'), or the refusal to give after the card's. 'no-library': the
 * catalogue knows no such library.
 */
export const TITLE_VERDICTS = ['ok', 'no-title', 'title-not-available', 'no-library'] as const;
export type TitleVerdict = (typeof TITLE_VERDICTS)[number];

/** A logged-in user's saved card at a library. */
export interface SavedCard {
  cardId: number;
  cardNumber: string;
  blocked: boolean;
}

/** One row of the charge statement (see `charge`); instants in epoch milliseconds (both drivers agree on those). */
interface ChargeRow {
  used: number;
  existingId: number | null;
  existingStartedAt: number | null;
  existingEndsAt: number | null;
  loanId: number | null;
  startedAt: number | null;
  endsAt: number | null;
  budgetLoans: number | null;
  budgetCents: number | null;
  month: string | null;
  periodStartsAtMs: number | null;
  periodBaseLoans: number | null;
  periodBaseCents: number | null;
  patronLimit: number;
  pacing: BudgetPacing;
  priceCents: number | null;
  doneAfterMs: number;
}

/** Where a charge's round trip went: waiting for a connection, locking the card, the charge statement. */
export interface ChargeTiming {
  waitedMs: number;
  lockMs: number;
  chargeMs: number;
}

const LOAN_SOURCES = ['card', 'ehub', 'account'] as const;

/**
 * What a loan's first statement decides, in the order its refusals are given (docs/decisions/016): the session
 * and its CSRF token, the library, the PIN guessing limits, the card and its PIN (a wrong one is recorded), the
 * blocked flag, the title. 'ok' lets the statements after it lock the card and charge.
 */
export type LoanVerdict =
  | 'session-invalid'
  | 'csrf-invalid'
  | 'no-library'
  | 'card-locked'
  | 'rate-limited'
  | 'wrong-pin'
  | 'card-blocked'
  | 'no-title'
  | 'title-not-available'
  | 'ok';

/** A session row as the loan's first statement read it (instants in epoch milliseconds). */
interface CheckedSessionRow {
  sessionIdHash: string | null;
  sessionPortal: 'customer' | 'librarian';
  sessionCsrfHash: string;
  sessionUserId: number | null;
  sessionLibrarianId: number | null;
  sessionChildMode: boolean;
  sessionUserChildrenMode: boolean;
  sessionHasLoans: boolean;
  sessionCreatedAtMs: number;
  sessionLastSeenAtMs: number;
  sessionExpiresAtMs: number;
}

/** What the loan's first statement answers; the session as the session service keeps it, undefined when none. */
export interface LoanCheck {
  verdict: LoanVerdict;
  /** When the statement was done, in milliseconds after the message arrived (the database's clock). */
  checkedAfterMs: number;
  session: SessionRecord | undefined;
  /** The library (undefined: no such active library). */
  library: LibraryRow | undefined;
  /** The card's failed PINs in the window after this one was recorded (wrong-pin only). */
  failuresAfter: number;
}

/** Everything a loan with a typed card sends in its one message, computed by the application beforehand. */
export interface CheckedLoanInput {
  /** The session id's and CSRF token's SHA-256, and the instant a live session was last seen after. */
  sessionIdHash: string;
  csrfHash: string;
  seenAfter: Date;
  libraryId: number;
  titleId: number;
  /** The lend rule's verdict on the title for a patron in child mode and for everyone else (the session decides). */
  titleVerdicts: { childMode: TitleVerdict; otherwise: TitleVerdict };
  cardNumber: string;
  /** The keyed hash a right PIN has (patron_cards.pin_hash); the PIN itself never enters SQL. */
  pinHash: string;
  /** The guessing limits: the client's key, the window's start, the limits. */
  clientKey: string;
  failuresSince: Date;
  maxFailuresPerCard: number;
  maxFailedCardsPerClient: number;
  now: Date;
}

/** The transaction-local settings through which a loan's statements pass on the first one's decision. */
const LOAN_CARD = 'filmhyllan.loan_card';
const LOAN_VERDICT = 'filmhyllan.loan_verdict';
/** The card the loan's first statement cleared, or null: the statements after it act only on that card. */
const clearedCard = `nullif(current_setting('${LOAN_CARD}', true), '')::int`;
/** Milliseconds from the message's arrival to now, as the database's clock says. */
const sinceArrival = '(extract(epoch from clock_timestamp() - statement_timestamp()) * 1000)::float8';

/** An active library, with the placeholder of the statement it is part of: a library statement's row. */
const librarySelect = (library: string) =>
  `select l.id, l.name, l.country_iso as "countryIso", l.logo_url as "logoUrl",
    l.display_name as "displayName", l.font_family as "fontFamily",
    l.extra_display_names as "extraDisplayNames", l.time_zone as "timeZone", l.budget_type as "budgetType",
    l.monthly_budget_loans as "monthlyBudgetLoans", l.monthly_budget_cents::float8 as "monthlyBudgetCents",
    l.patron_limit as "patronLimit", l.patron_limit_period as "patronLimitPeriod",
    l.loan_period_hours as "loanPeriodHours", l.budget_pacing as "budgetPacing", l.ehub_secret as "ehubSecret", l.active,
    ${epochMs('l.created_at')} as "createdAtMs"
  from libraries l
  where l.id = ${library} and l.active`;

/** A library statement's row as the library (undefined: no such active library). */
function readLibrary(row: LibraryStatementRow | undefined): LibraryRow | undefined {
  if (!row) return undefined;
  const { createdAtMs, ...library } = row;
  return { ...library, createdAt: new Date(createdAtMs) };
}

/**
 * The first statement of a loan with a typed card: one statement, so one snapshot, that reads the session (held
 * with a key share lock, so a login cannot rotate its id under the loan), the library, the guessing limits and
 * the card, and decides the verdict in the order of the refusals. The title's part of it is the lend rule's,
 * decided by the application from the catalogue snapshot for either child mode ($6 otherwise, $13 in child mode):
 * the session read here says which applies. A wrong PIN is recorded by the same statement. The verdict and, when it is 'ok', the card are left in transaction-local settings for the
 * statements after it (they end with the message). The PIN is compared as its keyed hash, computed by the
 * application: the PIN never enters SQL.
 */
function checkStatement(input: CheckedLoanInput): ScriptStatement<Omit<LoanCheck, 'failuresAfter'>> {
  return {
    name: 'fh_loan_check',
    text: `with s as (
        select s.id_hash, s.portal, s.csrf_hash, s.user_id, s.librarian_id, s.child_mode,
          coalesce(u.children_mode, false) as user_children_mode,
          exists (select 1 from session_loans sl where sl.session_id_hash = s.id_hash) as has_loans,
          s.created_at, s.last_seen_at, s.expires_at,
          s.expires_at > $3 and s.last_seen_at > $4 as live
        from sessions s left join users u on u.id = s.user_id
        where s.id_hash = $1
        for key share of s
      ),
      c as (${librarySelect('$5')}),
      g as (
        select (count(*) filter (where library_id = $5 and card_number = $7))::int as card,
          (count(distinct card_number) filter (where client_key = $9))::int as client_cards
        from pin_failures
        where failed_at > $10 and ((library_id = $5 and card_number = $7) or client_key = $9)
      ),
      k as (select id, blocked, pin_hash = $8 as pin_ok from patron_cards where library_id = $5 and card_number = $7),
      v as (
        select k.id as card_id, case
            when s.id_hash is null or not s.live then 'session-invalid'
            when s.csrf_hash <> $2 then 'csrf-invalid'
            when c.id is null or $6 = 'no-library' then 'no-library'
            when g.card >= $11 then 'card-locked'
            when g.client_cards >= $12 then 'rate-limited'
            when k.id is null or not k.pin_ok then 'wrong-pin'
            when k.blocked then 'card-blocked'
            -- The session's child mode: started by a child-mode build, or its user's setting (catalogue.childOnly).
            when s.child_mode or (s.user_id is not null and s.user_children_mode) then $13
            else $6
          end as verdict
        from (select 1) as one left join s on true left join c on true left join g on true left join k on true
      ),
      failed as (
        insert into pin_failures (library_id, card_number, client_key, failed_at)
        select $5, $7, $9, $3 from v where v.verdict = 'wrong-pin'
      )
      select v.verdict,
        set_config('${LOAN_VERDICT}', v.verdict, true) as "verdictSet",
        set_config('${LOAN_CARD}', case when v.verdict = 'ok' then v.card_id::text else '' end, true) as "cardSet",
        s.id_hash as "sessionIdHash", s.portal as "sessionPortal", s.csrf_hash as "sessionCsrfHash",
        s.user_id as "sessionUserId", s.librarian_id as "sessionLibrarianId", s.child_mode as "sessionChildMode",
        s.user_children_mode as "sessionUserChildrenMode", s.has_loans as "sessionHasLoans",
        ${epochMs('s.created_at')} as "sessionCreatedAtMs", ${epochMs('s.last_seen_at')} as "sessionLastSeenAtMs",
        ${epochMs('s.expires_at')} as "sessionExpiresAtMs", ${sinceArrival} as "checkedAfterMs", c.*
      from v left join s on true left join c on true`,
    args: [
      arg.sha256Hex(input.sessionIdHash),
      arg.sha256Hex(input.csrfHash),
      arg.instant(input.now),
      arg.instant(input.seenAfter),
      arg.int(input.libraryId),
      arg.oneOf(input.titleVerdicts.otherwise, TITLE_VERDICTS),
      arg.text(input.cardNumber),
      arg.text(input.pinHash),
      arg.text(input.clientKey),
      arg.instant(input.failuresSince),
      arg.int(input.maxFailuresPerCard),
      arg.int(input.maxFailedCardsPerClient),
      arg.oneOf(input.titleVerdicts.childMode, TITLE_VERDICTS),
    ],
    read(rows) {
      const row = rows[0] as unknown as { verdict: LoanVerdict } & CheckedSessionRow &
        LibraryStatementRow & { id: number | null };
      const session: SessionRecord | undefined =
        row.sessionIdHash === null
          ? undefined
          : {
              idHash: row.sessionIdHash,
              portal: row.sessionPortal,
              csrfHash: row.sessionCsrfHash,
              userId: row.sessionUserId,
              librarianId: row.sessionLibrarianId,
              // A loan is a customer-portal call: an operator session is refused by its portal, never lends.
              operatorId: null,
              operatorRole: null,
              childMode: row.sessionChildMode,
              userChildrenMode: row.sessionUserChildrenMode,
              hasLoans: row.sessionHasLoans,
              createdAt: new Date(row.sessionCreatedAtMs),
              lastSeenAt: new Date(row.sessionLastSeenAtMs),
              expiresAt: new Date(row.sessionExpiresAtMs),
            };
      const {
        verdict,
        sessionIdHash: _1,
        sessionPortal: _2,
        sessionCsrfHash: _3,
        sessionUserId: _4,
        sessionLibrarianId: _5,
        sessionChildMode: _6,
        sessionUserChildrenMode: _7,
        sessionHasLoans: _8,
        sessionCreatedAtMs: _9,
        sessionLastSeenAtMs: _10,
        sessionExpiresAtMs: _11,
        ...context
      } = row;
      const {
        verdictSet: _12,
        cardSet: _13,
        checkedAfterMs,
        ...found
      } = context as typeof context & {
        verdictSet: unknown;
        cardSet: unknown;
        checkedAfterMs: number;
      };
      return {
        verdict,
        session,
        library: found.id === null ? undefined : readLibrary(found as LibraryStatementRow),
        checkedAfterMs,
      };
    },
  };
}

/** After a wrong PIN: the card's failures in the window, this one and any recorded meanwhile included. */
function failuresAfterStatement(libraryId: number, cardNumber: string, since: Date): ScriptStatement<number> {
  return {
    name: 'fh_loan_failures_after',
    text: `select count(*)::int as n from pin_failures
      where current_setting('${LOAN_VERDICT}', true) = 'wrong-pin'
        and library_id = $1 and card_number = $2 and failed_at > $3`,
    args: [arg.int(libraryId), arg.text(cardNumber), arg.instant(since)],
    read: (rows) => (rows[0]?.n as number | undefined) ?? 0,
  };
}

/** Names the card a charge is for, in the setting the lock and the charge read (a card checked elsewhere). */
const useCardStatement = (cardId: number): ScriptStatement<undefined> => ({
  name: 'fh_loan_use_card',
  text: `select set_config('${LOAN_CARD}', $1::text, true)`,
  args: [arg.int(cardId)],
  read: () => undefined,
});

/**
 * Locks the cleared card's row, so two requests for one card run one after the other (double submit, patron
 * limit). A statement of its own, so that the charge's snapshot is taken after any wait, when every earlier loan
 * of the card has committed. Its clock, read above the lock, says how long the lock took, waits included (null:
 * no card cleared, nothing locked).
 */
const lockStatement: ScriptStatement<number | null> = {
  name: 'fh_loan_lock_cleared_card',
  text: `select ${sinceArrival} as ms
    from (select id from patron_cards where id = ${clearedCard} for update) as locked`,
  args: [],
  read: (rows) => (rows[0]?.ms as number | undefined) ?? null,
};

/** Holds the session row (key share), so the session cannot change its id or end before it remembers the loan. */
const holdSessionStatement = (sessionIdHash: string): ScriptStatement<undefined> => ({
  name: 'fh_loan_hold_session',
  text: 'select 1 from sessions where id_hash = $1 for key share',
  args: [arg.sha256Hex(sessionIdHash)],
  read: () => undefined,
});

/** The month's counters before the pacing period (the stored base when the row's period is the loan's). */
const paceBase = (base: string, total: string) =>
  `(case when m.period_starts_at = excluded.period_starts_at then ${base} else ${total} end)`;
/**
 * A period's allowance (pacing.ts, weightedAllowance): its share of the budget left, to the nearest. Daily and
 * weekly: 1 of the periods left; auto: today's weekday weight of the weights of the days left.
 */
const allowance = (cap: string, base: string) =>
  `((2 * greatest(0, ${cap} - ${base}) * (select pace_share from l) + (select pace_shares from l))
    / (2 * (select pace_shares from l)))`;
/** The stored weight of a weekday (ISO 1 Monday .. 7 Sunday); anything but a positive integer counts as 1. */
const weightOf = (isodow: string) =>
  `(case when pacing_weekday_weights[${isodow}] > 0 then pacing_weekday_weights[${isodow}] else 1 end)`;

/**
 * The charge, for the cleared card (none: it does nothing and answers the library's patron limit). One statement
 * that answers the card's running loan of the title, if any, without charging (found among the card's loans, a
 * handful: the planner had intersected them with every loan of the title, a cost that grew with its popularity); counts the card's loans in the
 * library's patron-limit period (month or ISO week in its time zone) and goes no further at the limit; adds the
 * loan to the library's month with a conditional upsert (the row lock makes concurrent loans of one library
 * queue, and the condition is checked against the row as the previous loan left it, so a cap of N admits exactly
 * N); writes the loan; and remembers it in the session (a reload may watch it without the PIN). The library's
 * caps, limit and loan period and the title's price are read here, so the charge decides on the rows as they
 * stand after the card lock.
 */
function chargeStatement(input: {
  libraryId: number;
  titleId: number;
  now: Date;
  sessionIdHash: string;
  source: (typeof LOAN_SOURCES)[number];
}): ScriptStatement<ChargeRow> {
  return {
    name: 'fh_loan_charge',
    text: `with card as (select ${clearedCard} as id),
      l as (
        select patron_limit,
          case when budget_type = 'count' then monthly_budget_loans end as cap_loans,
          case when budget_type = 'amount' then monthly_budget_cents end as cap_cents,
          date_trunc(case when patron_limit_period = 'week' then 'week' else 'month' end, $3 at time zone time_zone)
            at time zone time_zone as period_starts_at,
          date_trunc('month', $3 at time zone time_zone)::date as month,
          $3 + loan_period_hours * interval '1 hour' as ends_at,
          budget_pacing as pacing,
          -- The pacing period (modules/libraries/pacing.ts): its first instant, and the periods left in the month.
          case budget_pacing
            when 'daily' then date_trunc('day', $3 at time zone time_zone) at time zone time_zone
            when 'auto' then date_trunc('day', $3 at time zone time_zone) at time zone time_zone
            when 'weekly' then greatest(date_trunc('week', $3 at time zone time_zone),
              date_trunc('month', $3 at time zone time_zone)) at time zone time_zone
          end as pace_starts_at,
          -- The period's share of the budget left (pace_share of pace_shares): 1 of the periods left, or for auto
          -- today's weekday weight of the weights of the days left in the month, today included.
          case budget_pacing when 'auto' then ${weightOf('extract(isodow from $3 at time zone time_zone)::int')}
            else 1 end as pace_share,
          case budget_pacing
            when 'daily' then (date_trunc('month', $3 at time zone time_zone) + interval '1 month')::date
              - ($3 at time zone time_zone)::date
            when 'weekly' then 1 + greatest(0, ((date_trunc('month', $3 at time zone time_zone) + interval '1 month')::date
              - (date_trunc('week', $3 at time zone time_zone)::date + 7) + 6) / 7)
            when 'auto' then (select sum(${weightOf('extract(isodow from d)::int')})::int
              from generate_series(date_trunc('day', $3 at time zone time_zone),
                date_trunc('month', $3 at time zone time_zone) + interval '1 month' - interval '1 day',
                interval '1 day') as d)
          end as pace_shares
        from libraries where id = $1
      ),
      t as (
        select lc.price_cents from title_licences lc join libraries lb on lb.country_iso = lc.country_iso
        where lc.title_id = $2 and lb.id = $1
      ),
      running as materialized (
        select id, title_id, library_id, started_at, ends_at from loans
        where card_id = (select id from card) and ends_at > $3
      ),
      existing as (
        select id, started_at, ends_at from running where title_id = $2 and library_id = $1
        order by ends_at desc limit 1
      ),
      used as (
        select count(*)::int as n from loans
        where card_id = (select id from card) and started_at >= (select period_starts_at from l)
      ),
      charged as (
        insert into library_budget_months as m (library_id, month, loans, amount_cents, period_starts_at)
        select $1, l.month, 1, t.price_cents, l.pace_starts_at from l, t, card
        where card.id is not null and not exists (select 1 from existing) and (select n from used) < l.patron_limit
          and (l.cap_loans is null or l.cap_loans > 0) and (l.cap_cents is null or t.price_cents <= l.cap_cents)
          and (l.pace_starts_at is null
            or ((l.cap_loans is null or 1 <= (2 * l.cap_loans * l.pace_share + l.pace_shares) / (2 * l.pace_shares))
              and (l.cap_cents is null
                or t.price_cents <= (2 * l.cap_cents * l.pace_share + l.pace_shares) / (2 * l.pace_shares))))
        on conflict (library_id, month) do update
          set loans = m.loans + 1, amount_cents = m.amount_cents + excluded.amount_cents,
            -- A loan in a new pacing period: the month's counters so far are that period's base.
            period_starts_at = excluded.period_starts_at,
            period_base_loans = case when m.period_starts_at = excluded.period_starts_at
              then m.period_base_loans else m.loans end,
            period_base_cents = case when m.period_starts_at = excluded.period_starts_at
              then m.period_base_cents else m.amount_cents end
          where ((select cap_loans from l) is null or m.loans < (select cap_loans from l))
            and ((select cap_cents from l) is null or m.amount_cents + excluded.amount_cents <= (select cap_cents from l))
            -- The period's allowance (pacing.ts, periodAllowance), what the period spent counted against it.
            and (excluded.period_starts_at is null or ((select cap_loans from l) is null
                or m.loans + 1 - ${paceBase('m.period_base_loans', 'm.loans')}
                  <= ${allowance('(select cap_loans from l)', paceBase('m.period_base_loans', 'm.loans'))})
              and ((select cap_cents from l) is null
                or m.amount_cents + excluded.amount_cents - ${paceBase('m.period_base_cents', 'm.amount_cents')}
                  <= ${allowance('(select cap_cents from l)', paceBase('m.period_base_cents', 'm.amount_cents'))}))
        returning m.loans, m.amount_cents, m.month, m.period_starts_at, m.period_base_loans, m.period_base_cents
      ),
      created as (
        insert into loans (library_id, card_id, user_id, title_id, price_cents, source, started_at, ends_at)
        select $1, (select id from card), (select user_id from sessions where id_hash = $4), $2, t.price_cents, $5,
          $3, l.ends_at
        from charged, t, l
        returning id, started_at, ends_at
      ),
      remembered as (
        insert into session_loans (session_id_hash, loan_id)
        select $4, x.id from (select id from created union all select id from existing) x
        where exists (select 1 from sessions where id_hash = $4)
        on conflict do nothing
      )
      select (select n from used) as used, (select patron_limit from l) as "patronLimit",
        e.id::float8 as "existingId", ${epochMs('e.started_at')} as "existingStartedAt",
        ${epochMs('e.ends_at')} as "existingEndsAt", c.id::float8 as "loanId",
        ${epochMs('c.started_at')} as "startedAt", ${epochMs('c.ends_at')} as "endsAt",
        b.loans as "budgetLoans", b.amount_cents::float8 as "budgetCents", b.month::text as month,
        ${epochMs('b.period_starts_at')} as "periodStartsAtMs", b.period_base_loans as "periodBaseLoans",
        b.period_base_cents::float8 as "periodBaseCents", (select pacing from l) as pacing, (select price_cents from t)::float8 as "priceCents",
        ${sinceArrival} as "doneAfterMs"
      from (select 1) as one
        left join existing e on true
        left join created c on true
        left join charged b on true`,
    args: [
      arg.int(input.libraryId),
      arg.int(input.titleId),
      arg.instant(input.now),
      arg.sha256Hex(input.sessionIdHash),
      arg.oneOf(input.source, LOAN_SOURCES),
    ],
    read: (rows) => rows[0] as unknown as ChargeRow,
  };
}

/** A charge statement's row as the outcome of the loan (see `ChargeOutcome`). */
function readCharge(
  outcome: ChargeRow,
  loan: { titleId: number; libraryId: number },
  timing: ChargeTiming,
): ChargeOutcome {
  const window = (id: number, startedAt: number, endsAt: number): LoanWindow => ({
    id,
    titleId: loan.titleId,
    libraryId: loan.libraryId,
    startedAt: new Date(startedAt),
    endsAt: new Date(endsAt),
  });
  const { patronLimit } = outcome;
  if (outcome.existingId !== null)
    return {
      timing,
      patronLimit,
      kind: 'existing',
      loan: window(outcome.existingId, outcome.existingStartedAt!, outcome.existingEndsAt!),
      loansInPeriod: outcome.used,
    };
  if (outcome.used >= patronLimit) return { timing, patronLimit, kind: 'patron-limit' };
  if (outcome.loanId === null)
    return { timing, patronLimit, kind: 'budget', pacing: outcome.pacing, priceCents: outcome.priceCents };
  return {
    timing,
    patronLimit,
    kind: 'created',
    loan: window(outcome.loanId, outcome.startedAt!, outcome.endsAt!),
    loansInPeriod: outcome.used + 1,
    budget: {
      month: outcome.month!,
      loans: outcome.budgetLoans!,
      amountCents: outcome.budgetCents!,
      periodStartsAt: outcome.periodStartsAtMs === null ? null : new Date(outcome.periodStartsAtMs),
      periodBaseLoans: outcome.periodBaseLoans!,
      periodBaseCents: outcome.periodBaseCents!,
    },
  };
}

/**
 * The loans a caller may watch without a PIN: those made in the session, and for a logged-in user also those made
 * while logged in and those on a card saved in the account (in `libraryId` only, or in any library with null).
 * The title page's loan (activeLoanFor) and the Continue watching row (running-loans) share it.
 */
export function callersLoans(
  db: Database,
  caller: { userId: number | null; sessionIdHash: string },
  libraryId: number | null,
): SQL {
  const madeInSession = db
    .select({ loanId: sessionLoans.loanId })
    .from(sessionLoans)
    .where(eq(sessionLoans.sessionIdHash, caller.sessionIdHash));
  const inSession = inArray(loans.id, madeInSession);
  if (caller.userId === null) return inSession;
  const saved = db
    .select({ cardId: savedCards.cardId })
    .from(savedCards)
    .where(
      libraryId === null
        ? eq(savedCards.userId, caller.userId)
        : and(eq(savedCards.userId, caller.userId), eq(savedCards.libraryId, libraryId)),
    );
  return or(inSession, eq(loans.userId, caller.userId), inArray(loans.cardId, saved))!;
}

export function createLoansRepository(db: Database) {
  /** An active library (undefined: none). A statement, sent with the card's lookups in one round trip (sql-script). */
  function libraryStatement(libraryId: number): ScriptStatement<LibraryRow | undefined> {
    return {
      name: 'fh_loan_library',
      text: librarySelect('$1'),
      args: [arg.int(libraryId)],
      read: (rows) => readLibrary(rows[0] as LibraryStatementRow | undefined),
    };
  }

  /** A logged-in user's saved card at a library, with its blocked flag (undefined: none saved). */
  function savedCardStatement(userId: number, libraryId: number): ScriptStatement<SavedCard | undefined> {
    return {
      name: 'fh_loan_saved_card',
      text: `select i.card_id as "cardId", i.card_number as "cardNumber", c.blocked
        from inventories i join patron_cards c on c.id = i.card_id
        where i.user_id = $1 and i.library_id = $2`,
      args: [arg.int(userId), arg.int(libraryId)],
      read: (rows) => rows[0] as SavedCard | undefined,
    };
  }

  return {
    libraryStatement,
    savedCardStatement,

    /** Script statements from any module, sent as one message (one round trip); their readings in order. */
    together<T extends unknown[]>(
      statements: { [K in keyof T]: ScriptStatement<T[K]> },
      options?: ScriptOptions,
    ): Promise<T> {
      return runTogether<T>(db, statements, options);
    },

    async library(id: number): Promise<LibraryRow | undefined> {
      const [row] = await db
        .select()
        .from(libraries)
        .where(and(eq(libraries.id, id), eq(libraries.active, true)))
        .limit(1);
      return row;
    },

    /** How many loans a card started since an instant (the patron limit's count, as the library list shows it). */
    cardLoansSince: createLibrariesRepository(db).cardLoansSince,

    /** Whether a library exists but is deactivated (a refused loan says so). */
    libraryIsInactive: createLibrariesRepository(db).isInactive,

    async budgetUsage(libraryId: number, month: string) {
      const [row] = await db
        .select()
        .from(libraryBudgetMonths)
        .where(and(eq(libraryBudgetMonths.libraryId, libraryId), eq(libraryBudgetMonths.month, month)));
      return row;
    },

    async activeLoan(cardId: number, titleId: number, now: Date): Promise<LoanRow | undefined> {
      const [row] = await db
        .select()
        .from(loans)
        .where(and(eq(loans.cardId, cardId), eq(loans.titleId, titleId), gt(loans.endsAt, now)))
        .orderBy(desc(loans.endsAt))
        .limit(1);
      return row;
    },

    /**
     * A running loan of a title the caller may watch: one made in their session (sessionIdHash), and for a
     * logged-in user (userId) also one made while logged in, or one on the card saved in their account
     * (borrowed before logging in, or on another device): the card holder's loan is theirs to watch.
     */
    async activeLoanFor(
      caller: { userId: number | null; sessionIdHash: string },
      titleId: number,
      libraryId: number,
      now: Date,
    ): Promise<LoanRow | undefined> {
      const mine = callersLoans(db, caller, libraryId);
      const [row] = await db
        .select()
        .from(loans)
        .where(and(mine, eq(loans.titleId, titleId), eq(loans.libraryId, libraryId), gt(loans.endsAt, now)))
        .orderBy(desc(loans.endsAt))
        .limit(1);
      return row;
    },

    async titleDuration(titleId: number): Promise<number> {
      const [row] = await queryRows<{ d: number }>(
        db,
        sql`select duration_seconds as d from titles where id = ${titleId}`,
      );
      return row?.d ?? 0;
    },

    async watchPosition(userId: number, titleId: number) {
      const [row] = await db
        .select()
        .from(watchPositions)
        .where(and(eq(watchPositions.userId, userId), eq(watchPositions.titleId, titleId)))
        .limit(1);
      return row;
    },

    async saveWatchPosition(
      userId: number,
      titleId: number,
      positionSeconds: number,
      now: Date,
    ): Promise<void> {
      await db
        .insert(watchPositions)
        .values({ userId, titleId, positionSeconds, updatedAt: now })
        .onConflictDoUpdate({
          target: [watchPositions.userId, watchPositions.titleId],
          set: { positionSeconds, updatedAt: now },
        });
    },

    async loanById(id: number): Promise<LoanRow | undefined> {
      const [row] = await db.select().from(loans).where(eq(loans.id, id)).limit(1);
      return row;
    },

    async userLoans(userId: number, limit: number): Promise<LoanRow[]> {
      return db
        .select()
        .from(loans)
        .where(eq(loans.userId, userId))
        .orderBy(desc(loans.startedAt), desc(loans.id))
        .limit(limit);
    },

    /**
     * A loan with a card checked elsewhere (a saved card, an eHub token, a directory that asks another system):
     * the charge, as four statements sent as one message, so they cost one round trip and run as one implicit
     * transaction (all or nothing; in READ COMMITTED each statement takes its own snapshot when it starts): name
     * the card, lock it, hold the session, charge (docs/decisions/009 and 016). Locks are held from their
     * statement to the end of the message: no round trip of the application between.
     */
    async charge(input: {
      libraryId: number;
      titleId: number;
      cardId: number;
      sessionIdHash: string;
      source: (typeof LOAN_SOURCES)[number];
      now: Date;
    }): Promise<ChargeOutcome> {
      let waitedMs = 0;
      const [, , lockedAfterMs, outcome] = await runTogether(
        db,
        [
          useCardStatement(input.cardId),
          holdSessionStatement(input.sessionIdHash),
          lockStatement,
          chargeStatement(input),
        ],
        { connected: (ms) => (waitedMs = ms) },
      );
      const lockMs = lockedAfterMs ?? 0;
      return readCharge(outcome, input, { waitedMs, lockMs, chargeMs: outcome.doneAfterMs - lockMs });
    },

    /**
     * A whole loan with a typed card in one message, one round trip (docs/decisions/016): the check statement
     * (session, library and title, guessing limits, card and PIN, blocked flag, title; a wrong PIN recorded),
     * the card's failures after a wrong PIN, the cleared card's lock, and the charge. The statements after the
     * check act only when it answered 'ok'; otherwise they find no card and do nothing, and the check's verdict
     * says which refusal to give. The outcome is null unless the verdict is 'ok'.
     */
    async checkAndCharge(
      input: CheckedLoanInput,
    ): Promise<{ check: LoanCheck; outcome: ChargeOutcome | null; waitedMs: number }> {
      let waitedMs = 0;
      const [check, failuresAfter, lockedAfterMs, outcome] = await runTogether(
        db,
        [
          checkStatement(input),
          failuresAfterStatement(input.libraryId, input.cardNumber, input.failuresSince),
          lockStatement,
          chargeStatement({ ...input, source: 'card' }),
        ],
        { connected: (ms) => (waitedMs = ms) },
      );
      if (check.verdict !== 'ok') return { check: { ...check, failuresAfter }, outcome: null, waitedMs };
      const lockMs = lockedAfterMs ?? check.checkedAfterMs;
      return {
        check: { ...check, failuresAfter },
        outcome: readCharge(outcome, input, {
          waitedMs,
          lockMs: lockMs - check.checkedAfterMs,
          chargeMs: outcome.doneAfterMs - lockMs,
        }),
        waitedMs,
      };
    },
  };
}
export type LoansRepository = ReturnType<typeof createLoansRepository>;
