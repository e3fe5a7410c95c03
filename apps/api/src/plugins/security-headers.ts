import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The one Content-Security-Policy of every page, the web app's and the API documentation's alike: scripts only
 * from this origin (the boot data is a non-executable application/json block), no framing by anyone.
 * media-src data: is for hls.js, which gives each subtitle <track> the source 'data:,WEBVTT' (an empty file) so that
 * Chrome's caption menu and Safari's cue handling behave; blocked, the tracks report load errors.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** A year, as HSTS asks for before a host may be preloaded. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What helmet is asked for: none of it depends on the request (no nonces, no functions in the CSP). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  hsts: false,
  // Posters and stream files are same-origin; nothing is embedded from elsewhere.
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for `options`, worked out once by running its middleware on a response that only
 * records them (docs/decisions/024: @fastify/helmet builds helmet's middleware, CSP parsing included, on every
 * request).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers from helmet on every answer (pages, the API documentation, API answers, errors): the strict
 * CSP above, X-Frame-Options DENY, no Referer (the contract puts session ids in GET URLs), nosniff, and the
 * cross-origin isolation headers helmet sets by default. HSTS is sent on https answers only (behind a proxy,
 * TRUST_PROXY makes X-Forwarded-Proto count), so a local http server never pins itself to https.
 *
 * Besides them, caching: an API answer is not stored (no-store) unless its route says otherwise for itself
 * (reference data the browser revalidates: `private, no-cache` with an ETag). API answers also say how long the
 * server took (Server-Timing).
 */
export const securityHeadersPlugin = fp(async (app) => {
  const securityHeaders = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    }
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/posters/')) {
      // Generated SVG posters: nothing in them may run or load.
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    } else if (request.url.startsWith('/api/media/')) {
      // Stream files: private to the loan's holder, but the player may keep segments while it plays.
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, max-age=600');
    } else if (request.url.startsWith('/api/') || request.url === '/api') {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      // Time in the server, from the request's arrival to its serialised answer (browsers' network panels and
      // the benchmark read it, to tell server time apart from time queued in the client or the network).
      reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    }
    return payload;
  });
});
