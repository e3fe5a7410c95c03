import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { createTitleOverApi, openTitle } from '../console/titles';
import { openConsoleAs } from '../operator-login';
import { text, type Lang } from '../ui-text';

/*
 * The Media section of the console's title page (decision 048) against the real server: its master upload field
 * (film or trailer) and its subtitle form are labelled; a subtitle file without a file, then a malformed one,
 * is refused under the file field with the line at fault, the focus on the field; a good one is saved. An audio
 * description's sound file is uploaded for a title without a film and refused (TITLE_HAS_NO_FILM). The upload
 * and transcoding of a master is another journey's. axe 0 on the section with a refusal shown in sv, no,
 * fi and en at 390 and 1280 px.
 */

const langs = ['sv', 'no', 'fi', 'en'] as const;
const widths = [390, 1280] as const;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Line 6 is no time: the server names it. */
const BROKEN_SRT = '1\n00:00:01,000 --> 00:00:02,000\nHej\n\n2\nnot a time\nx\n';
const GOOD_SRT = '1\n00:00:01,000 --> 00:00:02,000\nHej\n\n2\n00:00:03,000 --> 00:00:04,000\nHej då\n';

/** `seconds` of silence as a 16-bit mono 8 kHz WAV file. */
function silentWav(seconds: number): Buffer {
  const data = 8000 * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'filmhyllan_consent', value: 'v1.necessary.0', url: baseURL! }]);
});

const section = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: text(lang, 'operator_media_title'), exact: true });

/** The subtitle file field, given `srt` as a file, and the upload button pressed. */
async function sendSubtitles(page: Page, lang: Lang, srt: string | undefined) {
  const media = section(page, lang);
  const file = media.getByLabel(text(lang, 'operator_media_subtitles_file'));
  if (srt !== undefined)
    await file.setInputFiles({
      name: 'subtitles.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from(srt),
    });
  await media.getByRole('button', { name: text(lang, 'operator_media_subtitles_upload') }).click();
  return file;
}

/** A malformed file: refused under the file field with its line, the focus on the field. */
async function refuseBrokenFile(page: Page, lang: Lang) {
  const file = await sendSubtitles(page, lang, BROKEN_SRT);
  const message = `${text(lang, 'error_subtitles_malformed')} ${text(lang, 'operator_media_subtitles_line', { line: '6' })}`;
  await expect(file).toBeFocused();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
  await expect(section(page, lang).getByText(message, { exact: true })).toBeVisible();
}

test('the media section is labelled, refuses a malformed subtitle file with its line and saves a good one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const titleId = await createTitleOverApi(`Mediafilm ${Date.now().toString(36)}`);
  await openConsoleAs(page, 'en', { role: 'editor' });
  await openTitle(page, 'en', titleId);
  const media = section(page, 'en');

  // The master: a choice of film or trailer, and a file field named after it, with the types it takes.
  const purpose = media.getByRole('group', { name: text('en', 'operator_media_purpose') });
  await expect(purpose.getByRole('radio', { name: text('en', 'operator_media_purpose_film') })).toBeChecked();
  const filmFile = media.getByLabel(text('en', 'operator_media_file_film'));
  await expect(filmFile).toHaveAttribute('type', 'file');
  await expect(filmFile).toHaveAccessibleDescription(text('en', 'upload_hint_master'));
  await purpose.getByRole('radio', { name: text('en', 'operator_media_purpose_trailer') }).check();
  await expect(media.getByLabel(text('en', 'operator_media_file_trailer'))).toHaveAttribute('type', 'file');
  await expect(media.getByLabel(text('en', 'operator_media_file_film'))).toHaveCount(0);

  // The subtitle form: language, SDH and the file, each labelled.
  await expect(
    media.getByLabel(text('en', 'operator_media_subtitles_language'), { exact: true }),
  ).toHaveValue('sv');
  await expect(
    media.getByRole('checkbox', { name: text('en', 'operator_media_subtitles_sdh') }),
  ).not.toBeChecked();
  const file = media.getByLabel(text('en', 'operator_media_subtitles_file'));
  await expect(file).toHaveAccessibleDescription(text('en', 'operator_media_subtitles_hint'));

  // Nothing chosen, then a malformed file: each refused on the field.
  await sendSubtitles(page, 'en', undefined);
  await expect(file).toBeFocused();
  await expect(file).toHaveAccessibleDescription(
    new RegExp(`^${escapeRegExp(text('en', 'operator_media_subtitles_choose_file'))}`),
  );
  await refuseBrokenFile(page, 'en');

  // Choosing another file clears the refusal; a good one is saved with its count of cues.
  await media.getByLabel(text('en', 'operator_media_subtitles_language'), { exact: true }).selectOption('fi');
  await sendSubtitles(page, 'en', GOOD_SRT);
  await expect(media.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    'The subtitles are saved (2 cues).',
  );
  await expect(file).not.toHaveAttribute('aria-invalid');
  await expect(file).toHaveAccessibleDescription(text('en', 'operator_media_subtitles_hint'));

  // The audio description: its language, then its sound file uploaded; a title without a film refuses it.
  await expect(media.getByLabel(text('en', 'operator_media_ad_language'))).toHaveValue('sv');
  await media.getByLabel(text('en', 'operator_media_ad_language')).selectOption('en');
  const adFile = media.getByLabel(text('en', 'operator_media_ad_file'));
  await expect(adFile).toHaveAccessibleDescription(text('en', 'upload_hint_audio'));
  await expect(adFile).toHaveAttribute('accept', /\.m4a/);
  await adFile.setInputFiles({ name: 'film-ad.wav', mimeType: 'audio/wav', buffer: silentWav(1) });
  await expect(media.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    text('en', 'error_title_has_no_film'),
    { timeout: 30_000 },
  );

  for (const lang of langs) {
    await openTitle(page, lang, titleId);
    await expect(section(page, lang).getByLabel(text(lang, 'operator_media_file_film'))).toBeVisible();
    await expect(section(page, lang).getByLabel(text(lang, 'operator_media_ad_file'))).toBeVisible();
    await refuseBrokenFile(page, lang);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `media ${lang} at ${width} px`);
    }
  }
});
