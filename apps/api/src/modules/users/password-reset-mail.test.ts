import { describe, expect, it } from 'vitest';
import { passwordResetMail, resetLink } from './password-reset-mail';

describe('reset links', () => {
  it('point at the change-password screen of the site, under any base path', () => {
    expect(resetLink('https://www.filmhyllan.se/', 'sv', 'AbC_-1')).toBe(
      'https://www.filmhyllan.se/sv/settings/change-password/AbC_-1',
    );
    expect(resetLink('http://localhost:3000', 'en', 'x')).toBe(
      'http://localhost:3000/en/settings/change-password/x',
    );
    expect(resetLink('https://staging.example/app', 'fi', 'x')).toBe(
      'https://staging.example/app/fi/settings/change-password/x',
    );
  });
});

describe('the reset e-mail', () => {
  it('greets by first name, else username, and carries the link in every language', () => {
    for (const language of ['sv', 'no', 'fi', 'en'] as const) {
      const mail = passwordResetMail(language, { firstName: '', username: 'anna.l' }, 'https://x/link');
      expect(mail.subject).toMatch(/Filmhyllan/);
      expect(mail.text).toContain('https://x/link');
      expect(mail.text).toContain('anna.l');
    }
    expect(passwordResetMail('sv', { firstName: 'Anna', username: 'anna.l' }, 'l').text).toMatch(
      /^Hej Anna!/,
    );
  });
});
