import { createHmac } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { CATALOGUE_CHANGE_CHECK_MS, createCatalogueIndex } from './modules/catalogue/catalogue-index';
import type { LibrarySystems } from './modules/patrons/library-systems';
import { createRoutingPatronDirectory } from './modules/patrons/sip2-directory';
import { createSip2Client } from './modules/patrons/sip2';
import { measuredSip2Client } from './modules/patrons/sip2/sip2-metrics';
import type { Metrics } from './lib/metrics';
import type { PatronDirectory } from './modules/patrons/patron-directory';
import { createBudgetAlerts } from './modules/statistics/budget-alerts';
import { createStatisticsRepository } from './modules/statistics/statistics.repository';
import { createStatisticsService } from './modules/statistics/statistics.service';
import { createMonthlyReports, MONTHLY_REPORTS_JOB_KIND } from './modules/statistics/monthly-reports';
import { createMonthlyReportsRepository } from './modules/statistics/monthly-reports.repository';
import { createConfigurationRepository } from './modules/configuration/configuration.repository';
import { createConfigurationService } from './modules/configuration/configuration.service';
import { createSiteUrl } from './modules/configuration/site-url';
import { createTranslationsRepository } from './modules/i18n/translations.repository';
import { createTranslationsService } from './modules/i18n/translations.service';
import { createLibraryAdminService } from './modules/libraries/library-admin.service';
import { createTitleAdminRepository } from './modules/titles/title-admin.repository';
import { createTitleAdminService } from './modules/titles/title-admin.service';
import { createLibraryBrandingRepository } from './modules/libraries/library-branding.repository';
import { createLibraryBrandingService } from './modules/libraries/library-branding.service';
import { createLibrariesRepository } from './modules/libraries/libraries.repository';
import { createPacingWeights, PACING_WEIGHTS_JOB_KIND } from './modules/libraries/pacing-weights';
import { createLibrariesService } from './modules/libraries/libraries.service';
import { createLibraryDirectory } from './modules/libraries/library-directory';
import { createLoansRepository } from './modules/loans/loans.repository';
import { createLoansService } from './modules/loans/loans.service';
import { createRunningLoansRepository } from './modules/loans/running-loans.repository';
import { createRunningLoansService } from './modules/loans/running-loans.service';
import { createPinGuard } from './modules/loans/pin-guard';
import { createPinGuardRepository } from './modules/loans/pin-guard.repository';
import { createPatronAuthTests } from './modules/patrons/patron-auth-test.service';
import { createCardImport } from './modules/patrons/import-cards';
import { createCatalogueImportRepository } from './modules/catalogue-import/catalogue-import.repository';
import { createCatalogueImport } from './modules/catalogue-import/catalogue-import.service';
import { createEhubSecrets } from './modules/loans/ehub-secret.service';
import { createEhubTokens, EHUB_SECRET_PURPOSE } from './modules/loans/ehub-token';
import { createEhubTokenRepository } from './modules/loans/ehub-token.repository';
import { createBuiltInPatronDirectory } from './modules/patrons/patron-directory';
import { createPatronAuthRepository } from './modules/patrons/patron-auth.repository';
import { createPatronAuthSettings } from './modules/patrons/patron-auth-settings.service';
import { createPatronSystems, SIP2_PASSWORD_PURPOSE } from './modules/patrons/patron-systems';
import { createPatronsRepository } from './modules/patrons/patrons.repository';
import { createSessionRepository } from './modules/session/session.repository';
import { createSessionService } from './modules/session/session.service';
import {
  createLocalChangeNotices,
  type ChangeNotice,
  type ChangeNotices,
} from './modules/notices/change-notices';
import { createCredentialCheck } from './modules/auth/credentials';
import type { GuessLimiter } from './modules/auth/guess-limiter';
import type { MailLog, Mailer } from './modules/mail/mailer';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createFavouritesRepository } from './modules/favourites/favourites.repository';
import { createSavedCardsRepository } from './modules/saved-cards/saved-cards.repository';
import { createSavedCardsService } from './modules/saved-cards/saved-cards.service';
import { createFavouritesService } from './modules/favourites/favourites.service';
import { createPlayerSettingsRepository } from './modules/player-settings/player-settings.repository';
import { createPlayerSettingsService } from './modules/player-settings/player-settings.service';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { createHelpRepository } from './modules/help/help.repository';
import { createHelpService } from './modules/help/help.service';
import { createGetStartedRepository } from './modules/i18n/get-started.repository';
import { createGetStartedService } from './modules/i18n/get-started.service';
import { createApiTokensRepository } from './modules/api-tokens/api-tokens.repository';
import { createApiTokensService } from './modules/api-tokens/api-tokens.service';
import { createUploadsRepository } from './modules/uploads/uploads.repository';
import { createUploadsService } from './modules/uploads/uploads.service';
import { UPLOAD_EXPIRY_HOURS_DEFAULT } from './modules/uploads/upload-files';
import { createAuditRepository } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createPreviewLinksRepository } from './modules/viewing/preview-links.repository';
import { createViewingService } from './modules/viewing/viewing.service';
import { createLibrariansRepository } from './modules/librarians/librarians.repository';
import { createLibrariansService } from './modules/librarians/librarians.service';
import { createLibrarianListsRepository } from './modules/librarian-lists/librarian-lists.repository';
import { createLibrarianListsService } from './modules/librarian-lists/librarian-lists.service';
import { createLicencesRepository } from './modules/licences/licences.repository';
import { createLicencesService } from './modules/licences/licences.service';
import { createLibrarianAccountsRepository } from './modules/librarians/librarian-accounts.repository';
import { createLibrarianAccountsService } from './modules/librarians/librarian-accounts.service';
import { createOperatorAccountsRepository } from './modules/operators/operator-accounts.repository';
import { createOperatorAccountsService } from './modules/operators/operator-accounts.service';
import { createOperatorsRepository } from './modules/operators/operators.repository';
import { createOperatorsService, OPERATOR_TOTP_PURPOSE } from './modules/operators/operators.service';
import { createSecretBox } from './lib/secret-box';
import { createFileStorage } from './media/storage/file-storage';
import type { MediaStorage } from './media/storage/media-storage';
import { createMediaKeys, MEDIA_KEY_PURPOSE } from './modules/media/media-keys';
import { createRepackaging, REPACKAGE_JOB_KIND, repackageJobHandler } from './modules/media/repackaging';
import { createFileUploadStorage, type UploadStorage } from './modules/uploads/upload-storage';
import { createMarcRepository } from './modules/marc/marc.repository';
import { createMarcRecords } from './modules/marc/marc-records';
import { createSushiRepository } from './modules/sushi/sushi.repository';
import { createSushiService, SUSHI_API_KEY_PURPOSE } from './modules/sushi/sushi.service';
import { createMarcFeedRepository } from './modules/marc/marc-feed.repository';
import { createMarcFeeds, MARC_FEED_PURPOSE } from './modules/marc/marc-feed.service';
import { createPostersRepository } from './modules/posters/posters.repository';
import { createPostersService } from './modules/posters/posters.service';
import { createPrivacyRepository } from './modules/privacy/privacy.repository';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createLoanUnlinker } from './modules/privacy/unlink-loans';
import { createMediaRepository } from './modules/media/media.repository';
import { createSubtitlesService } from './modules/media/subtitles.service';
import {
  createAttachMedia,
  TRANSCODE_JOB_KIND,
  transcodeJobHandler,
  audioDescriptionJobHandler,
  AUDIO_DESCRIPTION_JOB_KIND,
} from './modules/media/attach-media.service';
import { createTranscoding } from './modules/media/transcoding.service';
import { createStreamAccess } from './modules/media/stream-access';
import { createJobsRepository } from './modules/jobs/jobs.repository';
import { CHECK_JOB_KIND, checkJobHandler, createJobsService } from './modules/jobs/jobs.service';
import { createJobQueue, LOST_JOBS_QUEUE, type JobQueueOptions } from './db/job-queue';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOAN_PATRON_LINK_DAYS_DEFAULT } from '@filmhyllan/contract';

