import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { text, type Lang } from './ui-text';

/*
 * Logging an operator in to the console (/{lang}/admin/) in journeys. A TOTP code works once per 30-second step
 * and operator, so journeys running in parallel must not share one operator's codes. Instead:
 *
 * - once per run, the demo operator logs in over the API (the code of this step, else of the next one) and that
 *   admin session is shared by every worker through a file in the run's data folder (E2E_DATA_DIR);
 * - each logInOperator call invites a fresh operator over that session, takes the link from the server's
 *   outbox, sets its password, enrols over the API with a code from the enrolment's secret, and then logs in
 *   through the login page with the next step's code. Nobody waits for a step to pass.
 *
 * The helper needs the server the e2e config starts (its outbox lives in E2E_DATA_DIR).
 */

export const demoOperator = { username: 'operator', password: 'operator-password-1' };
/** The demo operator's TOTP secret, as the README prints it. */
export const DEMO_TOTP_SECRET = 'FILMHYLLANDEMOOPERATORTOTPSECRET';
const STEP_MS = 30_000;

export type OperatorRole = 'admin' | 'editor' | 'support';

export function totpFor(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** A logged-in API session: the form fields every call carries. */
export interface ApiSession {
  portal_sessionid: string;
  portal_csrftoken: string;
}

/** An operator made for a journey, with what logs it in again (a recovery code works once, at any time). */
export interface JourneyOperator {
  username: string;
  password: string;
  email: string;
  role: OperatorRole;
  secret: string;
  recoveryCodes: string[];
}

const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('operator logins need the server the e2e config starts (E2E_DATA_DIR, its outbox)');
  return dir;
};

let api: APIRequestContext | undefined;
/** One API client per worker, at the project's base URL. */
async function apiClient(): Promise<APIRequestContext> {
  api ??= await request.newContext({ baseURL: test.info().project.use.baseURL });
  return api;
}

/** A new operator-portal session, not logged in. */
async function operatorPortalSession(client: APIRequestContext): Promise<ApiSession> {
  const started = await (
    await client.post('/api/init_portal_session', { form: { portal: 'operator' } })
  ).json();
  return { portal_sessionid: started.sessionid, portal_csrftoken: started.csrftoken };
}

/** Logs in over the API on a new session; undefined when the code was refused. */
async function apiLogIn(
  client: APIRequestContext,
  fields: Record<string, string>,
): Promise<ApiSession | undefined> {
  const response = await client.post('/api/operator/operator/login', {
    form: { ...(await operatorPortalSession(client)), ...fields },
  });
  const body = await response.json();
  if (!response.ok() || !body.new_sessionid) return undefined;
  return { portal_sessionid: body.new_sessionid, portal_csrftoken: body.new_csrftoken };
}

/** The demo operator over the API: this step's code, else the next step's (one of them is always unused). */
async function logInDemoOperator(client: APIRequestContext): Promise<ApiSession> {
  const totp = totpFor(DEMO_TOTP_SECRET);
  for (const offset of [0, STEP_MS]) {
    const session = await apiLogIn(client, {
      ...demoOperator,
      totp_code: totp.generate({ timestamp: Date.now() + offset }),
    });
    if (session) return session;
  }
  throw new Error('the demo operator could not log in over the API');
}

let adminSession: Promise<ApiSession> | undefined;
/**
 * The run's shared admin API session: the first worker to take the lock file logs the demo operator in and
 * writes the session beside it; the others read it (a session's CSRF token stays until it is renewed).
 */
export async function operatorAdminApi(): Promise<{ client: APIRequestContext; session: ApiSession }> {
  adminSession ??= (async () => {
    const file = join(dataDir(), 'operator-admin-session.json');
    let locked = false;
    try {
      closeSync(openSync(`${file}.lock`, 'wx'));
      locked = true;
    } catch {
      // Another worker is logging in; its session is read below.
    }
    if (locked) {
      const written = `${file}.${process.pid}`;
      try {
        writeFileSync(written, JSON.stringify(await logInDemoOperator(await apiClient())));
      } catch (error) {
        writeFileSync(written, JSON.stringify({ error: String(error) }));
      }
      renameSync(written, file);
    }
    await expect.poll(() => existsSync(file), { timeout: 20_000 }).toBe(true);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    if (stored.error) throw new Error(`the shared operator session failed: ${stored.error}`);
    return stored as ApiSession;
  })();
  return { client: await apiClient(), session: await adminSession };
}

