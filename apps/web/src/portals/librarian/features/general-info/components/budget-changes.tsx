import type { BudgetChangeEntry, BudgetField, Currency, Language } from '@filmhyllan/contract';
import { useTranslation } from '@/lib/i18n-react';
import type { TFunction } from '@/lib/i18n';
import { formatMoney, formatNumber, languageLocales } from '@/lib/format';
import { dateTimeFormat } from '@/lib/intl';
import styles from './general-info.module.css';

type Value = BudgetChangeEntry['fields'][number]['old_value'];

/** A setting's name as the budget form labels it. */
function fieldLabel(t: TFunction, field: BudgetField, currency: Currency): string {
  return field === 'monthly_budget_cents' ? t('monthly_budget_amount', { currency }) : t(field);
}

/** A setting's value as the budget form shows it; "–" for one not set. */
function fieldValue(t: TFunction, field: BudgetField, value: Value, currency: Currency, language: Language) {
  if (value === null) return '–';
  switch (field) {
    case 'budget_type':
      return value === 'count' ? t('budget_type_count') : t('budget_type_amount');
    case 'patron_limit_period':
      return value === 'week' ? t('period_week') : t('period_month');
    case 'monthly_budget_cents':
      return formatMoney(Number(value), currency, language);
    case 'alert_email':
      return String(value);
    default:
      return formatNumber(Number(value), language);
  }
}

/**
 * The budget settings' history (get_budget_changes): when, who, and each setting from its old to its new value,
 * newest first. A table with headers, so a screen reader reads each change with its column.
 */
export function BudgetChanges({
  changes,
  currency,
  language,
}: {
  changes: BudgetChangeEntry[];
  currency: Currency;
  language: Language;
}) {
  const { t } = useTranslation();
  const when = dateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section>
      <h2 id="budget-changes-heading">{t('budget_changes')}</h2>
      {changes.length === 0 ? (
        <p>{t('budget_changes_none')}</p>
      ) : (
        // A region that may scroll sideways on a phone must be reachable by keyboard, with a name.
        <div
          className={styles.tableScroll}
          tabIndex={0}
          role="region"
          aria-labelledby="budget-changes-heading"
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('budget_change_when')}</th>
                <th scope="col">{t('budget_change_who')}</th>
                <th scope="col">{t('budget_change_what')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.changed_at} ${change.librarian}`}>
                  <td>{when.format(new Date(change.changed_at))}</td>
                  <td>{change.librarian}</td>
                  <td>
                    <ul className={styles.changeList}>
                      {change.fields.map(({ field, old_value, new_value }) => (
                        <li key={field}>
                          {fieldLabel(t, field, currency)}:{' '}
                          {fieldValue(t, field, old_value, currency, language)} →{' '}
                          {fieldValue(t, field, new_value, currency, language)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
