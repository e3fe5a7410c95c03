import fp from 'fastify-plugin';

/**
 * The contract puts session ids in GET URLs, so no response may leak a URL through the Referer header and no
 * API answer may be cached anywhere.
 */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('Cache-Control', 'no-store');
    } else {
      reply.header('X-Frame-Options', 'DENY');
      reply.header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self' 'unsafe-inline'; " +
          "script-src 'self'; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      );
    }
    return payload;
  });
});

/** Removes the values of session fields from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:portal_sessionid|portal_csrftoken|token|access_token)=)[^&#]*/gi, '$1[redacted]');
}