/** The e-mails in the server's outbox to an address, decoded (quoted-printable, UTF-8), oldest first. */
export function outboxTo(address: string): string[] {
  const outbox = join(dataDir(), 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${address}`))
    .map((raw) => {
      const bytes = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/** The newest operator invitation link mailed to an address (waits for the mail). */
export async function mailedOperatorLink(address: string): Promise<URL> {
  const linkIn = (mail: string) => /https?:\/\/\S+\/admin\/set-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  await expect.poll(() => outboxTo(address).some((mail) => linkIn(mail)), { timeout: 10_000 }).toBe(true);
  return new URL(linkIn(outboxTo(address).findLast((mail) => linkIn(mail))!)!);
}

let created = 0;
/** A username no other worker or run picks: worker, time and a counter. */
export function uniqueOperatorName(prefix = 'e2e'): string {
  created += 1;
  return `${prefix}.w${test.info().parallelIndex}.${Date.now().toString(36)}.${created}`;
}

/**
 * A new operator of `role`, invited over the shared admin session, its password set from the mailed link and
 * two-factor login enrolled over the API (the enrolment's first code, of this step, is used).
 */
export async function createJourneyOperator(role: OperatorRole = 'admin'): Promise<JourneyOperator> {
  return (await enrolJourneyOperator(role)).operator;
}

/** createJourneyOperator's operator with the logged-in API session its enrolment ended with. */
async function enrolJourneyOperator(
  role: OperatorRole,
): Promise<{ operator: JourneyOperator; session: ApiSession }> {
  const { client, session } = await operatorAdminApi();
  const username = uniqueOperatorName();
  const email = `${username}@operators.example`;
  const password = `journey-password-${username}`;
  const invited = await client.post('/api/operator/operator/invite_operator', {
    form: { ...session, username, email, role, language: 'en' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = (await mailedOperatorLink(email)).pathname.split('/').pop()!;
  const set = await client.post('/api/operator/operator/set_password', {
    form: { ...(await operatorPortalSession(client)), token, new_password: password },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const enrolment = (
    await (
      await client.post('/api/operator/operator/login', {
        form: { ...(await operatorPortalSession(client)), username, password },
      })
    ).json()
  ).enrolment;
  const secret = enrolment.secret as string;
  const confirmed = await apiLogIn(client, { username, password, totp_code: totpFor(secret).generate() });
  expect(confirmed, 'the new operator confirms the enrolment').toBeDefined();
  return {
    operator: { username, password, email, role, secret, recoveryCodes: enrolment.recovery_codes },
    session: confirmed!,
  };
}

/**
 * Logs a fresh operator (an admin unless `role` says otherwise) in through the console's login page and waits
 * for the console. The operator is the caller's alone, so its codes collide with no other journey's.
 */
export async function logInOperator(
  page: Page,
  lang: Lang,
  options: { role?: OperatorRole } = {},
): Promise<JourneyOperator> {
  // Making the operator (invitation, password, enrolment) is setup, not the journey: it gets time of its own.
  test.setTimeout(test.info().timeout + 20_000);
  const operator = await createJourneyOperator(options.role ?? 'admin');
  await page.goto(`/${lang}/admin/`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/login\\?next=`));
  await page.getByLabel(text(lang, 'username')).fill(operator.username);
  await page.getByLabel(text(lang, 'password')).fill(operator.password);
  await page.getByRole('button', { name: text(lang, 'operator_continue') }).click();
  // The enrolment used this step's code: the next step's is unused (the server accepts one step either side).
  const code = totpFor(operator.secret).generate({ timestamp: Date.now() + STEP_MS });
  await page.getByLabel(text(lang, 'operator_totp_code')).fill(code);
  await page.getByRole('button', { name: text(lang, 'log_in') }).click();
  await page.waitForURL(new RegExp(`/${lang}/admin/$`));
  return operator;
}

/**
 * For the journeys that are not about logging in: a fresh operator (an admin unless `role` says otherwise), made
 * like logInOperator's, whose logged-in API session (the enrolment's login) is put in the browser's session
 * cookies, as the console keeps it; then the console opens. It skips the login page's two steps, which
 * operator-console.spec.ts walks through. The session is the journey's own: no other journey renews its CSRF token
 * or logs it out.
 */
export async function openConsoleAs(
  page: Page,
  lang: Lang,
  options: { role?: OperatorRole } = {},
): Promise<JourneyOperator> {
  test.setTimeout(test.info().timeout + 20_000);
  const { operator, session } = await enrolJourneyOperator(options.role ?? 'admin');
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'operator_portal_sessionid', value: session.portal_sessionid, url },
    { name: 'operator_portal_csrftoken', value: session.portal_csrftoken, url },
  ]);
  await page.goto(`/${lang}/admin/`);
  await expect(page.getByRole('button', { name: new RegExp(`^${text(lang, 'log_out')}`) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/$`));
  return operator;
}
