import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  answerKey,
  bootCalls,
  countryFromLocation,
  getNewTitles,
  getTitle,
  getTitles,
  getTranslations,
  initPortalSession,
  languageFromPath,
  portalOfPath,
  POSTER_SIZES,
  posterInLanguage,
  posterSrcSet,
  renewPortalCsrftoken,
  sessionCookieNames,
  customerTranslations,
  type BootData,
  type BootSession,
  type LoginData,
  type Portal,
  type PosterImageSet,
  type PosterLayout,
  type Translations,
} from '@filmhyllan/contract';

/**
 * Boot data for a page (docs/decisions/015): the session start and the answers of the page's first calls,
 * made in this process through the API's own routes (`inject`), so that they pass the same validation, access
 * checks, rate limits and serialisation as the app's own calls would, from the same client address.
 *
 * A page without a language prefix gets none (the app first redirects to one). A session that cannot be
 * renewed (unknown, expired) is replaced by a new one, as the app would do; when not even that works (rate
 * limited, failure) the page carries no session and the app starts one itself.
 */
export async function bootDataFor(app: FastifyInstance, request: FastifyRequest): Promise<BootData | null> {
  const [path = '/', search = ''] = request.url.split('?', 2);
  const language = languageFromPath(path);
  if (!language) return null;
  const portal = portalOfPath(path);
  const country = countryFromLocation(request.hostname, path, (message) => request.log.warn(message));
  const headers = {
    'x-app-language': language,
    'x-app-location': path,
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };

  const call = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: request.ip,
      headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    return response.statusCode === 200 ? (response.json() as Record<string, unknown>) : null;
  };

  const session = await sessionFor(request, portal, call);
  const answers: BootData['answers'] = {};
  if (session) {
    await Promise.all(
      bootCalls(portal, language, country, path, search).map(async ({ route, fields }) => {
        const query = new URLSearchParams({ ...fields, portal_sessionid: session.sessionid });
        let answer = await call('GET', `${route.path}?${query.toString()}`);
        // A customer page shows its country's languages only, and no console strings: the rest would be most of
        // the page's bytes, parsed before anything shows.
        if (answer && portal === 'customer' && route.path === getTranslations.path)
          answer = {
            ...answer,
            translations: customerTranslations(answer.translations as Translations, country),
          };
        if (answer) answers[answerKey(route.path, Object.entries(fields))] = answer;
      }),
    );
  }
  return { session, answers };
}

type Call = (
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
) => Promise<Record<string, unknown> | null>;

async function sessionFor(request: FastifyRequest, portal: Portal, call: Call): Promise<BootSession | null> {
  const names = sessionCookieNames(portal);
  // The cookies as the browser app writes them (lib/cookies.ts), percent-decoded by @fastify/cookie.
  const sessionid = request.cookies[names.sessionid];
  const csrftoken = request.cookies[names.csrftoken];
  if (sessionid && csrftoken) {
    const renewed = await call('POST', renewPortalCsrftoken.path, {
      portal_sessionid: sessionid,
      portal_csrftoken: csrftoken,
    });
    if (renewed) {
      return {
        sessionid,
        csrftoken: renewed.new_csrftoken as string,
        login_data: renewed.login_data as LoginData,
      };
    }
  }
  const started = await call('POST', initPortalSession.path, { portal });
  if (!started) return null;
  return {
    sessionid: started.sessionid as string,
    csrftoken: started.csrftoken as string,
    login_data: { user: null, librarian: null },
  };
}

/** How many of a row's or a list's first posters are preloaded: the ones a phone shows first. */
const PRELOADED_POSTERS = 2;

/**
 * Preload links for the posters that are a page's largest paint, from its answers in the boot data: the first
 * of the front page's new titles or of All titles, or a title page's title. The browser fetches them with the scripts instead of after
 * the app has drawn them.
 */
export function posterPreloads(data: BootData, language?: string): string {
  const answerOf = (path: string) =>
    Object.entries(data.answers).find(([key]) => key.startsWith(`${path}?`))?.[1] as
      Record<string, unknown> | undefined;
  type WithPoster = { poster_url: string | null; poster_images?: PosterImageSet | null };
  const firstOf = (path: string, layout: PosterLayout) =>
    ((answerOf(path) as { titles?: WithPoster[] } | undefined)?.titles ?? [])
      .slice(0, PRELOADED_POSTERS)
      .map((poster) => ({ poster, layout }));
  const title = (answerOf(getTitle.path) as { title?: WithPoster } | undefined)?.title;
  const posters = [
    ...firstOf(getNewTitles.path, 'row'),
    ...firstOf(getTitles.path, 'grid'),
    ...(title ? [{ poster: title, layout: 'large' as const }] : []),
  ];
  return posters
    .flatMap(({ poster: { poster_url, poster_images }, layout }) => {
      // An uploaded poster: the AVIF the page's <picture> picks, in the size its layout draws (every browser
      // that takes the preload's type decodes AVIF; one that does not skips it and loads its own source).
      if (poster_images?.url_template.startsWith('/'))
        return [
          `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeAttribute(posterSrcSet(poster_images, 'avif'))}" ` +
            `imagesizes="${escapeAttribute(POSTER_SIZES[layout])}" fetchpriority="high">`,
        ];
      // A generated poster: in the page's language, as the page asks for it.
      const href = poster_url && language ? posterInLanguage(poster_url, language) : poster_url;
      return href?.startsWith('/')
        ? [`<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`]
        : [];
    })
    .join('');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page with its boot data as a JSON script that no browser executes; '<' is escaped so it cannot end it. */
export function withBootData(html: string, data: BootData, elementId: string, path = ''): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const preloads = posterPreloads(data, languageFromPath(path) ?? undefined);
  if (preloads && html.includes('</head>')) html = html.replace('</head>', () => `${preloads}</head>`);
  const script = `<script type="application/json" id="${elementId}">${json}</script>`;
  // A function replacement: '$' in the data must not be read as a replacement pattern.
  return html.includes('</body>') ? html.replace('</body>', () => `${script}</body>`) : html + script;
}
