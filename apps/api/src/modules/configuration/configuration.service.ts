import type { BannerStatus, CountryIso, Language } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { ConfigurationRepository, CountryConfigRow, SiteBannerRow } from './configuration.repository';

/** The banner and privacy policy of a site language. */
export interface SiteConfig {
  bannerStatus: boolean;
  bannerText: string;
  /** How a shown banner is styled. */
  bannerLevel: 'info' | 'warning';
  privacyPolicyUrl: string;
}

/** The links, languages and contact address of a service country. */
export interface CountryConfig {
  countryIso: CountryIso;
  languages: Language[];
  defaultUrl: string;
  pressUrl: string;
  helpUrl: string;
  contactEmail: string;
  /** The country's own privacy policy page; null: the site's own. */
  privacyPolicyUrl: string | null;
}

/** What operators change of a country's configuration. */
export type CountryLinks = Pick<
  CountryConfig,
  'defaultUrl' | 'pressUrl' | 'helpUrl' | 'contactEmail' | 'privacyPolicyUrl'
>;

/** A country's front-page banner as operators set it (docs/decisions/036). */
export interface SiteBanner {
  countryIso: CountryIso;
  status: BannerStatus;
  text: Record<Language, string>;
  startsAt: Date | null;
  endsAt: Date | null;
  updatedAt: Date | null;
}

