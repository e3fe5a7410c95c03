import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { pingDatabase, type Database } from './db/client';
import { databaseState } from './db/migration-state';
import type { LibrarySystems } from './modules/patrons/library-systems';
import { createServices, type ServiceDeps, type Services } from './services';
import { errorsPlugin } from './plugins/errors';
import { createMetrics } from './lib/metrics';
import { metricsPlugin } from './plugins/metrics';
import { letThroughUnderPressure, loadSheddingPlugin } from './plugins/load-shedding';
import { readinessPlugin } from './plugins/readiness';
import { createResponseSerializer } from './plugins/response-serializer';
import { canonicalHostPlugin } from './plugins/canonical-host';
import { logHooks, logSerializers } from './plugins/log-redaction';
import { OneLineRequestLog } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { webAppPlugin } from './plugins/web-app';
import { sessionRoutes } from './routes/session';
import { libraryRoutes } from './routes/library/library';
import { titleRoutes } from './routes/library/title';
import { themeRoutes } from './routes/library/theme';
import { configurationRoutes } from './routes/configuration/configuration';
import { translationRoutes } from './routes/i18n/translation';
import { customerRoutes } from './routes/customer/customer';
import { loanRoutes } from './routes/customer/loan';
import { createFileStorage } from './media/storage/file-storage';
import type { MediaStorage } from './media/storage/media-storage';
import type { UploadStorage } from './modules/uploads/upload-storage';
import { mediaRoutes } from './routes/media/media';
import { posterRoutes } from './routes/posters/posters';
import { marcFeedRoutes } from './routes/marc/marc-feed';
import { userRoutes } from './routes/user/user';
import { passwordRecoveryRoutes } from './routes/user/password-recovery';
import { savedCardRoutes } from './routes/user/saved-cards';
import { favouriteRoutes } from './routes/user/favourite';
import { playerSettingsRoutes } from './routes/user/player-settings';
import { privacyRoutes } from './routes/user/privacy';
import { subscriptionRoutes } from './routes/subscriptions/subscriptions';
import { helpRoutes } from './routes/i18n/help';
import { getStartedStepRoutes } from './routes/i18n/getstartedstep';
import { librarianRoutes } from './routes/librarian/librarian';
import { operatorRoutes } from './routes/operator/operator';
import { operatorAccountRoutes } from './routes/operator/operator-accounts';
import { auditRoutes } from './routes/operator/audit';
import { patronAuthRoutes } from './routes/operator/patron-auth';
import { cardRoutes } from './routes/operator/cards';
import { catalogueImportRoutes } from './routes/operator/catalogue-import';
import { operatorLibrarianRoutes } from './routes/operator/librarians';
import { librarianPasswordRoutes } from './routes/librarian/librarian-password';
import { operatorLibraryRoutes } from './routes/operator/libraries';
import { operatorTitleRoutes } from './routes/operator/titles';
import { brandingRoutes } from './routes/operator/branding';
import { operatorMediaRoutes } from './routes/operator/media';
import { posterConsoleRoutes } from './routes/operator/posters';
import { licenceRoutes } from './routes/operator/licences';
import { siteRoutes } from './routes/operator/site';
import { apiTokenRoutes } from './routes/operator/api-tokens';
import { uploadRoutes } from './routes/operator/uploads';
import { UPLOAD_MAX_MB_DEFAULT } from './modules/uploads/upload-files';
import { jobRoutes } from './routes/operator/jobs';
import { viewingRoutes } from './routes/viewing/viewing';
import { sushiRoutes } from './routes/sushi/sushi';
import { defaultRateLimits, type RateLimits } from './routes/rate-limits';
import { createMailer, type Mailer } from './modules/mail/mailer';
import type { Redis } from 'ioredis';
import {
  createMemoryGuessLimiter,
  createRedisGuessLimiter,
  type GuessLimiter,
  type GuessLimits,
} from './modules/auth/guess-limiter';
import { SUSHI_FAILED_CREDENTIALS_MAX, SUSHI_FAILED_CREDENTIALS_WINDOW_SECONDS } from '@filmhyllan/contract';
import type { ChangeNotices } from './modules/notices/change-notices';

