import { AppError } from '../../lib/app-error';
import { formatLocalDate, localDate } from '../../lib/calendar';
import type { LibrarySystems, Sip2Settings } from './library-systems';
import type { PatronCard, PatronDirectory } from './patron-directory';
import type { PatronsRepository } from './patrons.repository';
import {
  createSip2Client,
  decidePatron,
  Sip2FieldValueError,
  Sip2UnavailableError,
  type Sip2Client,
} from './sip2';

/**
 * The pin_hash of a card row a library system vouches for: not a hash any PIN has, so such a row can never be
 * used with the built-in PIN check, and no PIN of a SIP2 library is ever stored.
 */
const SYSTEM_CARD = '!library-system';

/** What a log line may say about a failed SIP2 call: never the card number or the PIN. */
export interface Sip2Log {
  warn(obj: object, msg: string): void;
}

/**
 * Card checks of the libraries whose own system answers over SIP2 (patron information, 63/64), with the other
 * libraries left to the built-in directory. The card a system confirms (AA, as it writes it) gets a row in
 * patron_cards without a PIN, so loans, saved cards and limits refer to one card whatever spacing or case was
 * typed. A blocked patron is answered as a blocked card (refused after a right PIN); a system that cannot be
 * reached is LIBRARY_SYSTEM_UNAVAILABLE, and nothing is charged.
 */
export function createRoutingPatronDirectory(
  repo: Pick<PatronsRepository, 'upsertCard'>,
  builtIn: PatronDirectory,
  systems: LibrarySystems,
  options: {
    log: Sip2Log;
    /** The library's time zone, for the expiry dates the system sends (today in the library). */
    timeZoneOf(libraryId: number): Promise<string>;
    clock?: () => Date;
    client?: (settings: Sip2Settings) => Sip2Client;
  },
): PatronDirectory & { close(): Promise<void>; isExternal(libraryId: number): boolean } {
  const clock = options.clock ?? (() => new Date());
  const clients = new Map<number, Sip2Client>();
  const clientOf = (libraryId: number, settings: Sip2Settings): Sip2Client => {
    let client = clients.get(libraryId);
    if (!client) {
      client = (options.client ?? ((s) => createSip2Client(s, { log: options.log })))(settings);
      clients.set(libraryId, client);
    }
    return client;
  };

  /** The row of a card the system confirmed (created on its first check), as our PatronCard. */
  async function cardRow(libraryId: number, cardNumber: string, blocked: boolean): Promise<PatronCard> {
    const id = await repo.upsertCard({ libraryId, cardNumber, pinHash: SYSTEM_CARD, blocked });
    return { id, libraryId, cardNumber, blocked };
  }

  async function ask(libraryId: number, settings: Sip2Settings, cardNumber: string, pin: string) {
    try {
      const answer = await clientOf(libraryId, settings).patronInformation(cardNumber, pin);
      const today = formatLocalDate(localDate(await options.timeZoneOf(libraryId), clock()));
      return decidePatron(answer, { pinIsValidated: settings.pinIsValidated, today });
    } catch (error) {
      // A PIN or card number holding the field separator or a line end cannot be sent: no system knows it.
      if (error instanceof Sip2FieldValueError) return { kind: 'refused' as const };
      if (!(error instanceof Sip2UnavailableError)) throw error;
      options.log.warn({ libraryId, reason: error.reason }, 'library system unavailable');
      throw new AppError('LIBRARY_SYSTEM_UNAVAILABLE');
    }
  }

  return {
    isExternal: (libraryId) => systems.has(libraryId),

    // The built-in directory's one-message check only for its own libraries (undefined: ask `authenticate`).
    authenticateStatement: (libraryId, cardNumber) =>
      systems.has(libraryId) ? undefined : builtIn.authenticateStatement?.(libraryId, cardNumber),
    pinHashFor: (libraryId, cardNumber, pin) =>
      systems.has(libraryId) ? undefined : builtIn.pinHashFor?.(libraryId, cardNumber, pin),

    async authenticate(libraryId, cardNumber, pin) {
      const settings = systems.get(libraryId);
      if (!settings) return builtIn.authenticate(libraryId, cardNumber, pin);
      const decision = await ask(libraryId, settings, cardNumber, pin);
      switch (decision.kind) {
        case 'refused':
          return null;
        case 'blocked':
          return cardRow(libraryId, cardNumber, true);
        case 'valid': {
          const card = await cardRow(libraryId, decision.cardNumber || cardNumber, false);
          return decision.birthDate ? { ...card, birthDate: decision.birthDate } : card;
        }
      }
    },

    async findCard(libraryId, cardNumber) {
      return builtIn.findCard(libraryId, cardNumber);
    },

    pinRule: (libraryId) => (systems.has(libraryId) ? 'text' : (builtIn.pinRule?.(libraryId) ?? 'digits')),

    async close() {
      await Promise.all([...clients.values()].map((client) => client.close()));
      clients.clear();
    },
  };
}
