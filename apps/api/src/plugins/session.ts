import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import {
  UPLOAD_CSRF_HEADER,
  UPLOAD_SESSION_HEADER,
  type Access,
  type ApiTokenScope,
  type OperatorRole,
} from '@filmhyllan/contract';
import { AppError } from '../lib/app-error';
import type { ApiTokensService } from '../modules/api-tokens/api-tokens.service';
import type { ApiTokenHolder } from '../modules/api-tokens/api-tokens.repository';
import type { Session, SessionCredentials, SessionService } from '../modules/session/session.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; routes without it are not session-checked (health, docs, static files). */
    access?: Access;
    /**
     * A POST with access 'session' whose handler checks the session in its own statements (the loan, decision
     * 016): the plugin checks only that the fields are there and leaves their hashes in `portalCredentials`.
     */
    sessionInHandler?: boolean;
    /** Access 'operator': the roles that may call the route (the endpoint's `roles`); absent, any operator. */
    operatorRoles?: readonly OperatorRole[];
    /**
     * Access 'operator': a bearer API token with this scope may call the route instead of a session (the
     * endpoint's `tokenScope`, docs/decisions/050); absent, a bearer token is refused.
     */
    tokenScope?: ApiTokenScope;
    /**
     * The session id and CSRF token come in the headers X-Portal-Sessionid and X-Portal-Csrftoken, not in the
     * query or body (the tus upload endpoint, whose body is the file).
     */
    sessionInHeaders?: boolean;
  }
  interface FastifyRequest {
    /**
     * The caller's portal session; set for every route whose access is not 'none' (for a `sessionInHandler`
     * route, by its handler once it knows the session).
     */
    portalSession: Session | null;
    /** A `sessionInHandler` route's session id and CSRF token, hashed. */
    portalCredentials: SessionCredentials | null;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The token of `Authorization: Bearer <token>`, or undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization === undefined) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? '';
}

/** What a request made with an API token carries as its session: the token's operator, no portal session. */
const tokenSession = (holder: ApiTokenHolder): Session => ({
  idHash: `api-token:${holder.tokenId}`,
  portal: 'operator',
  userId: null,
  librarianId: null,
  operatorId: holder.operatorId,
  operatorRole: holder.operatorRole,
  childMode: false,
  userChildrenMode: false,
  hasLoans: false,
  apiTokenId: holder.tokenId,
});

const field = (source: unknown, name: string): string | undefined => {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The session protocol of the spec (sections 4, 6, 7): GET calls carry the session id as the query parameter
 * portal_sessionid; other calls carry portal_sessionid and portal_csrftoken as body fields.
 * Unknown or expired session: 401 SESSION_INVALID. Non-GET without the session's CSRF token: 403 CSRF_INVALID.
 * Runs before input validation, so an unauthenticated caller learns nothing about a route's input rules.
 */
export const sessionPlugin = fp<{
  sessions: SessionService;
  /** Checks bearer API tokens; without it every bearer token is TOKEN_INVALID. */
  apiTokens?: Pick<ApiTokensService, 'holder'>;
}>(async (app, { sessions, apiTokens }) => {
  app.decorateRequest('portalSession', null);
  app.decorateRequest('portalCredentials', null);

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'none') return;
    const config = request.routeOptions.config;
    const token = bearerToken(request);
    if (token !== undefined) {
      // A script's API token (docs/decisions/050): no cookie is involved, so no CSRF token either.
      if (access !== 'operator' || config.tokenScope === undefined) throw new AppError('FORBIDDEN');
      if (!apiTokens) throw new AppError('TOKEN_INVALID');
      const holder = await apiTokens.holder(token);
      if (!holder.scopes.includes(config.tokenScope)) throw new AppError('FORBIDDEN');
      if (config.operatorRoles && !config.operatorRoles.includes(holder.operatorRole)) {
        throw new AppError('FORBIDDEN');
      }
      request.portalSession = tokenSession(holder);
      return;
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    const source = isRead ? request.query : request.body;
    const inHeaders = config.sessionInHeaders === true;
    const sessionid = inHeaders ? header(request, UPLOAD_SESSION_HEADER) : field(source, 'portal_sessionid');
    if (!sessionid) throw new AppError('SESSION_REQUIRED');
    if (sessionid.length > 128) throw new AppError('SESSION_INVALID');
    const csrftoken = isRead
      ? undefined
      : ((inHeaders ? header(request, UPLOAD_CSRF_HEADER) : field(source, 'portal_csrftoken')) ?? '');
    if (request.routeOptions.config.sessionInHandler && csrftoken !== undefined && access === 'session') {
      request.portalCredentials = sessions.credentials(sessionid, csrftoken.slice(0, 128));
      return;
    }
    const session = await sessions.resolve(sessionid, csrftoken?.slice(0, 128));
    if (access === 'user' && (session.portal !== 'customer' || session.userId === null)) {
      throw new AppError('LOGIN_REQUIRED');
    }
    if (access === 'librarian' && (session.portal !== 'librarian' || session.librarianId === null)) {
      throw new AppError('LOGIN_REQUIRED');
    }
    if (access === 'operator') {
      if (session.portal !== 'operator' || session.operatorId === null || session.operatorRole === null) {
        throw new AppError('LOGIN_REQUIRED');
      }
      const roles = request.routeOptions.config.operatorRoles;
      if (roles && !roles.includes(session.operatorRole)) throw new AppError('FORBIDDEN');
    }
    request.portalSession = session;
  });

  // A call that changes state may have changed its session or its user (a profile's child mode, a deleted
  // account): the next read looks the session up again.
  app.addHook('onResponse', async (request) => {
    const session = request.portalSession;
    if (
      session &&
      session.apiTokenId === undefined &&
      request.method !== 'GET' &&
      request.method !== 'HEAD'
    ) {
      sessions.forget(session);
    }
  });
});