export interface BannerInput {
  countryIso: CountryIso;
  status: BannerStatus;
  text: Record<Language, string>;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface ConfigurationServiceDeps {
  /** Records operators' changes; without it the service only reads. */
  audit?: Pick<AuditService, 'record'>;
  clock?: () => Date;
}

const bannerOf = (row: SiteBannerRow): SiteBanner => ({
  countryIso: row.countryIso as CountryIso,
  status: row.status,
  text: { sv: row.textSv, no: row.textNo, fi: row.textFi, en: row.textEn },
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  updatedAt: row.updatedAt,
});

/** The banner's fields under the contract's names: the audit log's before and after, and the wire's answer. */
export const bannerSnapshot = (banner: SiteBanner) => ({
  banner_status: banner.status,
  banner_text_sv: banner.text.sv,
  banner_text_no: banner.text.no,
  banner_text_fi: banner.text.fi,
  banner_text_en: banner.text.en,
  starts_at: banner.startsAt?.toISOString() ?? null,
  ends_at: banner.endsAt?.toISOString() ?? null,
});

/** Whether a banner shows at `now`: not off, and within its window (start included, end left out). */
export const bannerShows = (banner: SiteBanner, now: Date): boolean =>
  banner.status !== 'off' &&
  (banner.startsAt === null || banner.startsAt <= now) &&
  (banner.endsAt === null || now < banner.endsAt);

export function createConfigurationService(
  repo: ConfigurationRepository,
  deps: ConfigurationServiceDeps = {},
) {
  const clock = deps.clock ?? (() => new Date());

  const countryConfigOf = (row: CountryConfigRow): CountryConfig => ({
    countryIso: row.countryIso as CountryIso,
    languages: row.languages as Language[],
    defaultUrl: row.defaultUrl,
    pressUrl: row.pressUrl,
    helpUrl: row.helpUrl,
    contactEmail: row.contactEmail,
    privacyPolicyUrl: row.privacyPolicyUrl,
  });
  /** A country's links under the contract's names, as the audit log shows them before and after. */
  const linksSnapshot = (row: CountryConfigRow) => ({
    default_url: row.defaultUrl,
    press_url: row.pressUrl,
    help_url: row.helpUrl,
    contact_email: row.contactEmail,
    privacy_policy_url: row.privacyPolicyUrl,
  });

  async function countryConfig(countryIso: CountryIso): Promise<CountryConfig> {
    const row = await repo.countryConfig(countryIso);
    if (!row) throw new AppError('UNKNOWN_COUNTRY');
    return countryConfigOf(row);
  }
  return {
    /**
     * The banner and privacy policy of a site language; a language without its own row uses English. Given a
     * country with a banner of its own, the banner is that one: shown within its window, in the language, or
     * in English when that text is empty.
     */
    async siteConfig(siteLang: Language, countryIso?: CountryIso): Promise<SiteConfig> {
      const [row, own] = await Promise.all([
        repo.siteConfig(siteLang).then(async (found) => found ?? (await repo.siteConfig('en'))),
        countryIso ? repo.banner(countryIso) : undefined,
      ]);
      const privacyPolicyUrl = row?.privacyPolicyUrl ?? '';
      if (own) {
        const banner = bannerOf(own);
        const text = banner.text[siteLang] || banner.text.en;
        const shows = bannerShows(banner, clock()) && text !== '';
        return {
          bannerStatus: shows,
          bannerText: shows ? text : '',
          bannerLevel: banner.status === 'warning' ? 'warning' : 'info',
          privacyPolicyUrl,
        };
      }
      return {
        bannerStatus: row?.bannerStatus ?? false,
        bannerText: row?.bannerText ?? '',
        bannerLevel: 'info',
        privacyPolicyUrl,
      };
    },

    countryConfig,

    /** Every service country's banner (a country without one: off, empty) and configuration. */
    async site(): Promise<{ banners: SiteBanner[]; countries: CountryConfig[] }> {
      const [rows, countryRows] = await Promise.all([repo.banners(), repo.countryConfigs()]);
      const countries = await Promise.all(
        countryRows.map((row) => countryConfig(row.countryIso as CountryIso)),
      );
      const saved = new Map(rows.map((row) => [row.countryIso, bannerOf(row)]));
      const banners = countries.map(
        ({ countryIso }): SiteBanner =>
          saved.get(countryIso) ?? {
            countryIso,
            status: 'off',
            text: { sv: '', no: '', fi: '', en: '' },
            startsAt: null,
            endsAt: null,
            updatedAt: null,
          },
      );
      return { banners, countries };
    },

    /** Changes a country's links and contact address (validated by the contract), with its audit entry. */
    async saveCountryLinks(
      countryIso: CountryIso,
      links: CountryLinks,
      actor: AuditActor,
    ): Promise<CountryConfig> {
      if (!deps.audit) throw new Error('saveCountryLinks needs the audit log');
      const audit = deps.audit;
      const row = await repo.saveCountryLinks(countryIso, links, (tx, before, after) =>
        audit.record(
          {
            actor,
            libraryId: null,
            action: 'site.save_country_config',
            objectType: 'country',
            objectId: countryIso,
            before: linksSnapshot(before),
            after: linksSnapshot(after),
          },
          tx,
        ),
      );
      if (!row) throw new AppError('UNKNOWN_COUNTRY');
      return countryConfigOf(row);
    },

    /**
     * Sets a country's banner, with its audit entry in the same transaction. A shown banner needs its English
     * text (every language falls back to it); an end must come after the start.
     */
    async saveBanner(input: BannerInput, actor: AuditActor): Promise<SiteBanner> {
      if (!deps.audit) throw new Error('saveBanner needs the audit log');
      const audit = deps.audit;
      if (!(await repo.countryConfig(input.countryIso))) throw new AppError('UNKNOWN_COUNTRY');
      if (input.status !== 'off' && input.text.en === '')
        throw new AppError('VALIDATION_FAILED', {
          fields: { banner_text_en: 'is required when the banner is shown' },
        });
      if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
        throw new AppError('VALIDATION_FAILED', { fields: { ends_at: 'must be after starts_at' } });
      const row = await repo.saveBanner(
        {
          countryIso: input.countryIso,
          status: input.status,
          textSv: input.text.sv,
          textNo: input.text.no,
          textFi: input.text.fi,
          textEn: input.text.en,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
        },
        clock(),
        (tx, before, after) =>
          audit.record(
            {
              actor,
              libraryId: null,
              action: 'site.save_banner',
              objectType: 'country',
              objectId: input.countryIso,
              before: before ? bannerSnapshot(bannerOf(before)) : null,
              after: bannerSnapshot(bannerOf(after)),
            },
            tx,
          ),
      );
      return bannerOf(row);
    },
  };
}
export type ConfigurationService = ReturnType<typeof createConfigurationService>;