/** How often expired unfinished uploads are looked for (UPLOAD_EXPIRY_HOURS says which). */
const UPLOAD_CLEAN_UP_EVERY_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildAppOptions {
  config: Pick<
    Config,
    | 'sessionIdleSeconds'
    | 'sessionAbsoluteSeconds'
    | 'webDist'
    | 'logLevel'
    | 'trustProxy'
    | 'appSecret'
    | 'mediaDir'
    | 'dataDir'
    | 'smtpUrl'
    | 'mailFrom'
    | 'publicUrl'
    | 'catalogueRefreshSeconds'
    | 'verifyResponses'
  > &
    Partial<
      Pick<
        Config,
        | 'canonicalHost'
        | 'oldHosts'
        | 'loanPatronLinkDays'
        | 'metricsToken'
        | 'castReceiverAppId'
        | 'mediaPublicUrl'
        | 'pressure'
        | 'jobsWorker'
        | 'loginsPerMinute'
        | 'uploadMaxBytes'
        | 'uploadExpiryHours'
      >
    >;
  db: Database;
  /** Where drizzle lists the applied migrations (DatabaseHandle.migrationsSchema); default `drizzle`. */
  migrationsSchema?: string;
  /** How often the load-shedding limits are sampled (default 1 s); tests sample faster. */
  pressureSampleIntervalMs?: number;
  /** Where log lines go (default stdout); tests pass a stream to read what would be logged. */
  logStream?: NonNullable<Exclude<FastifyServerOptions['logger'], boolean>>['stream'];
  /** New portal sessions per client address and minute. */
  sessionStartsPerMinute?: number;
  /** Per-client limits of logins, registrations, recoveries and help messages (defaults in routes/rate-limits). */
  rateLimits?: Partial<RateLimits>;
  /** Sends e-mail; default from the configuration (SMTP_URL, else DATA_DIR/outbox). Tests pass one in memory. */
  mailer?: Mailer;
  /**
   * Counts failed logins per account; default in memory with the rateLimits' failedLoginsPerAccount and
   * failedLoginWindowSeconds. Tests pass one with their own clock.
   */
  guessLimiter?: GuessLimiter;
  /** Wrong SUSHI credentials allowed per customer id and per address, and their window (defaults: the contract's). */
  sushiGuessLimits?: Partial<GuessLimits>;
  /** The libraries whose cards their own system checks over SIP2 (server.ts reads LIBRARY_SYSTEMS_FILE). */
  librarySystems?: LibrarySystems;
  /** How this process tells other processes on the same database what it changed; by default it is alone. */
  notices?: ChangeNotices;
  /** The time operators' two-factor codes are checked against (default the system clock); tests set their own. */
  totpClock?: () => Date;
  /** The time the front-page banners' windows are checked against (default the system clock). */
  siteClock?: () => Date;
  /** The time viewing streams and preview links are checked against (default the system clock). */
  viewingClock?: () => Date;
  /** Where media lives (docs/decisions/070); by default config.mediaDir (server.ts opens MEDIA_STORAGE). */
  mediaStorage?: MediaStorage;
  /** Where resumable uploads live; by default DATA_DIR/uploads (server.ts puts them in the bucket with it). */
  uploadStorage?: UploadStorage;
  /** The time API tokens' last use and uploads are recorded at (default the system clock). */
  uploadsClock?: () => Date;
  /** The time the catalogue reads licence windows on (default the system clock; loans keep their own). */
  catalogueClock?: () => Date;
  /** The time the monthly reports decide which month is due (default the system clock). */
  reportsClock?: () => Date;
  /**
   * Redis shared by every process (REDIS_URL): per-client rate limits and failed logins per account count there.
   * Without it they count in this process's memory. The caller closes it.
   */
  redis?: Redis;
  /**
   * The job queue's schema and timings (services.ts JOB_QUEUE_DEFAULTS; db/job-queue.ts jobQueueSchema). Workers
   * run when config.jobsWorker is set (server.ts: JOBS_WORKER, default on; tests: off unless they set it).
   */
  jobs?: ServiceDeps['jobs'];
  /** How long a shutdown waits for the running jobs to stop (default 10 s). */
  jobStopTimeoutMs?: number;
}

