import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { posterSrcSet, POSTER_MAX_BYTES } from '@filmhyllan/contract';
import { auditLog, titlePosterImages, titlePosters } from '../../db/schema';
import { startSession } from '../../test-support/test-app';
import { get, post, type ClientSession } from '../../test-support/account-fixtures';
import { expectRefusedToOutsiders, raster as rasterImage } from '../../test-support/image-upload-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * A title's poster (docs/decisions/053): admins and editors upload and remove it; the upload is read by its bytes,
 * cut to 2:3 sizes in AVIF, WebP and JPEG and served under digest addresses cached for good; the customer's and
 * the librarian's title answers carry poster_url and poster_images, and the generated poster returns on removal.
 * On the embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: OperatorTestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
const TITLE = 100;

beforeAll(async () => {
  t = await createOperatorTestApp({ catalogue: true });
  ({ admin, editor, support } = t.operators);
}, 120_000);
afterAll(() => t?.close());

const raster = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 600) =>
  rasterImage(format, width, height);

const upload = (session: ClientSession | null, poster: string, titleId: number = TITLE) =>
  post(t.app, '/operator/title/upload_poster', session, { title_id: titleId, poster });

const customerTitle = async (id = TITLE) => {
  const res = await get(t.app, '/library/title/get_title', await startSession(t.app), {
    title_id: id,
    library_id: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().title as { poster_url: string | null; poster_images: PosterImages | null };
};

interface PosterImages {
  url_template: string;
  widths: number[];
  width: number;
  height: number;
}

const served = (url: string) => t.app.inject({ url });

describe('upload_poster', () => {
  it('refuses support, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    const png = (await raster('png', 40, 60)).toString('base64');
    const forbidden = await upload(support, png);
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
    await expectRefusedToOutsiders(
      t,
      (session) => upload(session, png),
      (sessionid) =>
        post(t.app, '/operator/title/upload_poster', null, {
          portal_sessionid: sessionid,
          title_id: TITLE,
          poster: png,
        }),
    );
    expect(await t.database.db.select().from(titlePosters)).toEqual([]);
    expect((await customerTitle()).poster_images).toBeNull();
  });

  it('cuts an editor’s upload to sizes served with their types and cached for good; the customer title shows them', async () => {
    const generated = (await customerTitle()).poster_url;
    expect(generated).toBe(`/api/posters/${TITLE}.svg`);
    const res = await upload(editor, (await raster('jpeg', 500, 800)).toString('base64'));
    expect(res.statusCode, res.body).toBe(200);
    const { poster } = res.json() as { poster: { poster_url: string; poster_images: PosterImages } };
    const images = poster.poster_images;
    // 500 x 800 is cropped to 500 x 750: never scaled up past its own width.
    expect(images.widths).toEqual([160, 240, 320, 480, 500]);
    expect([images.width, images.height]).toEqual([500, 750]);
    expect(images.url_template).toMatch(
      new RegExp(`^/api/posters/${TITLE}/[0-9a-f]{64}-\\{width\\}\\.\\{format\\}$`),
    );
    expect(poster.poster_url).toBe(images.url_template.replace('{width}', '480').replace('{format}', 'jpg'));

    for (const [format, type, sharpFormat] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const srcset = posterSrcSet(images, format);
      const entries = srcset.split(', ').map((entry) => entry.split(' '));
      expect(entries.map(([, w]) => w)).toEqual(['160w', '240w', '320w', '480w', '500w']);
      for (const [url, w] of entries) {
        const image = await served(url!);
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toBe(type);
        expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(image.rawPayload).metadata();
        expect(meta.format).toBe(sharpFormat);
        expect(meta.width).toBe(parseInt(w!, 10));
      }
    }
    // The customer's title page and lists, and the librarian's titles, answer the same poster.
    expect(await customerTitle()).toMatchObject({ poster_url: poster.poster_url, poster_images: images });
    const list = await get(t.app, '/library/title/get_titles', await startSession(t.app), {
      library_id: 1,
      country_iso: 'se',
      locale: 'sv',
    });
    const listed = (list.json().titles as { id: number; poster_images: PosterImages | null }[]).find(
      (title) => title.id === TITLE,
    );
    expect(listed?.poster_images).toEqual(images);
    const { librarian } = await t.outsiders();
    const titles = (await get(t.app, '/librarian/librarian/get_librarian_titles', librarian)).json()
      .titles as { id: number; poster_url: string; poster_images: PosterImages | null }[];
    expect(titles.find((title) => title.id === TITLE)).toMatchObject({
      poster_url: poster.poster_url,
      poster_images: images,
    });
    // A title without an upload keeps the poster it had (in this fixture, none).
    expect(await customerTitle(101)).toMatchObject({ poster_url: null, poster_images: null });
  }, 60_000);

  it('refuses SVG, other types, damaged images and files over the limit, with codes, keeping the poster', async () => {
    const before = await customerTitle();
    const cases: [string, number, string][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"/>').toString('base64'),
        415,
        'POSTER_TYPE_NOT_ALLOWED',
      ],
      [(await raster('gif', 20, 30)).toString('base64'), 415, 'POSTER_TYPE_NOT_ALLOWED'],
      [Buffer.from('just text').toString('base64'), 415, 'POSTER_TYPE_NOT_ALLOWED'],
      [
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]).toString('base64'),
        400,
        'POSTER_UNREADABLE',
      ],
      [
        Buffer.concat([Buffer.from('ffd8ff', 'hex'), Buffer.alloc(POSTER_MAX_BYTES)]).toString('base64'),
        413,
        'POSTER_TOO_LARGE',
      ],
      ['not base64 at all!', 400, 'VALIDATION_FAILED'],
    ];
    for (const [poster, status, code] of cases) {
      const res = await upload(admin, poster);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toBeTruthy();
    }
    const missing = await upload(admin, (await raster('png', 20, 30)).toString('base64'), 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('TITLE_NOT_FOUND');
    expect(await customerTitle()).toEqual(before);
  }, 60_000);

  it('records the old and new address in the audit log; the old images no longer answer', async () => {
    const first = (await upload(admin, (await raster('png', 200, 300)).toString('base64'))).json().poster
      .poster_url as string;
    const second = (await upload(admin, (await raster('webp', 240, 360)).toString('base64'))).json().poster
      .poster_url as string;
    expect(second).not.toBe(first);
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'title.poster'))
      .orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      portal: 'operator',
      objectType: 'title',
      before: { poster_url: first },
      after: { poster_url: second },
    });
    // Only the current poster's images are kept.
    const kept = await t.database.db.select().from(titlePosterImages);
    expect(new Set(kept.map((row) => row.titleId))).toEqual(new Set([TITLE]));
    expect(kept).toHaveLength(2 * 3);
    expect((await served(`/api/posters/${TITLE}/not-a-digest-160.jpg`)).statusCode).toBe(400);
    expect((await served(`/api/posters/${TITLE}/${'a'.repeat(64)}-160.jpg`)).statusCode).toBe(404);
  }, 60_000);
});

