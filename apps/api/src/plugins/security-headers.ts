import fp from 'fastify-plugin';

/**
 * The contract puts session ids in GET URLs, so no response may leak a URL through the Referer header, and an
 * API answer is not stored (no-store) unless its route says otherwise for itself: reference data the browser
 * revalidates (`cache: 'revalidate'` in the contract, `private, no-cache` with an ETag: only the browser of that
 * session, whose URL it is, keeps it). API answers also say how long the server took (Server-Timing).
 */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (request.url.startsWith('/api/posters/')) {
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    } else if (request.url.startsWith('/api/media/')) {
      // Stream files: private to the loan's holder, but the player may keep segments while it plays.
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, max-age=600');
    } else if (request.url.startsWith('/api/') || request.url === '/api') {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      // Time in the server, from the request's arrival to its serialised answer (browsers' network panels and
      // the benchmark read it, to tell server time apart from time queued in the client or the network).
      reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    } else {
      reply.header('X-Frame-Options', 'DENY');
      // media-src data: is for hls.js, which gives each subtitle <track> the source 'data:,WEBVTT' (an empty file)
      // so that Chrome's caption menu and Safari's cue handling behave; blocked, the tracks report load errors.
      reply.header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob: data:; style-src 'self' 'unsafe-inline'; " +
          "script-src 'self'; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
      );
    }
    return payload;
  });
});
