import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LOGO_MAX_BYTES } from '@filmhyllan/contract';
import { auditLog, libraries, libraryLogos, translations } from '../../db/schema';
import { uiLanguages, uiTranslations } from '../../db/seed/translations';
import { startSession } from '../../test-support/test-app';
import { get, post, type ClientSession } from '../../test-support/account-fixtures';
import { expectRefusedToOutsiders, raster as rasterImage } from '../../test-support/image-upload-fixtures';
import { createOperatorTestApp, type OperatorTestApp } from '../../test-support/operator-test-app';

/*
 * A library's logo and branding (docs/decisions/043): only admins change them; the upload is read by its bytes,
 * drawn again as a PNG (an SVG's script and event handlers do not survive) and served as our PNG; the customer's
 * get_library answers the logo, the display name and the typeface. On the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

let t: OperatorTestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
const LIBRARY = 1;

beforeAll(async () => {
  t = await createOperatorTestApp({ catalogue: true });
  ({ admin, editor, support } = t.operators);
}, 120_000);
afterAll(() => t?.close());

const raster = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 800, height = 400) =>
  rasterImage(format, width, height, { r: 200, g: 30, b: 60, alpha: 1 });

const hostileSvg = Buffer.from(
  `<?xml version="1.0"?>
<!-- a logo -->
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="120" height="60" fill="#0a5" onclick="alert('onclick')"/>
  <a href="javascript:alert('link')"><text x="10" y="40">Logo</text></a>
</svg>`,
);

const upload = (session: ClientSession | null, logo: string, libraryId: number = LIBRARY) =>
  post(t.app, '/operator/library/upload_logo', session, { library_id: libraryId, logo });

const customerLibrary = async (id = LIBRARY) => {
  const res = await get(t.app, '/library/library/get_library', await startSession(t.app), { library_id: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().library as {
    name: string;
    logo_url: string | null;
    display_name: string;
    font_family: string | null;
  };
};

const served = async (url: string) => t.app.inject({ url });

describe('upload_logo', () => {
  it('refuses editors, support, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    const png = (await raster('png')).toString('base64');
    for (const session of [editor, support]) {
      const res = await upload(session, png);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    await expectRefusedToOutsiders(
      t,
      (session) => upload(session, png),
      (sessionid) =>
        post(t.app, '/operator/library/upload_logo', null, {
          portal_sessionid: sessionid,
          library_id: LIBRARY,
          logo: png,
        }),
    );
    expect(await t.database.db.select().from(libraryLogos)).toEqual([]);
    expect((await customerLibrary()).logo_url).toBeNull();
  });

  it('stores PNG, JPEG and WebP as a PNG of at most 512 px a side, served with our type and cached for good', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const res = await upload(admin, (await raster(format)).toString('base64'));
      expect(res.statusCode, res.body).toBe(200);
      const { branding } = res.json();
      expect(branding.logo_url).toMatch(new RegExp(`^/api/library-logos/${LIBRARY}/[0-9a-f]{64}\\.png$`));
      const image = await served(branding.logo_url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 512, height: 256 });
      expect((await customerLibrary()).logo_url).toBe(branding.logo_url);
    }
  });

  it('accepts a data: URL and keeps a small raster its size', async () => {
    const res = await upload(
      admin,
      `data:image/png;base64,${(await raster('png', 64, 32)).toString('base64')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await served(res.json().branding.logo_url)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 64, height: 32 });
  });

  it('rasterises an SVG: no script, event handler or link of it is in what is served', async () => {
    const res = await upload(admin, hostileSvg.toString('base64'));
    expect(res.statusCode, res.body).toBe(200);
    const image = await served(res.json().branding.logo_url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(Buffer.from('89504e470d0a1a0a', 'hex'));
    const text = image.rawPayload.toString('latin1');
    for (const word of ['<svg', 'script', 'onload', 'onclick', 'alert', 'javascript'])
      expect(text).not.toContain(word);
    // Drawn at full size, not at the tiny 72 dpi default: 120 x 60 becomes 512 x 256.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 256,
    });
    const { data } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0, 0xaa, 0x55]);
  });

  it('refuses other types, damaged images, entity declarations and files over the limit, with codes', async () => {
    const before = (await customerLibrary()).logo_url;
    const cases: [string, number, string][] = [
      [(await raster('gif')).toString('base64'), 415, 'LOGO_TYPE_NOT_ALLOWED'],
      [
        Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
        415,
        'LOGO_TYPE_NOT_ALLOWED',
      ],
      [Buffer.from('just text').toString('base64'), 415, 'LOGO_TYPE_NOT_ALLOWED'],
      [
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]).toString('base64'),
        400,
        'LOGO_UNREADABLE',
      ],
      [
        Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
        ).toString('base64'),
        400,
        'LOGO_UNREADABLE',
      ],
      [
        // An SVG claiming more pixels than a logo may decode to.
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>',
        ).toString('base64'),
        400,
        'LOGO_UNREADABLE',
      ],
      [
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(LOGO_MAX_BYTES)]).toString(
          'base64',
        ),
        413,
        'LOGO_TOO_LARGE',
      ],
      ['not base64 at all!', 400, 'VALIDATION_FAILED'],
    ];
    for (const [logo, status, code] of cases) {
      const res = await post(
        t.app,
        '/operator/library/upload_logo',
        admin,
        { library_id: LIBRARY, logo },
        undefined,
      );
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    // The message in the caller's language, from the seed's table of interface strings.
    const texts = uiTranslations.error_logo_type_not_allowed!;
    await t.database.db
      .insert(translations)
      .values(uiLanguages.map((lang) => ({ key: 'error_logo_type_not_allowed', lang, value: texts[lang] })));
    await t.app.services.translations.reload();
    const translated = await t.app.inject({
      method: 'POST',
      url: '/api/operator/library/upload_logo',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-app-language': 'fi' },
      payload: new URLSearchParams({
        portal_sessionid: admin.sessionid,
        portal_csrftoken: admin.csrftoken,
        library_id: String(LIBRARY),
        logo: (await raster('gif')).toString('base64'),
      }).toString(),
    });
    expect(translated.json().error.message).toBe('Logon on oltava PNG-, JPEG-, WebP- tai SVG-tiedosto.');
    expect((await customerLibrary()).logo_url).toBe(before);
  });

  it('answers LIBRARY_NOT_FOUND for an unknown library, and keeps the small body limit of every other call', async () => {
    const missing = await upload(admin, (await raster('png', 10, 10)).toString('base64'), 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('LIBRARY_NOT_FOUND');
    const big = await post(t.app, '/operator/library/save_branding', admin, {
      library_id: LIBRARY,
      display_name: 'x'.repeat(100 * 1024),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('records the old and new address in the audit log; an old address no longer answers', async () => {
    const first = (await upload(admin, (await raster('png', 30, 30)).toString('base64'))).json().branding
      .logo_url;
    const second = (await upload(admin, (await raster('jpeg', 40, 40)).toString('base64'))).json().branding
      .logo_url;
    expect(second).not.toBe(first);
    expect((await served(first)).statusCode).toBe(404);
    expect((await served(second)).statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'library.logo'))
      .orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      libraryId: LIBRARY,
      portal: 'operator',
      before: { logo_url: first },
      after: { logo_url: second },
    });
    expect((await served('/api/library-logos/1/not-a-digest.png')).statusCode).toBe(400);
  });
});

describe('remove_logo', () => {
  it('is for admins only; removes the logo, which stops answering, with an audit entry', async () => {
    const url = (await upload(admin, (await raster('png', 20, 20)).toString('base64'))).json().branding
      .logo_url;
    for (const session of [editor, support]) {
      const res = await post(t.app, '/operator/library/remove_logo', session, { library_id: LIBRARY });
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const noToken = await post(t.app, '/operator/library/remove_logo', null, {
      portal_sessionid: admin.sessionid,
      library_id: LIBRARY,
    });
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    expect((await served(url)).statusCode).toBe(200);

    const res = await post(t.app, '/operator/library/remove_logo', admin, { library_id: LIBRARY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branding.logo_url).toBeNull();
    expect((await served(url)).statusCode).toBe(404);
    expect((await customerLibrary()).logo_url).toBeNull();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'library.logo'))
      .orderBy(auditLog.id)
      .then((rows) => rows.slice(-1));
    expect(entry).toMatchObject({ before: { logo_url: url }, after: { logo_url: null } });
  });
});

describe('get_branding', () => {
  it('answers every operator role, and nobody else', async () => {
    for (const session of [admin, editor, support]) {
      const res = await get(t.app, '/operator/library/get_branding', session, { library_id: LIBRARY });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().branding).toMatchObject({ library_id: LIBRARY });
    }
    const { customer, librarian } = await t.outsiders();
    expect(
      (await get(t.app, '/operator/library/get_branding', customer, { library_id: LIBRARY })).json().error
        .code,
    ).toBe('LOGIN_REQUIRED');
    expect(
      (await get(t.app, '/operator/library/get_branding', librarian, { library_id: LIBRARY })).json().error
        .code,
    ).toBe('LOGIN_REQUIRED');
    expect(
      (await get(t.app, '/operator/library/get_branding', admin, { library_id: 999_999 })).json().error.code,
    ).toBe('LIBRARY_NOT_FOUND');
  });
});

describe('save_branding', () => {
  it('refuses editors, support, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    const fields = { library_id: LIBRARY, display_name: 'Nope', font_family: 'georgia' };
    for (const session of [editor, support]) {
      expect((await post(t.app, '/operator/library/save_branding', session, fields)).json().error.code).toBe(
        'FORBIDDEN',
      );
    }
    await expectRefusedToOutsiders(
      t,
      (session) => post(t.app, '/operator/library/save_branding', session, fields),
      (sessionid) =>
        post(t.app, '/operator/library/save_branding', null, { portal_sessionid: sessionid, ...fields }),
    );
    const [row] = await t.database.db.select().from(libraries).where(eq(libraries.id, LIBRARY));
    expect(row).toMatchObject({ displayName: null, fontFamily: null });
  });

  it('takes only a typeface of the closed list: no CSS gets in', async () => {
    for (const font_family of ['Comic Sans MS', 'georgia; color: red', 'url(https://evil.example/x.woff)']) {
      const res = await post(t.app, '/operator/library/save_branding', admin, {
        library_id: LIBRARY,
        font_family,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.fields).toHaveProperty('font_family');
    }
  });

  it('sets the display name and typeface get_library answers, audited before and after; empty clears them', async () => {
    const res = await post(t.app, '/operator/library/save_branding', admin, {
      library_id: LIBRARY,
      display_name: '  Stadsbiblioteket  ',
      font_family: 'georgia',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().branding).toEqual({
      library_id: LIBRARY,
      logo_url: null,
      display_name: 'Stadsbiblioteket',
      font_family: 'georgia',
    });
    const library = await customerLibrary();
    expect(library).toMatchObject({ display_name: 'Stadsbiblioteket', font_family: 'georgia' });
    expect(library.name).toBe('Stockholms stadsbibliotek');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'library.branding'))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({
      libraryId: LIBRARY,
      before: { display_name: null, font_family: null },
      after: { display_name: 'Stadsbiblioteket', font_family: 'georgia' },
    });

    // The same again records nothing; empty fields clear the branding (the listed name, the product's typeface).
    await post(t.app, '/operator/library/save_branding', admin, {
      library_id: LIBRARY,
      display_name: 'Stadsbiblioteket',
      font_family: 'georgia',
    });
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'library.branding')),
    ).toHaveLength(1);
    await post(t.app, '/operator/library/save_branding', admin, {
      library_id: LIBRARY,
      display_name: '',
      font_family: '',
    });
    expect(await customerLibrary()).toMatchObject({
      display_name: 'Stockholms stadsbibliotek',
      font_family: null,
    });
    const missing = await post(t.app, '/operator/library/save_branding', admin, { library_id: 999_999 });
    expect(missing.json().error.code).toBe('LIBRARY_NOT_FOUND');
  });
});
