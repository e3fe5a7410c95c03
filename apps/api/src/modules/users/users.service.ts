import { randomBytes } from 'node:crypto';
import {
  PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
  registrationFieldErrors,
  type AccountFieldErrors,
  type CountryIso,
  type Language,
  type UpperCountryIso,
} from '@filmhyllan/contract';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/keyed-hash';
import { hashPassword } from '../../lib/passwords';
import type { CredentialCheck } from '../auth/credentials';
import type { GuessLimiter } from '../auth/guess-limiter';
import type { SiteUrl } from '../configuration/site-url';
import { sendInBackground, type MailLog, type Mailer } from '../mail/mailer';
import type { SavedCardRef } from '../saved-cards/saved-cards.service';
import type { Session, SessionService } from '../session/session.service';
import { passwordResetMail, resetLink } from './password-reset-mail';
import { uniqueViolation, type UserRow, type UsersRepository } from './users.repository';

/** Reset links one account may have working at once: more requests within the hour send nothing. */
export const MAX_LIVE_RESET_TOKENS = 3;

const FIELD_ORDER = ['username', 'email', 'password', 'first_name', 'last_name'] as const;

/** A refusal naming every failing account field; the code is the first one's (contract user.ts). */
function fieldErrors(
  errors: AccountFieldErrors,
  rename: Partial<Record<string, string>> = {},
): AppError | null {
  const failing = FIELD_ORDER.filter((field) => errors[field] !== undefined);
  if (failing.length === 0) return null;
  const fields: Record<string, string> = {};
  for (const field of failing) fields[rename[field] ?? field] = errors[field]!;
  return new AppError(errors[failing[0]!]!, { fields });
}

/** A customer account as it is shown: who it is. */
export interface Account {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The settings a customer edits on their profile. */
export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD */
  birthdate: string | null;
  childrenMode: boolean;
  countryIso: CountryIso;
  /** Subscribed to the newsletter (the subscriptions module's row for the address). */
  newsletter: boolean;
}

/** A new session id and CSRF token the client must store from now on. */
export interface NewSession {
  sessionid: string;
  csrftoken: string;
}

const toAccount = (row: UserRow): Account => ({
  username: row.username,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
});

export interface UsersServiceDeps {
  repo: UsersRepository;
  sessions: SessionService;
  passwordMatches: CredentialCheck;
  /** Failed logins per username and wrong current passwords per user (the per-account guessing limit). */
  guesses: GuessLimiter;
  /** The user's saved library cards (saved-cards module). */
  savedCards: (userId: number) => Promise<SavedCardRef[]>;
  mailer: Mailer;
  log: MailLog;
  /** Base of links in e-mails: PUBLIC_URL, else the country's default_url. */
  siteUrl: SiteUrl;
  clock?: () => Date;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { repo, sessions } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function currentUser(session: Session): Promise<UserRow> {
    const row = session.userId === null ? undefined : await repo.findById(session.userId);
    if (!row) throw new AppError('LOGIN_REQUIRED');
    return row;
  }

