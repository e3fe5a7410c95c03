import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { NamedRef, Title, TitleLanguage } from '@filmhyllan/contract';
import type { Query } from '@/app/paths';
import styles from './title-details.module.css';

/**
 * The title page's facts: genres, spoken and subtitle languages, access services, countries and people; genres,
 * countries and people link to All titles filtered by them (when the page knows a library to browse).
 */
export function TitleFacts({
  title,
  browseHref,
}: {
  title: Title;
  browseHref: (filter: Query) => string | undefined;
}) {
  const { t } = useTranslation();
  const personLinks = (people: NamedRef[]) =>
    links(
      people.map((p) => ({
        key: p.id,
        label: p.name,
        href: browseHref({ person: p.id, person_name: p.name }),
      })),
    );
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: t('genres'),
      value: links(
        title.genres.map((g) => ({ key: g.id, label: g.name, href: browseHref({ genres: g.id }) })),
      ),
    },
    { label: t('languages'), value: title.languages.map((l) => l.name).join(', ') },
    {
      label: t('subtitles'),
      value: title.subtitle_languages?.length
        ? title.subtitle_languages.map((l) => l.name).join(', ')
        : t('no_subtitles'),
    },
    { label: t('accessibility'), value: <AccessServicesList services={title.access_services} /> },
    {
      label: t('production_countries'),
      value: links(
        title.production_countries.map((c) => ({
          key: c.iso,
          label: c.name,
          href: browseHref({ country: c.iso }),
        })),
      ),
    },
    { label: t('directors'), value: personLinks(title.directors) },
    { label: t('actors'), value: personLinks(title.actors) },
  ];
  return (
    <dl className={styles.facts2}>
      {rows
        .filter((row) => row.value !== null && row.value !== '')
        .map((row) => (
          <div key={row.label} className={styles.fact}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The access services the EAA asks a film service to show: each one the title has, with its languages, or a line
 * saying it has none.
 */
function AccessServicesList({ services }: { services: Title['access_services'] }) {
  const { t } = useTranslation();
  const present = (
    [
      ['access_sdh', services.sdh_languages],
      ['access_audio_description', services.audio_description_languages],
      ['access_sign_language', services.sign_languages],
    ] as [string, TitleLanguage[]][]
  ).filter(([, languages]) => languages.length > 0);
  if (present.length === 0) return <>{t('access_services_none')}</>;
  return (
    <ul className={styles.accessList}>
      {present.map(([key, languages]) => (
        <li key={key}>
          {t(key)}: {languages.map((l) => l.name).join(', ')}
        </li>
      ))}
    </ul>
  );
}

/** Names separated by commas, each a link when it has one; null for none. */
function links(items: { key: string | number; label: string; href: string | undefined }[]): ReactNode {
  if (items.length === 0) return null;
  return items.map((item, index) => (
    <span key={item.key}>
      {index > 0 && ', '}
      {item.href ? <Link to={item.href}>{item.label}</Link> : item.label}
    </span>
  ));
}
