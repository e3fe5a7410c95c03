import { describe, expect, it } from 'vitest';
import { isCastDevice, readReceiverRequest, receiverLanguage, receiverText } from './receiver';

const at = (path: string) => {
  const url = new URL(path, 'https://filmhyllan.se');
  return { href: url.href, search: url.search, hash: url.hash, origin: url.origin };
};

describe('the receiver page', () => {
  it('plays only streams of its own server, given in the query or the fragment', () => {
    const own = encodeURIComponent('/api/media/tok-en/master.m3u8');
    expect(readReceiverRequest(at(`/cast-receiver/?src=${own}&title=Fjällen`))).toEqual({
      src: 'https://filmhyllan.se/api/media/tok-en/master.m3u8',
      title: 'Fjällen',
      lang: null,
    });
    expect(readReceiverRequest(at(`/cast-receiver/#src=${own}&lang=fi`)).src).toBe(
      'https://filmhyllan.se/api/media/tok-en/master.m3u8',
    );
    for (const foreign of [
      'https://example.com/api/media/x/master.m3u8',
      '/sv/library/1/all',
      'javascript:alert(1)',
    ])
      expect(readReceiverRequest(at(`/cast-receiver/?src=${encodeURIComponent(foreign)}`)).src).toBeNull();
    expect(readReceiverRequest(at('/cast-receiver/')).src).toBeNull();
  });

  it('speaks the asked language, else the browser’s, else English', () => {
    expect(receiverLanguage('fi', ['sv-SE'])).toBe('fi');
    expect(receiverLanguage('de', ['nb-NO', 'en'])).toBe('no');
    expect(receiverLanguage(null, ['de-DE', 'sv'])).toBe('sv');
    expect(receiverLanguage(null, ['de-DE'])).toBe('en');
    const texts = { cast_receiver_failed: { sv: 'Fel', en: 'Failed' } };
    expect(receiverText(texts, 'sv', 'cast_receiver_failed')).toBe('Fel');
    expect(receiverText(texts, 'fi', 'cast_receiver_failed')).toBe('Failed');
  });

  it('knows a Cast device by its user agent', () => {
    expect(
      isCastDevice(
        'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90 Safari/537.36 CrKey/1.56.500000',
      ),
    ).toBe(true);
    expect(isCastDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(
      false,
    );
  });
});