describe('storePoster (for other code, such as a transcoding job’s poster frame)', () => {
  it('stores a poster for a title without one, and with onlyIfNone leaves an uploaded one alone', async () => {
    const { posters } = t.app.services;
    const frame = await raster('jpeg', 320, 480);
    const stored = await posters.storePoster(102, frame, { actor: null, onlyIfNone: true });
    expect(stored.uploaded?.widths).toEqual([160, 240, 320]);
    expect((await customerTitle(102)).poster_images?.widths).toEqual([160, 240, 320]);
    const current = await posters.poster(TITLE);
    const kept = await posters.storePoster(TITLE, frame, { actor: null, onlyIfNone: true });
    expect(kept.uploaded).toEqual(current.uploaded);
  }, 60_000);
});

describe('remove_poster and get_poster', () => {
  it('lets editors remove it (support and CSRF refused); the generated poster returns, audited', async () => {
    const url = (await customerTitle()).poster_url!;
    const refused = await post(t.app, '/operator/title/remove_poster', support, { title_id: TITLE });
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const noToken = await post(t.app, '/operator/title/remove_poster', null, {
      portal_sessionid: editor.sessionid,
      title_id: TITLE,
    });
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    expect((await served(url)).statusCode).toBe(200);

    const res = await post(t.app, '/operator/title/remove_poster', editor, { title_id: TITLE });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().poster).toEqual({
      title_id: TITLE,
      poster_url: `/api/posters/${TITLE}.svg`,
      poster_images: null,
    });
    expect((await served(url)).statusCode).toBe(404);
    expect(await customerTitle()).toMatchObject({
      poster_url: `/api/posters/${TITLE}.svg`,
      poster_images: null,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'title.poster'))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({
      before: { poster_url: url },
      after: { poster_url: `/api/posters/${TITLE}.svg` },
    });
    const missing = await post(t.app, '/operator/title/remove_poster', admin, { title_id: 999_999 });
    expect(missing.json().error.code).toBe('TITLE_NOT_FOUND');
  });

  it('get_poster answers every operator role, and nobody else', async () => {
    for (const session of [admin, editor, support]) {
      const res = await get(t.app, '/operator/title/get_poster', session, { title_id: 102 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().poster).toMatchObject({ title_id: 102, poster_images: { widths: [160, 240, 320] } });
    }
    const { customer } = await t.outsiders();
    expect(
      (await get(t.app, '/operator/title/get_poster', customer, { title_id: 102 })).json().error.code,
    ).toBe('LOGIN_REQUIRED');
    expect(
      (await get(t.app, '/operator/title/get_poster', admin, { title_id: 999_999 })).json().error.code,
    ).toBe('TITLE_NOT_FOUND');
  });
});
