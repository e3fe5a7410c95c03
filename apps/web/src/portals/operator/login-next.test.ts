import { describe, expect, it } from 'vitest';
import { safeOperatorNext } from './login-next';

describe('safeOperatorNext', () => {
  it('goes back to a console page of this site', () => {
    expect(safeOperatorNext('sv', '/sv/admin/?page=2')).toBe('/sv/admin/?page=2');
  });

  it('sends anything else to the audit log', () => {
    for (const next of [
      null,
      'https://evil.example/',
      '//evil.example/',
      '/sv/lib/',
      '/sv/',
      '/sv/admin/../lib/',
      '/sv/admin/login?next=x',
    ]) {
      expect(safeOperatorNext('sv', next)).toBe('/sv/admin/');
    }
  });
});
