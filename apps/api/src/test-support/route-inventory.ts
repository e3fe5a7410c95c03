import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Endpoint } from '@filmhyllan/contract';
import { queryRows, type Database } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { startSession } from './test-app';
import {
  fixtureLibrarians,
  loginCustomer,
  loginLibrarian,
  loginOperator,
  type ClientSession,
} from './account-fixtures';

/*
 * Helpers of the route-inventory tests: roles to call with, a request that passes each endpoint's input rules,
 * and a fingerprint of every row in the database to prove that a refused call changed nothing.
 */

/** A wire value: one string, or several (a repeated key). */
export type WireValue = string | readonly string[];
export type WireFields = Record<string, WireValue>;

/** Calls an endpoint as the web app would: GET with the session id in the query, POST with a form body. */
export function call(
  app: FastifyInstance,
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  session: Partial<ClientSession> | null,
  fields: WireFields = {},
): Promise<LightMyRequestResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) params.append(key, item);
  }
  if (session?.sessionid !== undefined) params.set('portal_sessionid', session.sessionid);
  if (endpoint.method === 'GET') {
    const search = params.toString();
    return app.inject({ method: 'GET', url: `/api${endpoint.path}${search ? `?${search}` : ''}` });
  }
  if (session?.csrftoken !== undefined) params.set('portal_csrftoken', session.csrftoken);
  return app.inject({
    method: 'POST',
    url: `/api${endpoint.path}`,
    payload: params.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Keeps a session usable after a call that rotated its id or CSRF token (login, renew, change password). */
export function follow(session: ClientSession, res: LightMyRequestResponse): void {
  if (res.statusCode !== 200 || !res.headers['content-type']?.toString().startsWith('application/json'))
    return;
  const body = res.json() as Record<string, unknown>;
  if (typeof body.new_sessionid === 'string') session.sessionid = body.new_sessionid;
  if (typeof body.new_csrftoken === 'string') session.csrftoken = body.new_csrftoken;
  else if (typeof body.csrftoken === 'string' && typeof body.sessionid !== 'string') {
    session.csrftoken = body.csrftoken;
  }
}

/**
 * Input every endpoint accepts (by its contract name), on the loan fixtures: the call gets past its input rules
 * to its handler. Calls that would end the caller's account or create one get input their rules refuse (still
 * past the session check, which comes first). Endpoints not named here are called with no fields.
 */
export const validInput: Record<string, WireFields> = {
  initPortalSession: { portal: 'customer' },
  getAllLibraries: { country: 'se' },
  getLibrary: { library_id: '1' },
  getBranding: { library_id: '1' },
  saveBranding: { library_id: '1', display_name: 'Stadsbiblioteket', font_family: 'georgia' },
  uploadLogo: {
    library_id: '1',
    // A 1 x 1 PNG.
    logo: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  },
  getFilterOptions: { library_id: '1' },
  getGroupTitles: { group_id: '1', library_id: '1' },
  getNewTitles: { country_iso: 'se' },
  getSelectedTitles: { library_id: '1', country_iso: 'se' },
  getSelectedTitlesByLibrary: { library_id: '1', country_iso: 'se' },
  getTitle: { title_id: '100' },
  getTitleSuggestions: { library_id: '1', title_id: '100' },
  getTitles: { library_id: '1', country_iso: 'se' },
  getSearchSuggestions: { library_id: '1', search: 'is' },
  getTheme: { theme_id: '1', library_id: '1', country_iso: 'se' },
  getThemes: { library_id: '1', country_iso: 'se' },
  ehubLoan: { access_token: 'a.b' },
  getCurrentMonthLoansLeft: { card_number: '11111111', pin_code: '1234', library_id: '1' },
  getWatchPosition: { title_id: '100' },
  getRunningLoans: { library_id: '1' },
  loan: { card_number: '11111111', pin_code: '1234', library_id: '1', title_id: '100' },
  saveWatchPosition: { title_id: '100', position_seconds: '10' },
  addFavourite: { title_id: '100', library_id: '1' },
  removeFavourite: { title_id: '100' },
  changePassword: { token: 'not-a-reset-token', new_password: 'a-new-password-1' },
  login: { username: 'nobody', password: 'not-the-password' },
  recoverWithEmail: { email: 'nobody@example.com', language: 'en' },
  createSavedCard: { card_number: '11111111', pin_code: '1234', library_id: '1' },
  removeSavedCard: { library_id: '2' },
  setKeepLoanHistory: { keep: 'false' },
  checkSubscriberExists: { include_status: 'true' },
  exportStatistics: { table: 'daily' },
  exportMarc: { format: 'marcxml' },
  exportCounterReport: { begin_month: '2026-01', end_month: '2026-03' },
  librarianLogin: { username: 'nobody', password: 'not-the-password' },
  setTitleExcluded: { title_id: '101', excluded: 'true' },
  getConfig: { site_lang: 'en' },
  getCountryConfig: { country_code: 'se' },
  createApiToken: { name: 'Inventory script' },
  revokeApiToken: { token_id: '1' },
};

/** The codes of the session checks: a call answered with one of them never reached its handler. */
export const ACCESS_CODES = [
  'SESSION_REQUIRED',
  'SESSION_INVALID',
  'CSRF_INVALID',
  'LOGIN_REQUIRED',
] as const;

export const errorCode = (res: LightMyRequestResponse): string | undefined => {
  if (!res.headers['content-type']?.toString().startsWith('application/json')) return undefined;
  const body = res.json() as { error?: { code?: string } };
  return body.error?.code;
};

/** Who calls: no session, the portals' anonymous sessions, two customers, librarians of two libraries. */
export type Role =
  | 'no session'
  | 'anonymous customer'
  | 'anonymous librarian portal'
  | 'user'
  | 'another user'
  | 'librarian of library 1'
  | 'librarian of library 2'
  | 'anonymous operator portal'
  | 'admin operator'
  | 'support operator';

export const roles: readonly Role[] = [
  'no session',
  'anonymous customer',
  'anonymous librarian portal',
  'user',
  'another user',
  'librarian of library 1',
  'librarian of library 2',
  'anonymous operator portal',
  'admin operator',
  'support operator',
];

/** The operator role of a role that is an operator's. */
const operatorRoleOf: Partial<Record<Role, 'admin' | 'support'>> = {
  'admin operator': 'admin',
  'support operator': 'support',
};

/** What the contract's access level lets a role do: pass, or the code it is refused with. */
export function expectedAccess(
  endpoint: Pick<Endpoint, 'access' | 'roles'>,
  role: Role,
): 'allowed' | (typeof ACCESS_CODES)[number] | 'FORBIDDEN' {
  const { access } = endpoint;
  if (access === 'none') return 'allowed';
  if (role === 'no session') return 'SESSION_REQUIRED';
  if (access === 'session') return 'allowed';
  if (access === 'user') return role === 'user' || role === 'another user' ? 'allowed' : 'LOGIN_REQUIRED';
  if (access === 'operator') {
    const operatorRole = operatorRoleOf[role];
    if (operatorRole === undefined) return 'LOGIN_REQUIRED';
    return !endpoint.roles || endpoint.roles.includes(operatorRole) ? 'allowed' : 'FORBIDDEN';
  }
  return role.startsWith('librarian of') ? 'allowed' : 'LOGIN_REQUIRED';
}

/** Customers the tests log in as; all share one password (one scrypt hash). */
export const EXTRA_PASSWORD = 'extra-password-1';

/** Adds customers (username, e-mail `<username>@example.com`) who log in with EXTRA_PASSWORD. */
export async function addCustomers(db: Database, usernames: readonly string[]): Promise<void> {
  const passwordHash = await hashPassword(EXTRA_PASSWORD);
  await db
    .insert(s.users)
    .values(usernames.map((username) => ({ username, email: `${username}@example.com`, passwordHash })));
}

/** A new session for a role ('user' is ulla, 'another user' is `otherUsername`). */
export async function sessionFor(
  app: FastifyInstance,
  role: Role,
  users: { user: [string, string]; other: [string, string] },
): Promise<ClientSession | null> {
  switch (role) {
    case 'no session':
      return null;
    case 'anonymous customer':
      return startSession(app, 'customer');
    case 'anonymous librarian portal':
      return startSession(app, 'librarian');
    case 'user':
      return loginCustomer(app, ...users.user);
    case 'another user':
      return loginCustomer(app, ...users.other);
    case 'librarian of library 1':
      return loginLibrarian(app, fixtureLibrarians.stockholm.username);
    case 'librarian of library 2':
      return loginLibrarian(app, fixtureLibrarians.angelholm.username);
    case 'anonymous operator portal':
      return startSession(app, 'operator');
    case 'admin operator':
      return loginOperator(app, 'admin');
    case 'support operator':
      return loginOperator(app, 'support');
  }
}

/**
 * Columns that change on a call that is refused or only reads: a session's last_seen_at is touched when the
 * session is looked up (at most once a minute, session.service), whatever the call then answers.
 */
const VOLATILE_COLUMNS = ['last_seen_at'];

/** One fingerprint per table of the database's schema: its row count and a hash of every row. */
export type Fingerprint = Record<string, string>;

export async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Reads the fingerprint of every table in one statement. */
export function fingerprinter(db: Database, tables: readonly string[]): () => Promise<Fingerprint> {
  const drop = VOLATILE_COLUMNS.map((c) => ` - '${c}'`).join('');
  const query = tables
    .map((table) => {
      const row = `(to_jsonb(x)${drop})::text`;
      return `select '${table}' as t, count(*) || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') as h from "${table}" x`;
    })
    .join(' union all ');
  return async () => {
    const rows = await queryRows<{ t: string; h: string }>(db, sql.raw(query));
    return Object.fromEntries(rows.map((r) => [r.t, r.h]));
  };
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