/**
 * What the services need from outside the database: e-mail, a logger for work done in the background, and the
 * count of failed logins per account (in memory today, a shared store later).
 */
export interface ServiceDeps {
  mailer: Mailer;
  log: MailLog;
  guessLimiter: GuessLimiter;
  /** Wrong SUSHI credentials per customer id and per client address (modules/sushi). */
  sushiGuessLimiter: GuessLimiter;
  /** The libraries whose cards their own system checks over SIP2 (LIBRARY_SYSTEMS_FILE); none by default. */
  librarySystems?: LibrarySystems;
  /** How this process tells the others what it changed, and hears theirs; by default it is alone. */
  notices?: ChangeNotices;
  /** Where SIP2 latency and errors and failed refreshes of in-memory copies are counted (lib/metrics). */
  metrics: Pick<Metrics, 'sip2RequestDuration' | 'sip2Errors' | 'refreshFailures'>;
  /** The time operators' two-factor codes are checked against (default the system clock). */
  totpClock?: () => Date;
  /** The time the front-page banners' windows are checked against (default the system clock). */
  siteClock?: () => Date;
  /** The time viewing streams and preview links are checked against (default the system clock). */
  viewingClock?: () => Date;
  /** Where media lives (docs/decisions/070); by default MEDIA_DIR (file storage). */
  mediaStorage?: MediaStorage;
  /** Where resumable uploads live (docs/decisions/070); by default DATA_DIR/uploads. */
  uploadStorage?: UploadStorage;
  /**
   * The job queue (docs/decisions/047): pg-boss's schema (default `pgboss`), the lease after which a silent
   * worker's job is taken up again, and the other timings; tests shorten them. `clock` stamps the jobs' times.
   */
  jobs?: Partial<Omit<JobQueueOptions, 'onError'>> & { clock?: () => Date };
  /** The time API tokens' last use and uploads are recorded at (default the system clock). */
  uploadsClock?: () => Date;
  /** The time the catalogue reads licence windows on (default the system clock; loans keep their own). */
  catalogueClock?: () => Date;
  /** The time the monthly reports decide which month is due (default the system clock). */
  reportsClock?: () => Date;
}

