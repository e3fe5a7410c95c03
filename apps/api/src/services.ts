import { createHmac } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createConfigurationRepository } from './modules/configuration/configuration.repository';
import { createConfigurationService } from './modules/configuration/configuration.service';
import { createTranslationsRepository } from './modules/i18n/translations.repository';
import { createTranslationsService } from './modules/i18n/translations.service';
import { createLibrariesRepository } from './modules/libraries/libraries.repository';
import { createLibrariesService } from './modules/libraries/libraries.service';
import { createLoansRepository } from './modules/loans/loans.repository';
import { createLoansService } from './modules/loans/loans.service';
import { createPinGuard } from './modules/loans/pin-guard';
import { createEhubTokens } from './modules/loans/ehub-token';
import { createBuiltInPatronDirectory } from './modules/patrons/patron-directory';
import { createSessionRepository } from './modules/session/session.repository';
import { createSessionService } from './modules/session/session.service';

/** Wires repositories into services: the one place that knows every dependency. */
export function createServices(
  db: Database,
  config: Pick<Config, 'sessionIdleSeconds' | 'sessionAbsoluteSeconds' | 'appSecret'>,
) {
  const catalogue = createCatalogueService(createCatalogueRepository(db));
  /** Stream tokens get a key of their own, derived from the app secret, so it can be handed to a CDN alone. */
  const streamKey = createHmac('sha256', config.appSecret).update('stream-token-key').digest('base64url');
  return {
    streamKey,
    sessions: createSessionService(createSessionRepository(db), {
      idleSeconds: config.sessionIdleSeconds,
      absoluteSeconds: config.sessionAbsoluteSeconds,
    }),
    translations: createTranslationsService(createTranslationsRepository(db)),
    configuration: createConfigurationService(createConfigurationRepository(db)),
    libraries: createLibrariesService(createLibrariesRepository(db)),
    catalogue,
    loans: createLoansService({
      repo: createLoansRepository(db),
      directory: createBuiltInPatronDirectory(db, config.appSecret),
      pinGuard: createPinGuard(db, config.appSecret),
      streamKey,
      childOnly: catalogue.childOnly,
      titleSummaries: catalogue.summariesAnywhere,
    }),
    ehub: createEhubTokens(db),
  };
}
export type Services = ReturnType<typeof createServices>;
