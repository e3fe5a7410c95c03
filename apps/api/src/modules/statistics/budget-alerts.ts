import { BUDGET_ALERT_THRESHOLDS, type CountryIso } from '@filmhyllan/contract';
import { sendInBackground, type MailLog, type Mailer } from '../mail/mailer';
import type { SiteUrl } from '../configuration/site-url';
import type { BudgetMonthUsage } from '../libraries/library-directory';
import type { LibraryRow } from '../librarians/librarians.repository';
import { budgetCap, currencies } from './statistics.service';
import type { Forecast } from './forecast';
import type { StatisticsRepository } from './statistics.repository';

type MailLanguage = 'sv' | 'no' | 'fi';
const mailLanguages: Record<CountryIso, MailLanguage> = { se: 'sv', no: 'no', fi: 'fi' };
const bcp47: Record<MailLanguage, string> = { sv: 'sv-SE', no: 'nb-NO', fi: 'fi-FI' };

interface AlertFacts {
  library: string;
  threshold: number;
  used: string;
  cap: string;
  runOut: string | null;
  projected: string;
  link: string;
}

const texts: Record<MailLanguage, { subject(f: AlertFacts): string; body(f: AlertFacts): string }> = {
  sv: {
    subject: (f) => `${f.library}: ${f.threshold} % av månadens Filmhyllan-budget är förbrukad`,
    body: (f) =>
      `Hej!\n\n${f.library} har nu använt ${f.used} av månadens budget på ${f.cap} (${f.threshold} %).\n\n` +
      (f.runOut
        ? `I nuvarande takt räcker budgeten till och med ${f.runOut}. `
        : 'I nuvarande takt räcker budgeten hela månaden. ') +
      `Prognos för hela månaden: ${f.projected}.\n\n` +
      'När budgeten är slut kan låntagarna inte låna fler titlar förrän nästa månad. Budgeten ändrar du i ' +
      `bibliotekarieportalen:\n\n${f.link}\n\nHälsningar\nFilmhyllan\n`,
  },
  no: {
    subject: (f) => `${f.library}: ${f.threshold} % av månedens Filmhyllan-budsjett er brukt`,
    body: (f) =>
      `Hei!\n\n${f.library} har nå brukt ${f.used} av månedens budsjett på ${f.cap} (${f.threshold} %).\n\n` +
      (f.runOut
        ? `Med dagens tempo varer budsjettet til og med ${f.runOut}. `
        : 'Med dagens tempo varer budsjettet hele måneden. ') +
      `Prognose for hele måneden: ${f.projected}.\n\n` +
      'Når budsjettet er brukt opp, kan lånerne ikke låne flere titler før neste måned. Budsjettet endrer du i ' +
      `bibliotekarportalen:\n\n${f.link}\n\nHilsen\nFilmhyllan\n`,
  },
  fi: {
    subject: (f) => `${f.library}: ${f.threshold} % kuukauden Filmhyllan-budjetista on käytetty`,
    body: (f) =>
      `Hei!\n\n${f.library} on nyt käyttänyt ${f.used} kuukauden ${f.cap} budjetista (${f.threshold} %).\n\n` +
      (f.runOut
        ? `Nykyisellä tahdilla budjetti riittää ${f.runOut} asti. `
        : 'Nykyisellä tahdilla budjetti riittää koko kuukauden. ') +
      `Ennuste koko kuukaudelle: ${f.projected}.\n\n` +
      'Kun budjetti on käytetty, asiakkaat eivät voi lainata uusia nimikkeitä ennen seuraavaa kuukautta. ' +
      `Budjettia voit muuttaa kirjastonhoitajan portaalissa:\n\n${f.link}\n\nTerveisin\nFilmhyllan\n`,
  },
};

const loanWords: Record<MailLanguage, (n: string) => string> = {
  sv: (n) => `${n} lån`,
  no: (n) => `${n} lån`,
  fi: (n) => `${n} lainaa`,
};

