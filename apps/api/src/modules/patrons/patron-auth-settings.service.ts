import { cardRuleProblem, type CardRuleKind, type PinFormat } from '@filmhyllan/contract';
import type { StoredSip2Settings } from './patron-auth.repository';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { isSip2SafeValue } from './sip2';
import type { Sip2Settings } from './library-systems';
import type { PatronAuthFields, PatronAuthRepository, StoredPatronAuth } from './patron-auth.repository';
import type { PatronSystems } from './patron-systems';

/** A library's patron authentication as the console shows it (the password only as whether one is set). */
export interface PatronAuthView {
  libraryId: number;
  managedBy: 'console' | 'file';
  mode: 'directory' | 'sip2';
  sip2: (StoredSip2Settings & { passwordSet: boolean }) | null;
  cardRuleKind: CardRuleKind;
  cardRule: string;
  pinFormat: PinFormat;
}

/** What an admin saves (save_patron_auth), the password apart from the other SIP2 settings. */
export interface PatronAuthInput {
  mode: 'directory' | 'sip2';
  sip2: StoredSip2Settings;
  /** Empty: keep the stored password. */
  loginPassword: string;
  clearLoginPassword: boolean;
  cardRuleKind: CardRuleKind;
  cardRule: string;
  pinFormat: PinFormat;
}

/** The file's SIP2 settings under the stored names (the console shows a file-managed library read-only). */
const storedOf = (s: Sip2Settings): StoredSip2Settings & { passwordSet: boolean } => ({
  host: s.host,
  port: s.port,
  tls: s.tls,
  tls_verify: s.tlsVerify,
  login_user: s.loginUser ?? '',
  passwordSet: s.loginPassword !== undefined && s.loginPassword !== '',
  institution_id: s.institutionId,
  location_code: s.locationCode ?? '',
  encoding: s.encoding,
  field_separator: s.fieldSeparator,
  timeout_ms: s.timeoutMs,
  pin_is_validated: s.pinIsValidated,
});

/**
 * What the audit log records of a library's settings: everything but the password, which only says whether one
 * is stored. The names avoid the words the audit log drops as possible secrets (password, pin, ...).
 */
const auditSnapshot = (row: StoredPatronAuth | null) => {
  if (row === null) return null;
  const sip2 = row.sip2 && {
    host: row.sip2.host,
    port: row.sip2.port,
    tls: row.sip2.tls,
    tls_verify: row.sip2.tls_verify,
    login_user: row.sip2.login_user,
    login_credentials_stored: row.sip2PasswordSealed !== null,
    institution_id: row.sip2.institution_id,
    location_code: row.sip2.location_code,
    encoding: row.sip2.encoding,
    field_separator: row.sip2.field_separator,
    timeout_ms: row.sip2.timeout_ms,
    patron_code_checked: row.sip2.pin_is_validated,
  };
  return {
    mode: row.mode,
    sip2,
    card_rule_kind: row.cardRuleKind,
    card_rule: row.cardRule,
    keyboard: row.pinFormat,
  };
};

export interface PatronAuthSettingsDeps {
  repo: Pick<PatronAuthRepository, 'of' | 'save'>;
  systems: Pick<PatronSystems, 'managedByFile' | 'of'>;
  box: SecretBox;
  audit: Pick<AuditService, 'record'>;
  /** A library's settings were saved: every process reads them again (the change notices). */
  changed: () => Promise<void>;
}

