import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { CountryIso, Language, Licence, OperatorRole } from '@filmhyllan/contract';
import { countryCodes } from '@filmhyllan/contract/client';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { formatDay } from '@/lib/format';
import { formErrorKey } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n-react';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { useDeleteLicence } from '../api/change-licence';
import { useLicences } from '../api/get-licences';
import { AvailabilityView } from './availability-view';
import { LicenceForm } from './licence-form';
import styles from './licences-section.module.css';

/**
 * A title's licences (docs/decisions/052): the window and price per country, a form to add or replace a
 * country's window and to remove it (admins and editors; support reads), and what a patron of each country sees
 * on a chosen day. Each outcome is read out in a live region. The buttons pressed go away with what they did
 * (the form is renewed after a save, a removed window's buttons with it): the focus then moves to the saved
 * window, to the list after a removal, and to the form when a window is opened in it.
 */
export function LicencesSection({ titleId, role }: { titleId: number; role?: OperatorRole | undefined }) {
  const { t } = useTranslation();
  const lang = useParams().lang as Language;
  const headingId = useId();
  const focusAfterRender = useFocusAfterRender();
  const listHeadingId = `${headingId}-windows`;
  const formHeadingId = `${headingId}-form`;
  const windowHeadingId = (code: CountryIso) => `${headingId}-${code}`;
  const licences = useLicences(titleId);
  const remove = useDeleteLicence();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [editing, setEditing] = useState<CountryIso>();
  const [formKey, setFormKey] = useState(0);
  const canChange = role === 'admin' || role === 'editor';
  const rows = licences.data?.licences ?? [];
  const edited = rows.find((row) => row.country_iso === editing);
  const firstFree = countryCodes.find((code) => !rows.some((row) => row.country_iso === code)) ?? 'se';
  const countryName = (code: string) => t(`country_${code}`);

  const done = (text: string, focusId: string) => {
    setFailure(undefined);
    setNotice(text);
    setEditing(undefined);
    setFormKey((key) => key + 1);
    focusAfterRender(focusId);
  };
  const removeWindow = async (row: Licence) => {
    if (remove.isPending) return;
    setNotice(undefined);
    setFailure(undefined);
    try {
      await remove.mutateAsync({ title_id: titleId, country_iso: row.country_iso });
      done(t('operator_licence_removed', { country: countryName(row.country_iso) }), listHeadingId);
    } catch (error) {
      setFailure(t(formErrorKey(error)));
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid="licences-section">
      <h2 id={headingId}>{t('operator_licences_title')}</h2>
      <p className={styles.muted}>{t('operator_licences_intro')}</p>
      <div role="status" className={styles.notice}>
        {notice && <p className={styles.success}>{notice}</p>}
      </div>
      <div role="alert" className={styles.notice}>
        {failure && <p className={styles.failure}>{failure}</p>}
      </div>
      {licences.isError ? (
        <LoadError message={t('operator_licences_load_failed')} onRetry={() => void licences.refetch()} />
      ) : !licences.data ? null : (
        <div className={styles.parts}>
          <div className={styles.part}>
            <h3 id={listHeadingId} tabIndex={-1}>
              {t('operator_licence_table')}
            </h3>
            {rows.length === 0 ? (
              <p className={styles.muted}>{t('operator_licences_none')}</p>
            ) : (
              <ul className={styles.windows}>
                {rows.map((row) => (
                  <li key={row.country_iso} className={styles.window} data-country={row.country_iso}>
                    <h4 id={windowHeadingId(row.country_iso)} tabIndex={-1}>
                      {countryName(row.country_iso)}
                    </h4>
                    <dl className={styles.summary}>
                      <dt>{t('operator_licence_starts_on')}</dt>
                      <dd>{formatDay(row.starts_on, lang)}</dd>
                      <dt>{t('operator_licence_ends_on')}</dt>
                      <dd>{row.ends_on ? formatDay(row.ends_on, lang) : t('operator_licence_no_end')}</dd>
                      <dt>{t('operator_licence_price_cents')}</dt>
                      <dd>{row.price_cents}</dd>
                    </dl>
                    {canChange && (
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          aria-label={t('operator_licence_edit', { country: countryName(row.country_iso) })}
                          onClick={() => {
                            setEditing(row.country_iso);
                            setFormKey((key) => key + 1);
                            focusAfterRender(formHeadingId);
                          }}
                        >
                          {t('operator_licence_edit_short')}
                        </Button>
                        <Button
                          size="small"
                          aria-label={t('operator_licence_remove', { country: countryName(row.country_iso) })}
                          aria-disabled={remove.isPending || undefined}
                          onClick={() => void removeWindow(row)}
                        >
                          {t('operator_licence_remove_short')}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {canChange && (
            <LicenceForm
              key={`${formKey}-${editing ?? ''}`}
              titleId={titleId}
              licence={edited}
              country={edited?.country_iso ?? firstFree}
              headingId={formHeadingId}
              onDone={(text, country) => done(text, windowHeadingId(country))}
            />
          )}
          <AvailabilityView titleId={titleId} />
        </div>
      )}
    </section>
  );
}
