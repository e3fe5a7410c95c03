import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

describe('the start banner', () => {
  it('names the site of each country on this machine and the demo accounts', () => {
    const banner = startBanner({ port: 3000, host: '0.0.0.0' });
    expect(banner).toContain('http://localhost:3000/ ');
    expect(banner).toContain('http://no.localhost:3000/no/');
    expect(banner).toContain('http://fi.localhost:3000/fi/');
    expect(banner).toContain('library card 11111111, PIN 1234');
    expect(banner).toContain('demo / demo-password-1');
    expect(banner).toContain('librarian-1 / librarian-password-1');
    expect(banner).toContain('operator / operator-password-1');
    expect(banner).toContain('TOTP secret (base32) FILMHYLLANDEMOOPERATORTOTPSECRET');
  });

  it('names the host it listens on when that is not this machine, without the country subdomains', () => {
    const banner = startBanner({ port: 8080, host: '192.168.1.20' });
    expect(banner).toContain('http://192.168.1.20:8080/ ');
    expect(banner).not.toContain('localhost');
    expect(startBanner({ port: 8080, host: 'fd00::2' })).toContain('http://[fd00::2]:8080/ ');
  });
});
