import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBTITLES_MAX_BYTES } from '@filmhyllan/contract';
import { auditLog, titles, titleSubtitles } from '../../db/schema';
import { masterPlaylist, type RenditionManifest } from '../../media/master-playlist';
import { createTestMedia } from '../../test-support/loan-fixtures';
import { startSession, type TestApp } from '../../test-support/test-app';
import {
  createAccountTestApp,
  fixtureLibrarians,
  loginCustomer,
  loginLibrarian,
  loginOperator,
  passwords,
  post,
  type ClientSession,
} from '../../test-support/account-fixtures';

/*
 * Subtitles added in the console (docs/decisions/048): admins and editors only, with CSRF; SRT or WebVTT checked
 * with the line at fault named; stored with the title and published into its transcoded rendition with a new
 * master playlist. On the embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let admin: ClientSession;
let editor: ClientSession;
let support: ClientSession;
let mediaDir: string;
/** Plays a transcoded rendition (made by hand here: its manifest and master playlist). */
const TRANSCODED = 100;
/** Plays the old-style clip (not versioned): subtitles are only stored for the next transcoding. */
const UNVERSIONED = 101;
const KEY = `titles/${TRANSCODED}/film/r1000`;
const manifest: RenditionManifest = {
  uriPrefix: 'r1000/',
  durationSeconds: 60,
  mpegts: 126000,
  variants: [{ height: 360, width: 640, codecs: 'avc1.42c01e', videoKbps: 800, audioKbps: 96 }],
  mainAudio: { language: 'sv' },
  alternateAudio: [],
  subtitles: [],
};

beforeAll(async () => {
  mediaDir = createTestMedia();
  mkdirSync(join(mediaDir, KEY, '360p'), { recursive: true });
  writeFileSync(join(mediaDir, KEY, 'rendition.json'), JSON.stringify(manifest));
  writeFileSync(join(mediaDir, KEY, 'master.m3u8'), masterPlaylist(manifest));
  t = await createAccountTestApp({ loans: true, mediaDir });
  await t.database.db.update(titles).set({ mediaKey: KEY }).where(eq(titles.id, TRANSCODED));
  admin = await loginOperator(t.app, 'admin');
  editor = await loginOperator(t.app, 'editor');
  support = await loginOperator(t.app, 'support');
}, 120_000);
afterAll(() => t?.close());

const SRT = '1\n00:00:01,000 --> 00:00:02,500\nHej på dig\n\n2\n00:00:03,000 --> 00:00:04,000\nHej då\n';
const base64 = (text: string) => Buffer.from(text).toString('base64');
const attach = (
  session: ClientSession | null,
  fields: Partial<Record<'title_id' | 'language' | 'sdh' | 'file', string | number | boolean>> = {},
) =>
  post(t.app, '/operator/title/attach_subtitles', session, {
    title_id: TRANSCODED,
    language: 'sv',
    file: base64(SRT),
    ...fields,
  });
const master = () => readFileSync(join(mediaDir, KEY, 'master.m3u8'), 'utf8');

