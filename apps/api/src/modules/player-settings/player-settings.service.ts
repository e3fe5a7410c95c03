import { normalisePlayerSettings, type PlayerSettings } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import type { Session } from '../session/session.service';
import type { PlayerSettingsRepository } from './player-settings.repository';

/** The player settings kept in an account, with when they were saved last. */
export interface StoredPlayerSettings {
  settings: PlayerSettings;
  updatedAt: Date;
}

/**
 * The player's settings of a logged-in user (issue 28, docs/decisions/057). The web app keeps the same settings
 * in the browser; this keeps them with the account so that they follow the user to every device.
 */
export function createPlayerSettingsService(repo: PlayerSettingsRepository) {
  const userId = (session: Session): number => {
    if (session.userId === null) throw new AppError('LOGIN_REQUIRED');
    return session.userId;
  };

  /** The settings of an account, or null when it saved none. */
  const ofUser = async (id: number): Promise<StoredPlayerSettings | null> => {
    const row = await repo.find(id);
    // A row of an older release may lack a field or hold one retired since: each such field reads as default.
    return row && { settings: normalisePlayerSettings(row.settings), updatedAt: row.updatedAt };
  };

  return {
    async get(session: Session): Promise<StoredPlayerSettings | null> {
      return ofUser(userId(session));
    },

    /** Settings already validated by the contract's schema. */
    async save(session: Session, settings: PlayerSettings): Promise<Date> {
      return repo.save(userId(session), { ...settings });
    },

    /** For the data export. */
    ofUser,
  };
}
export type PlayerSettingsService = ReturnType<typeof createPlayerSettingsService>;