  async function profileOf(row: UserRow): Promise<Profile> {
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      birthdate: row.birthdate,
      childrenMode: row.childrenMode,
      countryIso: row.countryIso as CountryIso,
      newsletter: await repo.isSubscribed(row.email),
    };
  }

  /** Logs the session in as the user under a new id. */
  async function logIn(session: Session, userId: number): Promise<NewSession> {
    const { sessionid, csrftoken } = await sessions.logIn(session, { userId, librarianId: null });
    return { sessionid, csrftoken };
  }

  /** Maps a unique index hit (two registrations racing) to the field code it means. */
  function existingField(error: unknown): AppError | null {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) return null;
    return constraint.includes('email')
      ? new AppError('EXISTING_EMAIL', { fields: { email: 'EXISTING_EMAIL' } })
      : new AppError('EXISTING_USER', { fields: { username: 'EXISTING_USER' } });
  }

  return {
    async login(
      session: Session,
      username: string,
      password: string,
    ): Promise<{ account: Account; session: NewSession }> {
      if (session.portal !== 'customer') throw new AppError('FORBIDDEN');
      // Counted by the name typed, whether or not such an account exists, so the limit tells nothing either.
      const guess = await deps.guesses.begin(`customer\0${username.toLowerCase()}`);
      const row = await repo.findByUsername(username);
      // A password is checked even without an account, so the answer takes as long as for any other.
      const matches = await deps.passwordMatches(password, row?.passwordHash);
      if (!row || !matches) throw new AppError('WRONG_USERNAME_OR_PASSWORD');
      await guess.succeeded();
      return { account: toAccount(row), session: await logIn(session, row.id) };
    },

    /** Ends the login; answers the session's new CSRF token. */
    async logout(session: Session): Promise<{ csrftoken: string }> {
      return { csrftoken: await sessions.logOut(session) };
    },

    async register(
      session: Session,
      input: {
        username: string;
        email: string;
        password: string;
        firstName: string;
        lastName: string;
        logUserInAfterRegister: boolean;
        countryIso: CountryIso;
        subscribeNewsletter: boolean;
      },
    ): Promise<{ account: Account; session: NewSession | null }> {
      if (session.portal !== 'customer') throw new AppError('FORBIDDEN');
      const errors = registrationFieldErrors({
        username: input.username,
        email: input.email,
        password: input.password,
        first_name: input.firstName,
        last_name: input.lastName,
      });
      if (!errors.username && (await repo.usernameTaken(input.username))) errors.username = 'EXISTING_USER';
      if (!errors.email && (await repo.emailTaken(input.email))) errors.email = 'EXISTING_EMAIL';
      const refusal = fieldErrors(errors);
      if (refusal) throw refusal;

      let row: UserRow;
      try {
        row = await repo.create(
          {
            username: input.username,
            email: input.email,
            passwordHash: await hashPassword(input.password),
            firstName: input.firstName,
            lastName: input.lastName,
            countryIso: input.countryIso,
            newsletter: input.subscribeNewsletter,
          },
          input.subscribeNewsletter ? input.countryIso.toUpperCase() : null,
        );
      } catch (error) {
        throw existingField(error) ?? error;
      }
      return {
        account: toAccount(row),
        session: input.logUserInAfterRegister ? await logIn(session, row.id) : null,
      };
    },

    async userData(
      session: Session,
    ): Promise<{ account: Account; profile: Profile; savedCards: SavedCardRef[] }> {
      const row = await currentUser(session);
      const [profile, savedCards] = await Promise.all([profileOf(row), deps.savedCards(row.id)]);
      return { account: toAccount(row), profile, savedCards };
    },

    async updateProfile(
      session: Session,
      input: {
        firstName: string;
        lastName: string;
        email: string;
        birthdate: string | null;
        childrenMode: boolean;
        country: UpperCountryIso;
        newsletter: boolean;
      },
    ): Promise<{ account: Account; profile: Profile }> {
      const current = await currentUser(session);
      const errors = registrationFieldErrors({
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
      });
      if (!errors.email && (await repo.emailTaken(input.email, current.id))) errors.email = 'EXISTING_EMAIL';
      const refusal = fieldErrors(errors);
      if (refusal) throw refusal;
      let row: UserRow;
      try {
        row = await repo.updateProfile(current.id, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          birthdate: input.birthdate,
          childrenMode: input.childrenMode,
          countryIso: input.country.toLowerCase(),
          newsletter: input.newsletter,
        });
      } catch (error) {
        throw existingField(error) ?? error;
      }
      return { account: toAccount(row), profile: await profileOf(row) };
    },

    /** With the current password (logged in) or a reset token (from the e-mail); see contract changePassword. */
    async changePassword(
      session: Session,
      input: { password: string | null; token: string | null; newPassword: string },
    ): Promise<void> {
      if ((input.password === null) === (input.token === null)) {
        const message = 'give either the current password or a reset token';
        throw new AppError('VALIDATION_FAILED', { fields: { password: message, token: message } });
      }
      if (registrationFieldErrors({ password: input.newPassword }).password) {
        throw new AppError('INVALID_PASSWORD', { fields: { new_password: 'INVALID_PASSWORD' } });
      }
      if (input.password !== null) {
        const row = await currentUser(session);
        // Someone at an unlocked, logged-in screen may not guess the password without bound either.
        const guess = await deps.guesses.begin(`password\0${row.id}`);
        if (!(await deps.passwordMatches(input.password, row.passwordHash))) {
          throw new AppError('WRONG_PASSWORD', { fields: { password: 'WRONG_PASSWORD' } });
        }
        await guess.succeeded();
        await repo.setPassword(row.id, await hashPassword(input.newPassword), session.idHash);
        sessions.userSessionsEnded(row.id);
        return;
      }
      const userId = await repo.resetPassword(
        sha256Hex(input.token!),
        await hashPassword(input.newPassword),
        clock(),
        session.idHash,
      );
      if (userId === null) throw new AppError('INVALID_RESET_TOKEN');
      sessions.userSessionsEnded(userId);
    },

    /** Deletes the account and what it stored (docs/decisions/025); the caller's session goes on, anonymous. */
    async deleteAccount(session: Session): Promise<{ csrftoken: string }> {
      const row = await currentUser(session);
      await repo.erase(row.id, session.idHash);
      sessions.userSessionsEnded(row.id);
      return { csrftoken: await sessions.logOut(session) };
    },

    /**
     * Sends a reset link when a live account has this address; does nothing otherwise, and the caller answers
     * success either way. The token is 256 random bits; only its SHA-256 is stored.
     */
    async recoverWithEmail(email: string, language: Language): Promise<void> {
      const row = await repo.findByEmail(email);
      if (!row) return;
      const now = clock();
      if ((await repo.liveResetTokens(row.id, now)) >= MAX_LIVE_RESET_TOKENS) {
        deps.log.info({ userId: row.id }, 'password reset not sent: too many links requested this hour');
        return;
      }
      const [base, languages] = await Promise.all([
        deps.siteUrl(row.countryIso),
        repo.countryLanguages(row.countryIso),
      ]);
      if (!base) throw new Error(`no default_url for country ${row.countryIso}`);
      // A language the user's country site does not have would open a page that does not exist there.
      const siteLanguages = (languages ?? []) as Language[];
      const linkLanguage = siteLanguages.length === 0 || siteLanguages.includes(language) ? language : 'en';

      const token = randomBytes(32).toString('base64url');
      await repo.insertResetToken(
        sha256Hex(token),
        row.id,
        new Date(now.getTime() + PASSWORD_RESET_TOKEN_LIFETIME_SECONDS * 1000),
      );
      const mail = passwordResetMail(language, row, resetLink(base, linkLanguage, token));
      sendInBackground(deps.mailer, { to: row.email, ...mail }, deps.log);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
