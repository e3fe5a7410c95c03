import type { CountryIso, Language, OperatorLibrary } from '@filmhyllan/contract';
import { formatMoney } from '@/lib/format';
import type { TFunction } from '@/lib/i18n';
import { currencyOfCountry } from '../library-form-values';

/** A library's monthly budget in a few words: "1 200 loans a month", "12 500 kr a month", or none set. */
export function budgetSummary(library: OperatorLibrary, language: Language, t: TFunction): string {
  if (library.budget_type === 'count') {
    return library.monthly_budget_loans === null
      ? t('operator_library_budget_none')
      : t('operator_library_budget_loans', { count: library.monthly_budget_loans });
  }
  return library.monthly_budget_cents === null
    ? t('operator_library_budget_none')
    : t('operator_library_budget_amount', {
        amount: formatMoney(
          library.monthly_budget_cents,
          currencyOfCountry[library.country_iso as CountryIso] ?? 'EUR',
          language,
        ),
      });
}