/** A library's patron authentication in the operator console (docs/decisions/039). */
export function createPatronAuthSettings(deps: PatronAuthSettingsDeps) {
  async function view(libraryId: number): Promise<PatronAuthView> {
    const row = await deps.repo.of(libraryId);
    if (row === undefined) throw new AppError('LIBRARY_NOT_FOUND');
    if (deps.systems.managedByFile(libraryId)) {
      const system = await deps.systems.of(libraryId);
      return {
        libraryId,
        managedBy: 'file',
        mode: 'sip2',
        sip2: system.sip2 ? storedOf(system.sip2) : null,
        cardRuleKind: system.cardRuleKind,
        cardRule: system.cardRule,
        pinFormat: system.pinFormat,
      };
    }
    return {
      libraryId,
      managedBy: 'console',
      mode: row?.mode ?? 'directory',
      sip2: row?.sip2 ? { ...row.sip2, passwordSet: row.sip2PasswordSealed !== null } : null,
      cardRuleKind: row?.cardRuleKind ?? 'none',
      cardRule: row?.cardRule ?? '',
      pinFormat: row?.pinFormat ?? 'digits',
    };
  }

  /** The field errors of a save (VALIDATION_FAILED), given the stored row it would change. */
  function problems(input: PatronAuthInput, before: StoredPatronAuth | null): Record<string, string> {
    const fields: Record<string, string> = {};
    const rule = cardRuleProblem(input.cardRuleKind, input.cardRule);
    if (rule) fields['card_rule'] = rule;
    if (input.mode === 'directory') {
      if (input.pinFormat !== 'digits')
        fields['pin_format'] = "must be digits: the built-in directory's PINs are 4 to 8 digits";
      return fields;
    }
    const s = input.sip2;
    if (s.host === '') fields['sip2_host'] = 'is required for SIP2';
    const separator = s.field_separator;
    if (/[\r\n]/.test(separator)) fields['sip2_field_separator'] = 'must not be a line end';
    for (const [name, value] of [
      ['sip2_login_user', s.login_user],
      ['sip2_login_password', input.loginPassword],
      ['sip2_institution_id', s.institution_id],
      ['sip2_location_code', s.location_code],
    ] as const) {
      if (!isSip2SafeValue(value, separator))
        fields[name] = 'must not hold the field separator or a line end';
    }
    const keepsPassword = before?.sip2PasswordSealed != null && !input.clearLoginPassword;
    if (s.login_user !== '' && input.loginPassword === '' && !keepsPassword)
      fields['sip2_login_password'] ??= 'is required with a login user';
    return fields;
  }

  return {
    get: view,

    /**
     * Saves a library's settings with its audit entry in the same transaction, then tells every process. The
     * password is sealed here and is in neither the answer, the audit entry nor any log line.
     */
    async save(libraryId: number, input: PatronAuthInput, actor: AuditActor): Promise<PatronAuthView> {
      if ((await deps.repo.of(libraryId)) === undefined) throw new AppError('LIBRARY_NOT_FOUND');
      if (deps.systems.managedByFile(libraryId)) throw new AppError('PATRON_AUTH_MANAGED_BY_FILE');
      let changed = false;
      const saved = await deps.repo.save(
        libraryId,
        (before): PatronAuthFields => {
          const fields = problems(input, before);
          // Thrown inside the transaction: nothing is stored.
          if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
          const keepsSip2 = input.mode === 'directory';
          const password = keepsSip2
            ? (before?.sip2PasswordSealed ?? null)
            : input.clearLoginPassword
              ? null
              : input.loginPassword !== ''
                ? deps.box.seal(input.loginPassword)
                : (before?.sip2PasswordSealed ?? null);
          return {
            mode: input.mode,
            sip2: keepsSip2 ? (before?.sip2 ?? null) : input.sip2,
            sip2PasswordSealed: password,
            cardRuleKind: input.cardRuleKind,
            cardRule: input.cardRuleKind === 'none' ? '' : input.cardRule,
            pinFormat: input.pinFormat,
          };
        },
        async (tx, rows) => {
          const before = auditSnapshot(rows.before);
          const after = auditSnapshot(rows.after);
          const passwordChanged = rows.before?.sip2PasswordSealed !== rows.after.sip2PasswordSealed;
          if (JSON.stringify(before) === JSON.stringify(after) && !passwordChanged) return;
          changed = true;
          await deps.audit.record(
            {
              actor,
              libraryId,
              action: 'library.save_patron_auth',
              objectType: 'library',
              objectId: libraryId,
              before,
              after: passwordChanged && after ? { ...after, login_credentials_changed: true } : after,
            },
            tx,
          );
        },
      );
      if (!saved) throw new AppError('LIBRARY_NOT_FOUND');
      if (changed) await deps.changed();
      return view(libraryId);
    },
  };
}
export type PatronAuthSettings = ReturnType<typeof createPatronAuthSettings>;