/** The alert e-mail for a library crossing a threshold, in the library's language, with the forecast. */
export function budgetAlertMail(
  library: LibraryRow,
  threshold: number,
  usage: { loans: number; amountCents: number },
  forecast: Forecast,
  publicUrl: string,
): { subject: string; text: string } {
  const language = mailLanguages[library.countryIso as CountryIso];
  const locale = bcp47[language];
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencies[library.countryIso as CountryIso],
  });
  const count = new Intl.NumberFormat(locale);
  const amount = library.budgetType === 'amount';
  const show = (loans: number, cents: number) =>
    amount ? money.format(cents / 100) : loanWords[language](count.format(loans));
  const cap = budgetCap(library) ?? 0;
  const [year, month, day] = (forecast.runOutDate ?? '').split('-').map(Number);
  const facts: AlertFacts = {
    library: library.name,
    threshold,
    used: show(usage.loans, usage.amountCents),
    cap: show(cap, cap),
    runOut: forecast.runOutDate
      ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(year!, month! - 1, day!)),
        )
      : null,
    projected: show(forecast.projectedLoans, forecast.projectedAmountCents),
    link: new URL(
      `${language}/lib/settings`,
      publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`,
    ).toString(),
  };
  return { subject: texts[language].subject(facts), text: texts[language].body(facts) };
}

/** The thresholds a spend has reached, lowest first. */
export function reachedThresholds(
  library: LibraryRow,
  usage: { loans: number; amountCents: number },
): number[] {
  const cap = budgetCap(library);
  if (cap === null || cap <= 0) return [];
  const used = library.budgetType === 'count' ? usage.loans : usage.amountCents;
  return BUDGET_ALERT_THRESHOLDS.filter((t) => used * 100 >= t * cap);
}

export interface BudgetAlertsDeps {
  repo: Pick<StatisticsRepository, 'claimBudgetAlert'>;
  libraryById(id: number): Promise<LibraryRow | undefined>;
  /** This month's key (YYYY-MM-01), spend and forecast (statistics.currentMonth). */
  forecast(
    library: LibraryRow,
    now: Date,
  ): Promise<{ forecast: Forecast; key: string; usage: { loans: number; amountCents: number } }>;
  mailer: Mailer;
  log: MailLog;
  /** Base of the portal link: PUBLIC_URL, else the library country's default_url. */
  siteUrl: SiteUrl;
  clock?: () => Date;
}

/**
 * Budget alerts: when this month's spend reaches 80 % and 100 % of the cap, one e-mail per threshold and month
 * goes to the library's alert address. The row in library_budget_alerts is claimed before the mail goes, so
 * several processes seeing the same crossing send it once; each process remembers what it has seen claimed, so
 * loans after a threshold cost no statement.
 */
export function createBudgetAlerts(deps: BudgetAlertsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const seen = new Set<string>();

  /** Sends the alerts a library's spend has reached and no process has sent this month. */
  async function check(library: LibraryRow, month: string, usage: { loans: number; amountCents: number }) {
    const sentTo = library.alertEmail;
    if (!sentTo) return;
    const due = reachedThresholds(library, usage).filter((t) => !seen.has(`${library.id}|${month}|${t}`));
    if (due.length === 0) return;
    const now = clock();
    const claimed: number[] = [];
    for (const threshold of due) {
      seen.add(`${library.id}|${month}|${threshold}`);
      const claim = { libraryId: library.id, month, threshold, sentTo, at: now };
      if (await deps.repo.claimBudgetAlert(claim)) claimed.push(threshold);
    }
    if (claimed.length === 0) return;
    // One e-mail per threshold; when a change crosses both at once, the higher one says it all but both are sent.
    const { forecast } = await deps.forecast(library, now);
    const base = (await deps.siteUrl(library.countryIso)) ?? 'http://localhost:3000/';
    for (const threshold of claimed) {
      const mail = budgetAlertMail(library, threshold, usage, forecast, base);
      sendInBackground(deps.mailer, { to: sentTo, ...mail }, deps.log);
    }
  }

  return {
    check,
    /** After a loan's charge (loans.onBudgetCharged): checks in the background, logging a failure. */
    charged(charged: BudgetMonthUsage): void {
      void (async () => {
        const library = await deps.libraryById(charged.libraryId);
        if (library) await check(library, charged.month, charged);
      })().catch((error: unknown) => deps.log.error({ err: error }, 'budget alert failed'));
    },
    /** After the budget settings changed: a lower cap or a new address may reach a threshold at once. */
    async settingsChanged(library: LibraryRow): Promise<void> {
      const { key, usage } = await deps.forecast(library, clock());
      await check(library, key, usage);
    },
  };
}
export type BudgetAlerts = ReturnType<typeof createBudgetAlerts>;