/** Builds the Fastify instance with every plugin and route; server.ts only listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Session ids travel in GET query strings, reset tokens in page paths, SQL parameters in query errors:
      // every line is written through the redacting serializers (plugins/log-redaction).
      serializers: logSerializers,
      hooks: logHooks,
    },
    // One line per request when it is answered, none per static file of the web app (plugins/request-log).
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: config.verifyResponses }));

  const mailer = options.mailer ?? createMailer(config, app.log);
  const limits: RateLimits = {
    ...defaultRateLimits,
    ...(config.loginsPerMinute ? { loginsPerMinute: config.loginsPerMinute } : {}),
    ...options.rateLimits,
  };
  const guessLimits = {
    max: limits.failedLoginsPerAccount,
    windowSeconds: limits.failedLoginWindowSeconds,
  };
  const guessLimiter =
    options.guessLimiter ??
    (options.redis
      ? createRedisGuessLimiter(options.redis, guessLimits, {
          onError: (err) => app.log.error({ err }, 'failed logins: Redis unavailable, counted in memory'),
        })
      : createMemoryGuessLimiter(guessLimits));
  // Wrong SUSHI credentials, per customer id and per address: counted like failed logins, under keys of their own.
  const sushiGuessLimits = {
    max: SUSHI_FAILED_CREDENTIALS_MAX,
    windowSeconds: SUSHI_FAILED_CREDENTIALS_WINDOW_SECONDS,
    ...options.sushiGuessLimits,
  };
  const sushiGuessLimiter = options.redis
    ? createRedisGuessLimiter(options.redis, sushiGuessLimits, {
        prefix: 'filmhyllan:sushi-guesses:',
        onError: (err) => app.log.error({ err }, 'SUSHI failures: Redis unavailable, counted in memory'),
      })
    : createMemoryGuessLimiter(sushiGuessLimits);
  const metrics = createMetrics();
  const services = createServices(db, config, {
    metrics,
    mailer,
    log: app.log,
    guessLimiter,
    sushiGuessLimiter,
    ...(options.librarySystems ? { librarySystems: options.librarySystems } : {}),
    ...(options.notices ? { notices: options.notices } : {}),
    ...(options.totpClock ? { totpClock: options.totpClock } : {}),
    ...(options.siteClock ? { siteClock: options.siteClock } : {}),
    ...(options.viewingClock ? { viewingClock: options.viewingClock } : {}),
    ...(options.mediaStorage ? { mediaStorage: options.mediaStorage } : {}),
    ...(options.uploadStorage ? { uploadStorage: options.uploadStorage } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.uploadsClock ? { uploadsClock: options.uploadsClock } : {}),
    ...(options.catalogueClock ? { catalogueClock: options.catalogueClock } : {}),
    ...(options.reportsClock ? { reportsClock: options.reportsClock } : {}),
  });
  // The running jobs stop first (they go back to the queue for another process), then what the services hold.
  app.addHook('onClose', async () => {
    await services.jobs.stop(options.jobStopTimeoutMs ?? 10_000);
    await services.close();
  });
  if (config.jobsWorker) app.addHook('onReady', () => services.jobs.startWorkers());
  app.decorate('services', services);

  await app.register(errorsPlugin);
  app.translateError = (code, lang) => services.translations.errorMessage(code, lang);
  await services.translations.reload();
  // Shedding first: a request refused for load does no other work. Off without limits (tests, unless they set some).
  if (config.pressure) {
    await app.register(loadSheddingPlugin, {
      ...config.pressure,
      ...(options.pressureSampleIntervalMs ? { sampleIntervalMs: options.pressureSampleIntervalMs } : {}),
    });
  }
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  const migrationsSchema = options.migrationsSchema ?? 'drizzle';
  await app.register(readinessPlugin, { databaseState: () => databaseState(db, migrationsSchema) });
  await app.register(canonicalHostPlugin, {
    canonicalHost: config.canonicalHost,
    oldHosts: config.oldHosts ?? [],
  });
  await app.register(securityHeadersPlugin, {
    castReceiverAppId: config.castReceiverAppId,
    mediaPublicUrl: config.mediaPublicUrl,
  });
  // Swagger UI's own redirect from static/index.html keeps a query string and then matches itself again.
  app.addHook('onRequest', async (request, reply) => {
    const [path, query] = request.url.split('?', 2);
    if (path === '/api/docs/static/index.html') {
      return reply.redirect(query === undefined ? '/api/docs/' : `/api/docs/?${query}`);
    }
  });
  // JSON answers and the HTML above 1 KB, by Accept-Encoding (brotli at quality 4: fast enough per request).
  // Stream segments are not compressible types and pass untouched; prebuilt assets carry their own encoding.
  await app.register(compress, { threshold: 1024 });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // Route limits count in preValidation, after the session plugin's own preValidation hook (route hooks run after
  // the app's): a call refused for its session or CSRF token uses up no one's quota of e-mails or hashes.
  await app.register(rateLimit, {
    global: false,
    hook: 'preValidation',
    // With Redis every process counts a client's calls together; a Redis that cannot answer lets calls through
    // (the failed-login limit per account still holds) rather than refusing everyone.
    ...(options.redis ? { redis: options.redis, nameSpace: 'filmhyllan:rate:', skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Filmhyllan API',
        version: '1',
        description:
          'The calls of the Filmhyllan web app. POST bodies are application/x-www-form-urlencoded and carry ' +
          'portal_sessionid and portal_csrftoken; GET calls carry portal_sessionid in the query string. ' +
          'Every error is {success:false, error:{code, message}}.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(sessionPlugin, { sessions: services.sessions, apiTokens: services.apiTokens });

  await app.register(
    async (api) => {
      api.get(
        '/health',
        { schema: { hide: true }, config: { pressureHandler: letThroughUnderPressure } },
        async (_request, reply) => {
          await pingDatabase(db);
          return reply.send({ status: 'ok' });
        },
      );
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(sessionRoutes, { sessionStartsPerMinute: options.sessionStartsPerMinute ?? 120 });
      await api.register(libraryRoutes);
      await api.register(titleRoutes);
      await api.register(themeRoutes);
      await api.register(configurationRoutes, { castReceiverAppId: config.castReceiverAppId });
      await api.register(translationRoutes);
      await api.register(customerRoutes);
      await api.register(loanRoutes);
      await api.register(mediaRoutes, {
        storage: services.mediaStorage,
        localClips: createFileStorage(config.mediaDir),
        keys: services.mediaKeys,
        publicBase: config.mediaPublicUrl ?? '/api/media-files',
      });
      await api.register(posterRoutes);
      await api.register(marcFeedRoutes);
      await api.register(userRoutes, { limits });
      await api.register(passwordRecoveryRoutes, { limits });
      await api.register(savedCardRoutes);
      await api.register(favouriteRoutes);
      await api.register(playerSettingsRoutes);
      await api.register(privacyRoutes);
      await api.register(subscriptionRoutes);
      await api.register(helpRoutes, { limits });
      await api.register(getStartedStepRoutes);
      await api.register(librarianRoutes, { limits });
      await api.register(librarianPasswordRoutes, { limits });
      await api.register(operatorRoutes, { limits });
      await api.register(operatorAccountRoutes, { limits });
      await api.register(auditRoutes);
      await api.register(patronAuthRoutes);
      await api.register(cardRoutes);
      await api.register(catalogueImportRoutes);
      await api.register(operatorLibrarianRoutes);
      await api.register(operatorLibraryRoutes);
      await api.register(brandingRoutes);
      await api.register(operatorMediaRoutes);
      await api.register(posterConsoleRoutes);
      await api.register(licenceRoutes);
      await api.register(siteRoutes);
      await api.register(operatorTitleRoutes);
      await api.register(apiTokenRoutes);
      await api.register(uploadRoutes, {
        maxBytes: config.uploadMaxBytes ?? UPLOAD_MAX_MB_DEFAULT * 1024 * 1024,
        store: services.uploads.store,
        locker: services.uploads.locker,
        cleanUpEveryMs: UPLOAD_CLEAN_UP_EVERY_MS,
      });
      await api.register(jobRoutes);
      await api.register(viewingRoutes);
      await api.register(sushiRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, {
    webDist: config.webDist,
    translations: () => services.translations.all(),
  });
  return app;
}
