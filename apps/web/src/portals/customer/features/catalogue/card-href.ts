import type { Language } from '@filmhyllan/contract';
import { paths } from '@/app/paths';

/**
 * Where a title card leads in a library: a series tile (TitleSummary.series, docs/decisions/058) to its series
 * page, any other card to its title page.
 */
export const cardHref = (
  lang: Language,
  libraryId: number,
  title: { id: number; series?: { id: number } | null },
): string =>
  title.series
    ? paths.customer.series.href({ lang, libraryId, seriesId: title.series.id })
    : paths.customer.title.href({ lang, libraryId, titleId: title.id });
