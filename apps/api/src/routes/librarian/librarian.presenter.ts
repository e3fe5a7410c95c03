import type {
  BudgetChangeEntry,
  BudgetField,
  BudgetSettings,
  CountryIso,
  GeneralInfo,
  SushiCredentials,
  Librarian,
  LibrarianLibrary,
  LibrarianTitle,
  ReportSettings,
  Statistics,
} from '@filmhyllan/contract';
import type { LibrarianTitleRow, LibraryRow } from '../../modules/librarians/librarians.repository';
import { presentPoster } from '../../modules/posters/poster-address';
import type {
  BudgetChangeRecord,
  LibrarianAccount,
  LibraryOverview,
} from '../../modules/librarians/librarians.service';
import { currencies, type LibraryStatistics } from '../../modules/statistics/statistics.service';
import { reportTables } from '../../modules/statistics/monthly-reports';

/** The librarian portal on the wire (docs/decisions/027). */

export function presentLibrarian(librarian: LibrarianAccount): Librarian {
  return { username: librarian.username, library_id: librarian.libraryId };
}

export function presentLibrarianLibrary(library: LibraryRow): LibrarianLibrary {
  const countryIso = library.countryIso as CountryIso;
  return {
    id: library.id,
    name: library.name,
    country_iso: countryIso,
    logo_url: library.logoUrl,
    currency: currencies[countryIso],
  };
}

export function presentBudget(library: LibraryRow): BudgetSettings {
  return {
    budget_type: library.budgetType,
    monthly_budget_loans: library.monthlyBudgetLoans,
    monthly_budget_cents: library.monthlyBudgetCents,
    patron_limit: library.patronLimit,
    patron_limit_period: library.patronLimitPeriod,
    loan_period_hours: library.loanPeriodHours,
    alert_email: library.alertEmail,
    budget_pacing: library.budgetPacing,
  };
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export function presentLibrarianTitle(title: LibrarianTitleRow): LibrarianTitle {
  return {
    id: title.id,
    name: title.name,
    name_en: title.nameEn,
    kind: title.kind,
    group_name: title.groupName,
    season: title.season,
    episode: title.episode,
    year: title.year,
    duration_seconds: title.durationSeconds,
    ...presentPoster(title.id, title.posterPath, title.uploadedPoster),
    price_cents: title.priceCents,
    coming_on: title.comingOn,
    loans_this_month: title.loansThisMonth,
    loans_total: title.loansTotal,
    last_loan_at: iso(title.lastLoanAt),
    group_id: title.groupId,
    genre_ids: title.genreIds,
    excluded: title.excluded,
  };
}

/** The general info but the SUSHI credentials, which the route adds (sushi.presenter.ts). */
export function presentGeneralInfo(overview: LibraryOverview): Omit<GeneralInfo, keyof SushiCredentials> {
  const month = overview.currentMonth;
  return {
    library: presentLibrarianLibrary(overview.library),
    budget: presentBudget(overview.library),
    current_month: {
      month: month.month,
      loans: month.loans,
      amount_cents: month.amountCents,
      patrons: month.patrons,
      remaining_loans: month.remainingLoans,
      remaining_cents: month.remainingCents,
      budget_reached: month.budgetReached,
      new_loans_date_library: month.reopensOn,
    },
    top_titles: overview.topTitles.map((title) => ({
      title_id: title.titleId,
      name: title.name,
      loans: title.loans,
    })),
    months: overview.months.map(monthOnWire),
    reports: presentReportSettings(overview.library, overview.lastReport),
  };
}

/** The monthly report's settings (the tables in StatisticsTable's order) and the newest report sent. */
export function presentReportSettings(
  library: LibraryRow,
  last: LibraryOverview['lastReport'],
): ReportSettings {
  return {
    enabled: library.reportsEnabled,
    report_email: library.reportEmail,
    tables: reportTables(library.reportTables),
    last_report: last
      ? { month: last.month.slice(0, 7), sent_at: last.sentAt.toISOString(), sent_to: last.sentTo }
      : null,
  };
}

const monthOnWire = (month: { month: string; loans: number; amountCents: number }) => ({
  month: month.month,
  loans: month.loans,
  amount_cents: month.amountCents,
});

export function presentBudgetChange(change: BudgetChangeRecord): BudgetChangeEntry {
  return {
    changed_at: change.changedAt.toISOString(),
    librarian: change.librarianName,
    // The audit records the settings by their wire names (librarians.repository's budgetFields).
    fields: change.changes.map((field) => ({
      field: field.field as BudgetField,
      old_value: field.old,
      new_value: field.new,
    })),
  };
}

export function presentStatistics(stats: LibraryStatistics): Statistics {
  return {
    library: presentLibrarianLibrary(stats.library),
    from: stats.from,
    to: stats.to,
    daily: stats.daily.map((day) => ({
      date: day.date,
      loans: day.loans,
      amount_cents: day.amountCents,
    })),
    monthly: stats.monthly.map(monthOnWire),
    current_month: {
      month: stats.currentMonth.month,
      loans: stats.currentMonth.loans,
      amount_cents: stats.currentMonth.amountCents,
      budget_type: stats.currentMonth.budgetType,
      cap: stats.currentMonth.cap,
      percent_used: stats.currentMonth.percentUsed,
    },
    forecast: {
      run_out_date: stats.forecast.runOutDate,
      projected_month_loans: stats.forecast.projectedLoans,
      projected_month_amount_cents: stats.forecast.projectedAmountCents,
    },
    pacing: stats.pacing && {
      budget_pacing: stats.pacing.pacing,
      periods: stats.pacing.periods.map((p) => ({
        starts_on: p.startsOn,
        ends_on: p.endsOn,
        allowance: p.allowance,
        used: p.used,
        state: p.state,
      })),
      forecast: {
        refused_days: stats.pacing.forecast.refusedDays,
        first_refused_date: stats.pacing.forecast.firstRefusedDate,
        refused_loans: stats.pacing.forecast.refusedLoans,
      },
    },
    totals: {
      loans: stats.totals.loans,
      amount_cents: stats.totals.amountCents,
      patrons: stats.totals.patrons,
    },
    titles: stats.titles.map((title) => ({
      title_id: title.titleId,
      name: title.name,
      loans: title.loans,
      amount_cents: title.amountCents,
    })),
    genres: stats.genres.map((genre) => ({
      genre_id: genre.genreId,
      name: genre.name,
      loans: genre.loans,
    })),
    languages: stats.languages,
  };
}
