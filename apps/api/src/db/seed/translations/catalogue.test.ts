import { describe, expect, it } from 'vitest';
import { catalogueTranslations } from './catalogue';

describe('catalogue translations', () => {
  it("the favourite toggle's accessible name starts with its visible text in every language (label in name)", () => {
    const visible = catalogueTranslations.favourite_toggle!;
    const label = catalogueTranslations.favourite_toggle_label!;
    for (const language of ['sv', 'no', 'fi', 'en'] as const) {
      expect(label[language].startsWith(visible[language])).toBe(true);
      expect(label[language]).toContain('{name}');
    }
  });
});
