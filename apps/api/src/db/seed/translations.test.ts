import { errorCodes, errorMessageKey, parseMessage, type ErrorCode } from '@filmhyllan/contract';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations, translationRows, uiLanguages, uiTranslations } from './translations';

/** Names of ICU arguments: {count}, {date}, ... (not the words inside plural branches). */
const argumentsOf = (text: string): string[] =>
  [...text.matchAll(/\{\s*([a-z_]+)\s*(?:[,}])/g)].map((match) => match[1]!).sort();

describe('interface translations', () => {
  it('has every key in sv, no, fi and en, none empty', () => {
    expect(findMissingTranslations()).toEqual([]);
  });

  it('reports a missing or blank language', () => {
    expect(findMissingTranslations({ greeting: { sv: 'Hej', no: ' ', en: 'Hello' } })).toEqual([
      'greeting.no',
      'greeting.fi',
    ]);
  });

  it('covers the interface: at least 150 snake_case keys', () => {
    const keys = Object.keys(uiTranslations);
    expect(keys.length).toBeGreaterThanOrEqual(150);
    for (const key of keys) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('has a message for every API error code', () => {
    for (const code of Object.keys(errorCodes) as ErrorCode[]) {
      expect(uiTranslations[errorMessageKey(code)], code).toBeDefined();
    }
  });

  it('uses the same placeholders in every language', () => {
    for (const [key, texts] of Object.entries(uiTranslations)) {
      const expected = argumentsOf(texts.en);
      for (const lang of uiLanguages) expect(argumentsOf(texts[lang]), `${key}.${lang}`).toEqual(expected);
    }
  });

  it('writes every text in the message syntax the web app formats (contract/message-format.ts)', () => {
    for (const [key, texts] of Object.entries(uiTranslations)) {
      for (const lang of uiLanguages) expect(() => parseMessage(texts[lang]), `${key}.${lang}`).not.toThrow();
    }
  });

  it('has the spec’s service-outage title in each language', () => {
    expect(uiTranslations.service_outage_title).toEqual({ sv: 'Fel', no: 'Feil', fi: 'Väärä', en: 'Error' });
    for (const lang of uiLanguages) {
      expect(uiTranslations.browser_not_supported![lang]).toMatch(/Safari/);
      expect(uiTranslations.browser_not_supported![lang]).toMatch(/Google Chrome/);
    }
  });

  it('becomes one row per key and language', () => {
    expect(translationRows()).toHaveLength(Object.keys(uiTranslations).length * 4);
  });
});

describe('genre names', () => {
  it('exist for every demo genre id the web app names with genre_<id>', () => {
    for (let id = 1; id <= 22; id += 1) expect(uiTranslations[`genre_${id}`]?.sv, `genre_${id}`).toBeTruthy();
    expect(uiTranslations.genre_19).toEqual({ sv: 'Barn', no: 'Barn', fi: 'Lapset', en: 'Children' });
  });
});

describe('job kinds', () => {
  it("names every kind of background job in the operator's jobs list", async () => {
    const { CHECK_JOB_KIND } = await import('../../modules/jobs/jobs.service');
    const { TRANSCODE_JOB_KIND, AUDIO_DESCRIPTION_JOB_KIND } =
      await import('../../modules/media/attach-media.service');
    const { PACING_WEIGHTS_JOB_KIND } = await import('../../modules/libraries/pacing-weights');
    for (const kind of [
      CHECK_JOB_KIND,
      TRANSCODE_JOB_KIND,
      AUDIO_DESCRIPTION_JOB_KIND,
      PACING_WEIGHTS_JOB_KIND,
    ]) {
      expect(uiTranslations[`operator_jobs_kind_${kind}`], kind).toBeDefined();
    }
  });
});
