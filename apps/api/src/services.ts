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
import { createSessionRepository } from './modules/session/session.repository';
import { createSessionService } from './modules/session/session.service';

/** Wires repositories into services: the one place that knows every dependency. */
export function createServices(
  db: Database,
  config: Pick<Config, 'sessionIdleSeconds' | 'sessionAbsoluteSeconds'>,
) {
  return {
    sessions: createSessionService(createSessionRepository(db), {
      idleSeconds: config.sessionIdleSeconds,
      absoluteSeconds: config.sessionAbsoluteSeconds,
    }),
    translations: createTranslationsService(createTranslationsRepository(db)),
    configuration: createConfigurationService(createConfigurationRepository(db)),
    libraries: createLibrariesService(createLibrariesRepository(db)),
    catalogue: createCatalogueService(createCatalogueRepository(db)),
  };
}
export type Services = ReturnType<typeof createServices>;