describe('attach_subtitles', () => {
  it('refuses support, librarians, customers, anonymous sessions and a missing CSRF token', async () => {
    const res = await attach(support);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const librarian = await loginLibrarian(t.app, fixtureLibrarians.stockholm.username);
    expect((await attach(librarian)).json().error.code).toBe('LOGIN_REQUIRED');
    const customer = await loginCustomer(t.app, 'ulla', passwords.ulla);
    expect((await attach(customer)).json().error.code).toBe('LOGIN_REQUIRED');
    expect((await attach(await startSession(t.app, 'operator'))).json().error.code).toBe('LOGIN_REQUIRED');
    const noToken = await post(t.app, '/operator/title/attach_subtitles', null, {
      portal_sessionid: admin.sessionid,
      title_id: TRANSCODED,
      language: 'sv',
      file: base64(SRT),
    });
    expect(noToken.json().error.code).toBe('CSRF_INVALID');
    expect(master()).not.toContain('SUBTITLES');
    expect(existsSync(join(mediaDir, `titles/${TRANSCODED}/subtitles`))).toBe(false);
  });

  it('publishes SRT into the rendition as WebVTT on its clock, with a new master playlist, audited', async () => {
    const res = await attach(editor, { sdh: 'false' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      title_id: TRANSCODED,
      language: 'sv',
      sdh: false,
      cues: 2,
      published: true,
    });
    expect(master()).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Svenska",LANGUAGE="sv",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="r1000/subs/sv.m3u8"',
    );
    expect(master()).toMatch(/CODECS="avc1\.42c01e,mp4a\.40\.2",SUBTITLES="subs"\nr1000\/360p\/index\.m3u8/);
    expect(readFileSync(join(mediaDir, KEY, 'subs/sv.vtt'), 'utf8')).toBe(
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\n\n00:00:01.000 --> 00:00:02.500\nHej på dig\n\n' +
        '00:00:03.000 --> 00:00:04.000\nHej då\n',
    );
    expect(readFileSync(join(mediaDir, KEY, 'subs/sv.m3u8'), 'utf8')).toContain('#EXTINF:60.000,\nsv.vtt');
    // Stored for later transcodings, without a clock of its own.
    expect(readFileSync(join(mediaDir, `titles/${TRANSCODED}/subtitles/sv.vtt`), 'utf8')).toMatch(
      /^WEBVTT\n\n00:00:01/,
    );
    const languages = await t.database.db
      .select({ code: titleSubtitles.languageCode })
      .from(titleSubtitles)
      .where(eq(titleSubtitles.titleId, TRANSCODED));
    expect(languages.map((l) => l.code)).toEqual(['sv']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'title.attach_subtitles'));
    expect(entry).toMatchObject({
      objectType: 'title',
      objectId: String(TRANSCODED),
      after: { language: 'sv', sdh: false, cues: 2, published: true },
    });
  });

  it('adds SDH WebVTT beside them and replaces a track of the same language and kind', async () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\n[Dörren knarrar]\n';
    expect(
      (await attach(admin, { file: `data:text/vtt;base64,${base64(vtt)}`, sdh: 'true' })).statusCode,
    ).toBe(200);
    expect((await attach(admin, { file: base64(SRT.replace('Hej på dig', 'Hallå')) })).statusCode).toBe(200);
    const text = master();
    expect(text.match(/TYPE=SUBTITLES/g)).toHaveLength(2);
    expect(text).toMatch(/NAME="Svenska för hörselskadade",LANGUAGE="sv",.*URI="r1000\/subs\/sv-sdh\.m3u8"/);
    expect(readFileSync(join(mediaDir, KEY, 'subs/sv.vtt'), 'utf8')).toContain('Hallå');
  });

  it('stores subtitles of a title without a transcoded rendition for its next transcoding', async () => {
    const res = await attach(admin, { title_id: UNVERSIONED, language: 'fi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ published: false, cues: 2 });
    expect(existsSync(join(mediaDir, `titles/${UNVERSIONED}/subtitles/fi.vtt`))).toBe(true);
    expect(readFileSync(join(mediaDir, 'test/clip/master.m3u8'), 'utf8')).not.toContain('SUBTITLES');
  });

  it('refuses a malformed file with its line, a file too large, bad fields and an unknown title', async () => {
    const broken = await attach(admin, {
      file: base64('1\n00:00:01,000 --> 00:00:02,000\nOk\n\n2\nnot a time\nx\n'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatchObject({ code: 'SUBTITLES_MALFORMED', details: { line: 6 } });
    expect(broken.json().error.message).toBeTruthy();
    const latin1 = await attach(admin, {
      file: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nK\xf6k\n', 'latin1').toString('base64'),
    });
    expect(latin1.json().error).toMatchObject({ code: 'SUBTITLES_MALFORMED', details: { line: 3 } });
    const large = await attach(admin, { file: base64('x'.repeat(SUBTITLES_MAX_BYTES + 1)) });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.code).toBe('SUBTITLES_TOO_LARGE');
    for (const fields of [
      { language: 'svenska' },
      { language: '' },
      { title_id: 'x' },
      { file: '' },
      { sdh: 'maybe' },
    ]) {
      const res = await attach(admin, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknown = await attach(admin, { title_id: 99999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('TITLE_NOT_FOUND');
    expect(master().match(/TYPE=SUBTITLES/g)).toHaveLength(2);
  });
});