/** Defaults of the job queue: a worker silent for a minute is taken for dead; its job is delivered 5 more times. */
export const JOB_QUEUE_DEFAULTS = {
  schema: 'pgboss',
  leaseSeconds: 60,
  redeliveries: 5,
  pollSeconds: 2,
  maintenanceSeconds: 15,
} satisfies Omit<JobQueueOptions, 'onError'>;

/**
 * Every kind of job the services register a handler for. `npm run db:migrate` makes their pg-boss queues as the
 * database's owner, so that servers running as a role that owns nothing (db/app-role.ts) find them made.
 */
export const JOB_KINDS = [
  CHECK_JOB_KIND,
  TRANSCODE_JOB_KIND,
  PACING_WEIGHTS_JOB_KIND,
  AUDIO_DESCRIPTION_JOB_KIND,
  MONTHLY_REPORTS_JOB_KIND,
  REPACKAGE_JOB_KIND,
] as const;

/** Wires repositories into services: the one place that knows every dependency. */
export function createServices(
  db: Database,
  config: Pick<
    Config,
    'sessionIdleSeconds' | 'sessionAbsoluteSeconds' | 'appSecret' | 'publicUrl' | 'catalogueRefreshSeconds'
  > &
    Pick<Config, 'mediaDir' | 'dataDir'> &
    Partial<Pick<Config, 'loanPatronLinkDays' | 'uploadExpiryHours'>>,
  deps: ServiceDeps,
) {
  const refreshMs = config.catalogueRefreshSeconds * 1000;
  const uploadExpiryHours = config.uploadExpiryHours ?? UPLOAD_EXPIRY_HOURS_DEFAULT;
  // The bytes of resumable uploads and each one's offset: an upload resumes after a restart (and, in a bucket,
  // on whichever process takes its next request).
  const uploadStorage = deps.uploadStorage ?? createFileUploadStorage(config.dataDir, uploadExpiryHours);
  // A copy in memory that cannot be read again is logged each time (and counted): the last good copy answers
  // within its bound meanwhile.
  const refreshFailed = (err: unknown, name: string) => {
    deps.metrics.refreshFailures.inc({ copy: name });
    deps.log.error({ err, copy: name }, 'refresh failed');
  };
  const catalogueRepo = createCatalogueRepository(db);
  const catalogueClock = deps.catalogueClock;
  const catalogueIndex = createCatalogueIndex(catalogueRepo, {
    ttlMs: Math.min(refreshMs, CATALOGUE_CHANGE_CHECK_MS),
    onError: refreshFailed,
    ...(catalogueClock ? { clock: () => catalogueClock().getTime() } : {}),
  });
  const librariesRepo = createLibrariesRepository(db);
  const libraryDirectory = createLibraryDirectory(librariesRepo, {
    ttlMs: refreshMs,
    onError: refreshFailed,
  });
  const catalogue = createCatalogueService(catalogueRepo, catalogueIndex, libraryDirectory, catalogueClock);
  const notices = deps.notices ?? createLocalChangeNotices();
  const tell = (notice: ChangeNotice) => void notices.publish(notice);
  const sessions = createSessionService(
    createSessionRepository(db),
    { idleSeconds: config.sessionIdleSeconds, absoluteSeconds: config.sessionAbsoluteSeconds },
    undefined,
    tell,
  );
  // One patron directory and one PIN guard: a wrong PIN counts the same whether it was typed for a loan or a saved card.
  const patronsRepo = createPatronsRepository(db);
  const builtIn = createBuiltInPatronDirectory(patronsRepo, config.appSecret);
  // Who checks each library's cards: LIBRARY_SYSTEMS_FILE's SIP2 libraries, then the console's settings.
  const patronAuthRepo = createPatronAuthRepository(db);
  const sip2PasswordBox = createSecretBox(config.appSecret, SIP2_PASSWORD_PURPOSE);
  const patronSystems = createPatronSystems({
    file: deps.librarySystems ?? new Map(),
    repo: patronAuthRepo,
    box: sip2PasswordBox,
    ttlMs: refreshMs,
    onError: refreshFailed,
  });
  const sip2Log = { warn: (obj: object, msg: string) => deps.log.error(obj, msg) };
  const routing = createRoutingPatronDirectory(patronsRepo, builtIn, patronSystems, {
    log: sip2Log,
    client: (settings) =>
      measuredSip2Client(createSip2Client(settings, { log: sip2Log }), deps.metrics, settings),
    timeZoneOf: async (libraryId) => (await libraryDirectory.byId(libraryId))?.timeZone ?? 'Europe/Stockholm',
  });
  const directory: PatronDirectory = routing;
  const pinGuard = createPinGuard(createPinGuardRepository(db), config.appSecret);
  const passwordMatches = createCredentialCheck();
  const savedCards = createSavedCardsService({
    repo: createSavedCardsRepository(db),
    directory,
    pinGuard,
    libraries: libraryDirectory,
    cardLoansSince: librariesRepo.cardLoansSince,
  });
  /** Stream tokens get a key of their own, derived from the app secret, so it can be handed to a CDN alone. */
  const streamKey = createHmac('sha256', config.appSecret).update('stream-token-key').digest('base64url');
  const loans = createLoansService({
    repo: createLoansRepository(db),
    directory,
    pinGuard,
    streamKey,
    childOnly: catalogue.childOnly,
    lendVerdict: catalogue.lendVerdict,
    sessions,
    titleSummaries: catalogue.summariesAnywhere,
  });
  const librariansRepo = createLibrariansRepository(db);
  const audit = createAuditService({ repo: createAuditRepository(db), within: createAuditRepository });
  const { clock: jobClock, ...jobQueueOptions } = deps.jobs ?? {};
  const jobQueue = { ...JOB_QUEUE_DEFAULTS, ...jobQueueOptions };
  const jobs = createJobsService({
    repo: createJobsRepository(db),
    queue: createJobQueue(db, {
      ...jobQueue,
      onError: (err) => deps.log.error({ err }, 'job queue error'),
    }),
    lostQueue: LOST_JOBS_QUEUE,
    audit,
    log: deps.log,
    leaseSeconds: jobQueue.leaseSeconds,
    ...(jobClock ? { clock: jobClock } : {}),
  });
  jobs.register(
    CHECK_JOB_KIND,
    checkJobHandler((ms, signal) => sleep(ms, undefined, { signal })),
  );
  const catalogueChanged = async () => {
    await catalogueIndex.reload();
    tell({ topic: 'catalogue' });
  };
  // Where media lives (docs/decisions/070): MEDIA_DIR unless the caller opened an object store (server.ts).
  const mediaStorage = deps.mediaStorage ?? createFileStorage(config.mediaDir);
  const mediaKeys = createMediaKeys({
    box: createSecretBox(config.appSecret, MEDIA_KEY_PURPOSE),
    repo: createMediaRepository(db),
  });
  const transcoding = createTranscoding({
    storage: mediaStorage,
    keys: mediaKeys,
    uploads: uploadStorage,
    repo: createMediaRepository(db),
    log: deps.log,
  });
  jobs.register(TRANSCODE_JOB_KIND, transcodeJobHandler(transcoding, catalogueChanged));
  // Renditions made before encryption are packaged again, encrypted (docs/decisions/070); queued at each start.
  const repackaging = createRepackaging({
    storage: mediaStorage,
    keys: mediaKeys,
    repo: createMediaRepository(db),
    jobs,
  });
  jobs.register(REPACKAGE_JOB_KIND, repackageJobHandler(repackaging, catalogueChanged));
  const pacingWeights = createPacingWeights({
    repo: librariesRepo,
    enqueue: (kind, payload, opts) => jobs.enqueue(kind, payload, opts),
    libraryChanged: () => {
      libraryDirectory.invalidate();
      tell({ topic: 'libraries' });
    },
  });
  jobs.register(PACING_WEIGHTS_JOB_KIND, pacingWeights.handler);
  jobs.register(AUDIO_DESCRIPTION_JOB_KIND, audioDescriptionJobHandler(transcoding, catalogueChanged));
  const ehubRepo = createEhubTokenRepository(db);
  const translations = createTranslationsService(createTranslationsRepository(db));
  const ehubBox = createSecretBox(config.appSecret, EHUB_SECRET_PURPOSE);
  const statisticsRepo = createStatisticsRepository(db);
  const statistics = createStatisticsService({
    repo: statisticsRepo,
    librarians: librariansRepo,
  });
  const configurationRepo = createConfigurationRepository(db);
  const siteUrl = createSiteUrl(configurationRepo, config.publicUrl);
  const budgetAlerts = createBudgetAlerts({
    repo: statisticsRepo,
    libraryById: (id) => libraryDirectory.byId(id),
    forecast: (library, now) => statistics.currentMonth(library, now),
    mailer: deps.mailer,
    log: deps.log,
    siteUrl,
  });
  loans.onBudgetCharged((charged) => budgetAlerts.charged(charged));
  const monthlyReportsRepo = createMonthlyReportsRepository(db);
  const monthlyReports = createMonthlyReports({
    repo: monthlyReportsRepo,
    libraryById: (id) => monthlyReportsRepo.library(id),
    statistics,
    mailer: deps.mailer,
    log: deps.log,
    audit,
    siteUrl,
    enqueue: (kind, payload, opts) => jobs.enqueue(kind, payload, opts),
    ...(deps.reportsClock ? { clock: deps.reportsClock } : {}),
  });
  jobs.register(MONTHLY_REPORTS_JOB_KIND, monthlyReports.handler);
  const linkDays = config.loanPatronLinkDays ?? LOAN_PATRON_LINK_DAYS_DEFAULT;
  const privacyRepo = createPrivacyRepository(db);
  const playerSettings = createPlayerSettingsService(createPlayerSettingsRepository(db));
  const loanUnlinker = createLoanUnlinker(privacyRepo, { linkDays });
  // What other processes changed: sessions are read again, the catalogue and the library rows too. The polls stay
  // as the safety net for a notice lost while the connection was down.
  notices.subscribe((notice) => {
    if (
      notice.topic === 'session' ||
      notice.topic === 'user-sessions' ||
      notice.topic === 'librarian-sessions' ||
      notice.topic === 'operator-sessions'
    ) {
      sessions.noticed(notice);
    }
    if (notice.topic === 'libraries') {
      patronSystems.invalidate();
      libraryDirectory.invalidate();
    }
    if (notice.topic === 'catalogue') {
      catalogueIndex.reload().catch((err: unknown) => deps.log.error({ err }, 'catalogue reload failed'));
    }
  });
  /** A save left a library pacing 'auto': its weekday weights are computed at once, not at the next daily job. */
  const pacingSaved = async (library: { id: number; budgetPacing: string }): Promise<void> => {
    if (library.budgetPacing === 'auto') await pacingWeights.refreshLibrary(library.id);
  };
  const librarians = createLibrariansService({
    repo: librariansRepo,
    reports: monthlyReportsRepo,
    audit,
    sessions,
    passwordMatches,
    guesses: deps.guessLimiter,
    libraryChanged: () => {
      libraryDirectory.invalidate();
      tell({ topic: 'libraries' });
    },
    budgetChanged: (library) => budgetAlerts.settingsChanged(library),
    pacingSaved: (library) => pacingSaved(library),
    catalogueChanged: async () => {
      await catalogueIndex.reload();
      tell({ topic: 'catalogue' });
    },
  });
  const uploads = createUploadsService({
    repo: createUploadsRepository(db),
    audit,
    storage: uploadStorage,
    expiryHours: uploadExpiryHours,
    ...(deps.uploadsClock ? { clock: deps.uploadsClock } : {}),
  });
  return {
    /** Ends what the services hold open outside the database (SIP2 connections, the notices' connection). */
    async close(): Promise<void> {
      await Promise.all([routing.close(), notices.close()]);
    },
    notices,
    jobs,
    pacingWeights,
    monthlyReports,
    streamKey,
    streams: createStreamAccess({
      key: streamKey,
      repo: createMediaRepository(db),
      ...(deps.viewingClock ? { clock: deps.viewingClock } : {}),
    }),
    catalogueIndex,
    viewing: createViewingService({
      streamKey,
      catalogue: () => catalogueIndex.get(),
      repo: createPreviewLinksRepository(db),
      audit,
      hasTrailer: async (titleId) => !!(await createMediaRepository(db).titleMedia(titleId))?.trailerMediaKey,
      ...(deps.viewingClock ? { clock: deps.viewingClock } : {}),
    }),
    libraryDirectory,
    sessions,
    translations,
    apiTokens: createApiTokensService({
      repo: createApiTokensRepository(db),
      audit,
      ...(deps.uploadsClock ? { clock: deps.uploadsClock } : {}),
    }),
    uploads,
    configuration: createConfigurationService(configurationRepo, {
      audit,
      ...(deps.siteClock ? { clock: deps.siteClock } : {}),
    }),
    libraries: createLibrariesService(librariesRepo, libraryDirectory, catalogue.countTitles, async () => {
      const systemOf = await patronSystems.all();
      return (libraryId) => systemOf(libraryId).pinFormat;
    }),
    catalogue,
    loans,
    runningLoans: createRunningLoansService({
      repo: createRunningLoansRepository(db),
      libraryById: (id) => libraryDirectory.byId(id),
      titleSummaries: catalogue.summariesAnywhere,
    }),
    statistics,
    budgetAlerts,
    ehub: createEhubTokens(ehubRepo, ehubBox),
    ehubSecrets: createEhubSecrets({ repo: ehubRepo, box: ehubBox, audit }),
    patronAuthSettings: createPatronAuthSettings({
      repo: patronAuthRepo,
      systems: patronSystems,
      box: sip2PasswordBox,
      audit,
      changed: async () => {
        await patronSystems.reload();
        libraryDirectory.invalidate();
        tell({ topic: 'libraries' });
      },
    }),
    patronAuthTests: createPatronAuthTests({
      systems: patronSystems,
      timeZoneOf: async (libraryId) => (await libraryDirectory.byId(libraryId))?.timeZone,
      text: (key, lang) => translations.text(key, lang),
      audit,
    }),
    catalogueImport: createCatalogueImport({
      repo: createCatalogueImportRepository(db),
      modules: (on, catalogueChanged) => {
        const titleRepo = createTitleAdminRepository(on);
        const titles = createTitleAdminService({ repo: titleRepo, audit, catalogueChanged });
        const licenceRepo = createLicencesRepository(on);
        const licences = createLicencesService({
          repo: licenceRepo,
          audit,
          ...(catalogueClock ? { clock: catalogueClock } : {}),
          catalogueChanged,
        });
        return {
          loadTitle: (id) => titleRepo.load(id),
          saveTitle: (id, fields, actor) => titles.save(id, fields, actor),
          licences: (titleId) => licenceRepo.list(titleId),
          saveLicence: (input, actor) => licences.save(input, actor),
        };
      },
      audit,
      catalogueChanged: async () => {
        await catalogueIndex.reload();
        tell({ topic: 'catalogue' });
      },
    }),
    cardImport: createCardImport({
      repo: patronsRepo,
      secret: config.appSecret,
      usesSip2: async (libraryId) => (await patronSystems.of(libraryId)).sip2 !== undefined,
      audit,
    }),
    users: createUsersService({
      repo: createUsersRepository(db),
      sessions,
      passwordMatches,
      guesses: deps.guessLimiter,
      savedCards: savedCards.list,
      mailer: deps.mailer,
      log: deps.log,
      siteUrl,
    }),
    savedCards,
    loanUnlinker,
    privacy: createPrivacyService({
      repo: privacyRepo,
      unlinker: loanUnlinker,
      linkDays,
      playerSettings: playerSettings.ofUser,
    }),
    playerSettings,
    favourites: createFavouritesService({
      repo: createFavouritesRepository(db),
      titleCards: catalogue.favouriteSummaries,
    }),
    posters: createPostersService({
      repo: createPostersRepository(db),
      audit,
      ...(mediaStorage.kind === 's3' ? { storage: mediaStorage } : {}),
      catalogueChanged: async () => {
        await catalogueIndex.reload();
        tell({ topic: 'catalogue' });
      },
    }),
    subscriptions: createSubscriptionsService(createSubscriptionsRepository(db)),
    help: createHelpService({ repo: createHelpRepository(db), mailer: deps.mailer, log: deps.log }),
    getStarted: createGetStartedService(createGetStartedRepository(db), { audit }),
    sushi: createSushiService({
      repo: createSushiRepository(db),
      box: createSecretBox(config.appSecret, SUSHI_API_KEY_PURPOSE),
      audit,
      titleNames: (ids, locale) => statisticsRepo.titleNames(ids, locale),
      libraryById: (id) => libraryDirectory.byId(id),
      guesses: deps.sushiGuessLimiter,
    }),
    marc: createMarcRecords({
      index: catalogueIndex,
      repo: createMarcRepository(db),
      siteUrl,
    }),
    marcFeeds: createMarcFeeds({
      repo: createMarcFeedRepository(db),
      box: createSecretBox(config.appSecret, MARC_FEED_PURPOSE),
      audit,
      siteUrl,
    }),
    /** A library row by id (the feed's library, from its token). */
    libraryById: (libraryId: number) => libraryDirectory.byId(libraryId),
    audit,
    operators: createOperatorsService({
      repo: createOperatorsRepository(db),
      sessions,
      passwordMatches,
      guesses: deps.guessLimiter,
      totpBox: createSecretBox(config.appSecret, OPERATOR_TOTP_PURPOSE),
      audit,
      ...(deps.totpClock ? { clock: deps.totpClock } : {}),
    }),
    operatorAccounts: createOperatorAccountsService({
      repo: createOperatorAccountsRepository(db),
      sessions,
      audit,
      mailer: deps.mailer,
      log: deps.log,
      siteUrl,
    }),
    librarianAccounts: createLibrarianAccountsService({
      repo: createLibrarianAccountsRepository(db),
      sessions,
      audit,
      mailer: deps.mailer,
      log: deps.log,
      siteUrl,
    }),
    libraryAdmin: createLibraryAdminService({
      repo: librariesRepo,
      audit,
      pacingSaved,
      libraryChanged: async () => {
        libraryDirectory.invalidate();
        tell({ topic: 'libraries' });
        await catalogueIndex.reload();
        tell({ topic: 'catalogue' });
      },
    }),
    titleAdmin: createTitleAdminService({
      repo: createTitleAdminRepository(db),
      audit,
      catalogueChanged: async () => {
        await catalogueIndex.reload();
        tell({ topic: 'catalogue' });
      },
    }),
    mediaStorage,
    mediaKeys,
    repackaging,
    attachMedia: createAttachMedia({
      uploads,
      storage: mediaStorage,
      repo: createMediaRepository(db),
      jobs,
      audit,
    }),
    subtitles: createSubtitlesService({
      storage: mediaStorage,
      repo: createMediaRepository(db),
      audit,
      catalogueChanged: async () => {
        await catalogueIndex.reload();
        tell({ topic: 'catalogue' });
      },
    }),
    libraryBranding: createLibraryBrandingService({
      repo: createLibraryBrandingRepository(db),
      audit,
      libraryChanged: () => {
        libraryDirectory.invalidate();
        tell({ topic: 'libraries' });
      },
    }),
    librarians,
    librarianLists: createLibrarianListsService({
      repo: createLibrarianListsRepository(db),
      account: librarians.account,
      audit,
      ...(catalogueClock ? { clock: catalogueClock } : {}),
    }),
    licences: createLicencesService({
      repo: createLicencesRepository(db),
      audit,
      ...(catalogueClock ? { clock: catalogueClock } : {}),
      catalogueChanged: async () => {
        await catalogueIndex.reload();
        tell({ topic: 'catalogue' });
      },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
