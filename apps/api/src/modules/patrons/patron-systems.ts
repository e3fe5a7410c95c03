import { cardRuleTest, type CardRuleKind, type PinFormat } from '@filmhyllan/contract';
import type { StoredSip2Settings } from './patron-auth.repository';
import type { SecretBox } from '../../lib/secret-box';
import { createRefreshingCopy } from '../../lib/refreshing-copy';
import type { LibrarySystems, Sip2Settings } from './library-systems';
import type { PatronAuthRepository, StoredPatronAuth } from './patron-auth.repository';

/** The secret-box purpose of the libraries' SIP2 login passwords (a key of their own, docs/decisions/039). */
export const SIP2_PASSWORD_PURPOSE = 'library-sip2-password';

/** Who checks a library's cards, and the rules its forms and loans follow, as every part of the server sees them. */
export interface PatronSystem {
  /** `file`: LIBRARY_SYSTEMS_FILE sets the library to SIP2, and wins over the console. */
  managedBy: 'file' | 'console';
  /** The library's own system over SIP2; undefined: the built-in directory. */
  sip2: Sip2Settings | undefined;
  cardRuleKind: CardRuleKind;
  cardRule: string;
  /** Whether a card number follows the library's card-number rule. */
  acceptsCard(cardNumber: string): boolean;
  /** The PIN keyboard of the forms (get_library's pin_format). */
  pinFormat: PinFormat;
}

/** A library's stored SIP2 settings and opened password, as the SIP2 client takes them. */
export function sip2SettingsOf(stored: StoredSip2Settings, password: string | undefined): Sip2Settings {
  return {
    host: stored.host,
    port: stored.port,
    tls: stored.tls,
    tlsVerify: stored.tls_verify,
    ...(stored.login_user === '' ? {} : { loginUser: stored.login_user, loginPassword: password ?? '' }),
    institutionId: stored.institution_id,
    ...(stored.location_code === '' ? {} : { locationCode: stored.location_code }),
    encoding: stored.encoding,
    fieldSeparator: stored.field_separator,
    timeoutMs: stored.timeout_ms,
    pinIsValidated: stored.pin_is_validated,
  };
}

const acceptAll = () => true;

/** A library the file sets to SIP2: no card rule, letters on the PIN keyboard (as before the console). */
const fromFile = (sip2: Sip2Settings): PatronSystem => ({
  managedBy: 'file',
  sip2,
  cardRuleKind: 'none',
  cardRule: '',
  acceptsCard: acceptAll,
  pinFormat: 'text',
});

/** A library never set: the built-in directory, any card, digits. */
export const DEFAULT_PATRON_SYSTEM: PatronSystem = {
  managedBy: 'console',
  sip2: undefined,
  cardRuleKind: 'none',
  cardRule: '',
  acceptsCard: acceptAll,
  pinFormat: 'digits',
};

export interface PatronSystemsDeps {
  /** LIBRARY_SYSTEMS_FILE's SIP2 libraries: they win over what the console stored. */
  file: LibrarySystems;
  repo: Pick<PatronAuthRepository, 'all'>;
  box: SecretBox;
  /** How long the stored settings are kept before they are read again (the change notices say sooner). */
  ttlMs: number;
  /** A failed read, or a sealed password that does not open (APP_SECRET changed): logged and counted. */
  onError: (error: unknown, name: string) => void;
}

/**
 * Every library's patron system: LIBRARY_SYSTEMS_FILE's, then the console's (kept in memory, read again when a
 * save here or a change notice from another process invalidates it, at the latest after `ttlMs`), then the
 * built-in directory.
 */
export function createPatronSystems(deps: PatronSystemsDeps) {
  const systemOf = (row: StoredPatronAuth): PatronSystem => {
    let password: string | undefined;
    if (row.sip2PasswordSealed !== null) {
      try {
        password = deps.box.open(row.sip2PasswordSealed);
      } catch (error) {
        // The login is then refused by the system, which the self-test names; the loans say it is unavailable.
        deps.onError(error, `SIP2 password of library ${row.libraryId}`);
      }
    }
    return {
      managedBy: 'console',
      sip2: row.mode === 'sip2' && row.sip2 ? sip2SettingsOf(row.sip2, password) : undefined,
      cardRuleKind: row.cardRuleKind,
      cardRule: row.cardRule,
      acceptsCard: cardRuleTest(row.cardRuleKind, row.cardRule),
      pinFormat: row.pinFormat,
    };
  };

  /**
   * The system made of each row as last read: an unchanged row keeps its object, so the SIP2 client made for its
   * settings (sip2-directory.ts) keeps its connections across reads.
   */
  let made = new Map<number, { row: string; system: PatronSystem }>();
  const load = async (): Promise<ReadonlyMap<number, PatronSystem>> => {
    const next = new Map<number, { row: string; system: PatronSystem }>();
    for (const row of await deps.repo.all()) {
      const text = JSON.stringify(row);
      const kept = made.get(row.libraryId);
      next.set(row.libraryId, kept?.row === text ? kept : { row: text, system: systemOf(row) });
    }
    made = next;
    return new Map([...next].map(([id, { system }]) => [id, system]));
  };

  const stored = createRefreshingCopy<ReadonlyMap<number, PatronSystem>>({
    name: 'patron systems',
    load,
    ttlMs: deps.ttlMs,
    maxStaleMs: Infinity,
    onError: deps.onError,
  });

  /** One library's system from a copy of the stored ones. */
  const resolve = (copy: ReadonlyMap<number, PatronSystem>, libraryId: number): PatronSystem => {
    const file = deps.file.get(libraryId);
    if (file) return fromFile(file);
    return copy.get(libraryId) ?? DEFAULT_PATRON_SYSTEM;
  };

  return {
    /** Whether the file names the library as a SIP2 library (the console then shows it read-only). */
    managedByFile: (libraryId: number) => deps.file.has(libraryId),
    /** The library's patron system as loans, saved cards and the self-test use it. */
    async of(libraryId: number): Promise<PatronSystem> {
      return resolve(await stored.get(), libraryId);
    },
    /** Every library's system at once (the library list asks for many). */
    async all(): Promise<(libraryId: number) => PatronSystem> {
      const copy = await stored.get();
      return (libraryId) => resolve(copy, libraryId);
    },
    /** Reads the stored settings again now (after a save here). */
    reload: () => stored.reload(),
    /** Forgets the stored settings (another process changed them): the next use reads them again. */
    invalidate: () => stored.invalidate(),
  };
}
export type PatronSystems = ReturnType<typeof createPatronSystems>;
