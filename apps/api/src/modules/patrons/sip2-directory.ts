import { AppError } from '../../lib/app-error';
import { formatLocalDate, localDate } from '../../lib/calendar';
import type { Sip2Settings } from './library-systems';
import type { PatronCard, PatronDirectory, PatronRules } from './patron-directory';
import type { PatronSystems } from './patron-systems';
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
 * libraries left to the built-in directory; which is which, and each library's card-number rule, come from the
 * patron systems (LIBRARY_SYSTEMS_FILE, then the operator console: docs/decisions/039). The card a system confirms
 * (AA, as it writes it) gets a row in patron_cards without a PIN, so loans, saved cards and limits refer to one
 * card whatever spacing or case was typed. A blocked patron is answered as a blocked card (refused after a right
 * PIN); a system that cannot be reached is LIBRARY_SYSTEM_UNAVAILABLE, and nothing is charged.
 */
export function createRoutingPatronDirectory(
  repo: Pick<PatronsRepository, 'upsertCard'>,
  builtIn: PatronDirectory,
  systems: Pick<PatronSystems, 'of'>,
  options: {
    log: Sip2Log;
    /** The library's time zone, for the expiry dates the system sends (today in the library). */
    timeZoneOf(libraryId: number): Promise<string>;
    clock?: () => Date;
    client?: (settings: Sip2Settings) => Sip2Client;
  },
): PatronDirectory & { close(): Promise<void> } {
  const clock = options.clock ?? (() => new Date());
  /** One client (with its pool of connections) per library, made again when the library's settings change. */
  const clients = new Map<number, { settings: Sip2Settings; client: Sip2Client }>();
  const clientOf = (libraryId: number, settings: Sip2Settings): Sip2Client => {
    const kept = clients.get(libraryId);
    if (kept && kept.settings === settings) return kept.client;
    // New settings (the console saved, or the stored copy was read again): the old connections end.
    if (kept) void kept.client.close();
    const client = (options.client ?? ((s) => createSip2Client(s, { log: options.log })))(settings);
    clients.set(libraryId, { settings, client });
    return client;
  };
  const sip2Of = async (libraryId: number) => (await systems.of(libraryId)).sip2;

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
    // The built-in directory's one-message check only for its own libraries (undefined: ask `authenticate`).
    async authenticateStatement(libraryId, cardNumber) {
      return (await sip2Of(libraryId)) ? undefined : builtIn.authenticateStatement?.(libraryId, cardNumber);
    },
    async pinHashFor(libraryId, cardNumber, pin) {
      return (await sip2Of(libraryId)) ? undefined : builtIn.pinHashFor?.(libraryId, cardNumber, pin);
    },

    async authenticate(libraryId, cardNumber, pin) {
      const settings = await sip2Of(libraryId);
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

    async rules(libraryId): Promise<PatronRules> {
      const system = await systems.of(libraryId);
      return { pins: system.sip2 ? 'text' : 'digits', acceptsCard: system.acceptsCard };
    },

    async close() {
      await Promise.all([...clients.values()].map(({ client }) => client.close()));
      clients.clear();
    },
  };
}
