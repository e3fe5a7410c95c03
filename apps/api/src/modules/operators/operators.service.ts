import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/keyed-hash';
import { hashPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import type { AuditSnapshot } from '../audit/audit.repository';
import type { AuditService } from '../audit/audit.service';
import type { CredentialCheck } from '../auth/credentials';
import type { GuessLimiter } from '../auth/guess-limiter';
import type { Session, SessionService } from '../session/session.service';
import type { OperatorRow, OperatorsRepository } from './operators.repository';
import { enrolmentOf, newRecoveryCodes, newTotpSecret, normalRecoveryCode, totpStep } from './totp';

/** The secret box purpose of operators' TOTP secrets: their key opens nothing else. */
export const OPERATOR_TOTP_PURPOSE = 'operator-totp-secret';

export interface OperatorAccount {
  username: string;
  role: OperatorRole;
}

/** What an operator scans and keeps when enrolling an authenticator app (shown once). */
export interface TotpEnrolment {
  otpauthUri: string;
  qrSvg: string;
  secret: string;
  recoveryCodes: string[];
}

export interface OperatorsServiceDeps {
  repo: OperatorsRepository;
  sessions: Pick<SessionService, 'logIn' | 'logOut'>;
  passwordMatches: CredentialCheck;
  /** Failed logins per username (the per-account guessing limit); a wrong code counts as one. */
  guesses: GuessLimiter;
  /** Seals the TOTP secrets (OPERATOR_TOTP_PURPOSE). */
  totpBox: SecretBox;
  /** Records the confirmation of an enrolment and the use of a recovery code (never the code). */
  audit: Pick<AuditService, 'record'>;
  /** The time codes are checked against. */
  clock?: () => Date;
}

const recoveryCodeHash = (code: string): string =>
  sha256Hex(`operator-recovery\0${normalRecoveryCode(code)}`);

/**
 * The operators (the service's own staff) and their two-factor login (docs/decisions/031). The password alone
 * never logs in: an enrolled operator adds a TOTP code or a recovery code; one not yet enrolled is answered with
 * a new enrolment, and the first valid code from it confirms it and logs in.
 */
export function createOperatorsService(deps: OperatorsServiceDeps) {
  const { repo, totpBox } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function enrol(row: Pick<OperatorRow, 'id' | 'username'>): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    const recoveryCodes = newRecoveryCodes();
    await repo.startEnrolment(row.id, totpBox.seal(secret), recoveryCodes.map(recoveryCodeHash));
    const { uri, qrSvg } = await enrolmentOf(secret, row.username);
    return { otpauthUri: uri, qrSvg, secret, recoveryCodes };
  }

  /** A code from the secret, of a step after the last one used (and now used): the second factor holds. */
  async function codeHolds(row: OperatorRow, code: string): Promise<boolean> {
    if (row.totpSecretSealed === null) return false;
    const now = clock();
    const step = totpStep(totpBox.open(row.totpSecretSealed), code, now);
    return step !== null && (await repo.useStep(row.id, step, now));
  }

  return {
    async login(
      session: Session,
      input: {
        username: string;
        password: string;
        totpCode?: string | undefined;
        recoveryCode?: string | undefined;
        /** The caller's address, for the audit log. */
        address?: string;
      },
    ): Promise<
      | { kind: 'enrolment'; enrolment: TotpEnrolment }
      | { kind: 'login'; operator: OperatorAccount; sessionid: string; csrftoken: string }
    > {
      if (session.portal !== 'operator') throw new AppError('FORBIDDEN');
      // Counted by the name typed, whether or not such an operator exists, apart from other portals' names.
      const guess = await deps.guesses.begin(`operator\0${input.username.toLowerCase()}`);
      const row = await repo.findByUsername(input.username);
      if (!(await deps.passwordMatches(input.password, row?.passwordHash ?? undefined)) || !row) {
        throw new AppError('WRONG_USERNAME_OR_PASSWORD');
      }
      const confirmed = row.totpConfirmedAt !== null;
      if (input.totpCode !== undefined) {
        if (!(await codeHolds(row, input.totpCode))) throw new AppError('WRONG_TOTP_CODE');
      } else if (input.recoveryCode !== undefined && confirmed) {
        if (!(await repo.useRecoveryCode(row.id, recoveryCodeHash(input.recoveryCode), clock()))) {
          throw new AppError('WRONG_TOTP_CODE');
        }
      } else if (input.recoveryCode !== undefined) {
        // Recovery codes hold only once an enrolment is confirmed.
        throw new AppError('WRONG_TOTP_CODE');
      } else {
        // The password was right: asking for the second factor is no failed guess.
        await guess.succeeded();
        if (confirmed) throw new AppError('TOTP_REQUIRED');
        return { kind: 'enrolment', enrolment: await enrol(row) };
      }
      await guess.succeeded();
      const actor = {
        portal: 'operator' as const,
        id: row.id,
        username: row.username,
        address: input.address ?? '',
      };
      const twoFactor = (action: string, before: AuditSnapshot, after: AuditSnapshot) =>
        deps.audit.record({
          actor,
          libraryId: null,
          action,
          objectType: 'operator',
          objectId: row.id,
          before,
          after,
        });
      if (!confirmed) {
        await twoFactor(
          'operator.confirm_two_factor',
          { two_factor: 'not_enrolled' },
          { two_factor: 'enrolled' },
        );
      } else if (input.totpCode === undefined) {
        const left = await repo.unusedRecoveryCodes(row.id);
        await twoFactor(
          'operator.use_recovery_code',
          { spare_codes_left: left + 1 },
          { spare_codes_left: left },
        );
      }
      const now = clock();
      await repo.recordLogin(row.id, now);
      const { sessionid, csrftoken } = await deps.sessions.logIn(session, {
        userId: null,
        librarianId: null,
        operatorId: row.id,
      });
      return { kind: 'login', operator: { username: row.username, role: row.role }, sessionid, csrftoken };
    },

    /** Ends the login; answers the session's new CSRF token. */
    async logout(session: Session): Promise<{ csrftoken: string }> {
      return { csrftoken: await deps.sessions.logOut(session) };
    },

    async current(session: Session): Promise<OperatorAccount> {
      const row = session.operatorId === null ? undefined : await repo.findById(session.operatorId);
      if (!row) throw new AppError('LOGIN_REQUIRED');
      return row;
    },

    /**
     * A new operator of a real deployment (operator:create): a random temporary password and an enrolment,
     * which its first login confirms with a code. EXISTING_USER when the username is taken.
     */
    async create(
      username: string,
      role: OperatorRole,
    ): Promise<{ password: string; enrolment: TotpEnrolment }> {
      const password = randomBytes(15).toString('base64url');
      const id = await repo.insert({ username, passwordHash: await hashPassword(password), role });
      if (id === undefined) throw new AppError('EXISTING_USER');
      return { password, enrolment: await enrol({ id, username }) };
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
