import fp from 'fastify-plugin';

export interface CanonicalHostOptions {
  /** The site's host name (CANONICAL_HOST, e.g. filmhyllan.se); absent: nothing redirects (local use). */
  canonicalHost: string | undefined;
  /** Host names the site was served under before (OLD_HOSTS); they redirect to the canonical host. */
  oldHosts: readonly string[];
}

/** A Host header's name without its port, lower case. */
const hostName = (host: string | undefined): string =>
  (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * The spec's redirects (section 1): an old host name goes to the new site, and http goes to https, both with 301
 * and the path and query kept. Behind a reverse proxy (TRUST_PROXY) the request's protocol is the proxy's
 * X-Forwarded-Proto. The target host is always the configured one, never a Host header's: a forged header cannot
 * send anyone elsewhere.
 */
export const canonicalHostPlugin = fp<CanonicalHostOptions>(async (app, options) => {
  const canonical = options.canonicalHost && hostName(options.canonicalHost);
  if (!canonical) return;
  const oldHosts = new Set(options.oldHosts.map(hostName));

  app.addHook('onRequest', async (request, reply) => {
    const host = hostName(request.headers.host);
    const fromOldHost = oldHosts.has(host);
    if (!fromOldHost && request.protocol === 'https') return;
    // Only the site's own names redirect; anything else (a health check by address) is answered as asked.
    if (!fromOldHost && host !== canonical) return;
    return reply.code(301).header('Location', `https://${canonical}${request.url}`).send();
  });
});
