import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { CAST_RECEIVER_PATH } from '@filmhyllan/contract';

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

/**
 * Where Google's Cast sender framework comes from (docs/decisions/060): cast_sender.js and the cast_framework.js it
 * loads are on www.gstatic.com; on desktop Chrome it hands over to the browser's own Media Router component, whose
 * script is that component's chrome-extension resource. Allowed only when a receiver application is configured.
 */
export const CAST_SENDER_SCRIPT_SOURCES = [
  'https://www.gstatic.com',
  'chrome-extension://pkedcjkdefgpdelpbcmbmeomcjbeemfm',
];

/**
 * The pages' policy: CONTENT_SECURITY_POLICY, with the Cast sender's scripts when casting is configured, and the
 * origin of MEDIA_PUBLIC_URL (docs/decisions/070) for the player's segment requests (hls.js fetches them:
 * connect-src; a browser playing HLS itself: media-src) when segments come from another origin.
 */
export function contentSecurityPolicy(
  castReceiverAppId?: string,
  mediaPublicUrl?: string,
): typeof CONTENT_SECURITY_POLICY {
  let policy = CONTENT_SECURITY_POLICY;
  if (castReceiverAppId) {
    policy = { ...policy, scriptSrc: [...policy.scriptSrc, ...CAST_SENDER_SCRIPT_SOURCES] };
  }
  const mediaOrigin = mediaPublicUrl?.startsWith('http') ? new URL(mediaPublicUrl).origin : undefined;
  if (mediaOrigin) {
    policy = {
      ...policy,
      connectSrc: [...policy.connectSrc, mediaOrigin],
      mediaSrc: [...policy.mediaSrc, mediaOrigin],
    };
  }
  return policy;
}

/**
 * The policy of our own Cast receiver page, /cast-receiver/ (docs/decisions/060). On a Cast device it runs
 * Google's CAF receiver framework, which loads its scripts, player and images from www.gstatic.com and its
 * fonts from fonts.gstatic.com; the stream itself is ours ('self'), in hls.js's blob: URLs in a browser.
 */
export const CAST_RECEIVER_CONTENT_SECURITY_POLICY: string =
  "default-src 'self'; script-src 'self' https://www.gstatic.com; " +
  "connect-src 'self' https://www.gstatic.com; media-src 'self' blob: data:; " +
  "img-src 'self' data: blob: https://www.gstatic.com; style-src 'self' 'unsafe-inline'; " +
  "font-src 'self' data: https://fonts.gstatic.com; object-src 'none'; base-uri 'self'; form-action 'none'; " +
  "frame-ancestors 'none'";

/** The receiver page's policy, with the origin of MEDIA_PUBLIC_URL when segments come from a CDN (decision 070). */
export function castReceiverContentSecurityPolicy(mediaPublicUrl?: string): string {
  const origin = mediaPublicUrl?.startsWith('http') ? new URL(mediaPublicUrl).origin : undefined;
  if (!origin) return CAST_RECEIVER_CONTENT_SECURITY_POLICY;
  return CAST_RECEIVER_CONTENT_SECURITY_POLICY.replace(
    "connect-src 'self' https://www.gstatic.com;",
    `connect-src 'self' https://www.gstatic.com ${origin};`,
  ).replace("media-src 'self' blob: data:;", `media-src 'self' blob: data: ${origin};`);
}

/** A year, as HSTS asks for before a host may be preloaded. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * What helmet is asked for: none of it depends on the request (no nonces, no functions in the CSP), only on
 * whether casting is configured.
 */
export const helmetOptions = (castReceiverAppId?: string, mediaPublicUrl?: string): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: contentSecurityPolicy(castReceiverAppId, mediaPublicUrl),
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  hsts: false,
  // Posters and stream files are same-origin; nothing is embedded from elsewhere.
  crossOriginEmbedderPolicy: false,
});

export const HELMET_OPTIONS: HelmetOptions = helmetOptions();

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
 * CSP above (with the Cast sender's scripts when CAST_RECEIVER_APP_ID is set; the receiver page its own), X-Frame-Options DENY, no Referer (the contract puts session ids in GET URLs), nosniff, and the
 * cross-origin isolation headers helmet sets by default. HSTS is sent on https answers only (behind a proxy,
 * TRUST_PROXY makes X-Forwarded-Proto count), so a local http server never pins itself to https.
 *
 * Besides them, caching: an API answer is not stored (no-store) unless its route says otherwise for itself
 * (reference data the browser revalidates: `private, no-cache` with an ETag). API answers also say how long the
 * server took (Server-Timing).
 */
export const securityHeadersPlugin = fp<{ castReceiverAppId?: string; mediaPublicUrl?: string }>(
  async (app, options) => {
    const securityHeaders = helmetHeaders(helmetOptions(options.castReceiverAppId, options.mediaPublicUrl));
    const receiverPolicy = castReceiverContentSecurityPolicy(options.mediaPublicUrl);
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
      } else if (request.url === CAST_RECEIVER_PATH || request.url.startsWith(`${CAST_RECEIVER_PATH}?`)) {
        reply.header('Content-Security-Policy', receiverPolicy);
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
  },
);
