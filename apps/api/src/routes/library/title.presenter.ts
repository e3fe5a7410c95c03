import type {
  FilterOptions,
  getGroupTitles,
  getTitle,
  LoanLimitPeriod,
  Title,
  TitleSummary,
} from '@filmhyllan/contract';
import type { z } from 'zod';
import type { FilterChoices, TitlePage } from '../../modules/catalogue/catalogue.service';
import type { ActiveLoan } from '../../modules/loans/loans.service';
import { presentLoan } from '../customer/customer.presenter';

/**
 * The library area's titles on the wire (docs/decisions/027). Title summaries are already in the wire's shape:
 * the catalogue shares them, frozen, between answers and writes each to JSON once (docs/decisions/013).
 */

export function presentTitle(title: TitlePage): Title {
  return {
    ...title.summary,
    original_name: title.originalName,
    imdb_id: title.imdbId,
    description: title.description,
    genres: title.genres,
    languages: title.languages,
    ...(title.subtitleLanguages ? { subtitle_languages: title.subtitleLanguages } : {}),
    production_countries: title.productionCountries,
    directors: title.directors,
    actors: title.actors,
    access_services: {
      sdh_languages: title.accessServices.sdh,
      audio_description_languages: title.accessServices.audio_description,
      sign_languages: title.accessServices.sign_language,
    },
    has_trailer: title.hasTrailer,
  };
}

export function presentTitlePage(page: {
  title: TitlePage;
  suggestions: TitleSummary[];
  loansLeft: { loansLeft: number | null; period: LoanLimitPeriod };
  activeLoan: ActiveLoan | null;
}): z.input<typeof getTitle.response> {
  return {
    title: presentTitle(page.title),
    num_loans_left: page.loansLeft.loansLeft,
    num_loans_left_period: page.loansLeft.period,
    suggestions: page.suggestions,
    active_loan: page.activeLoan && presentLoan(page.activeLoan),
  };
}

export function presentFilterOptions(choices: FilterChoices): FilterOptions {
  return {
    genres: choices.genres,
    languages: choices.languages,
    production_countries: choices.productionCountries,
    decades: choices.decades,
    age_ratings: choices.ageRatings.map(({ ageRating, count }) => ({ age_rating: ageRating, count })),
    access_services: choices.accessServices,
  };
}

export function presentGroupTitles(group: {
  group: { id: number; name: string; nameEn: string | null };
  titles: TitleSummary[];
}): z.input<typeof getGroupTitles.response> {
  return {
    group: { id: group.group.id, name: group.group.name, name_en: group.group.nameEn },
    titles: group.titles,
  };
}
