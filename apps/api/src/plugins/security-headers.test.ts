import { describe, expect, it } from 'vitest';
import { redactUrl } from './security-headers';

describe('redactUrl', () => {
  it('removes session fields, PINs and tokens, also the eHub link a title page is opened with', () => {
    expect(redactUrl('/sv/title/12?ehub_access=abc.def&x=1')).toBe('/sv/title/12?ehub_access=[redacted]&x=1');
    expect(redactUrl('/api/library/title/get_title?title_id=1&portal_sessionid=s3cret')).toBe(
      '/api/library/title/get_title?title_id=1&portal_sessionid=[redacted]',
    );
    expect(redactUrl('/api/media/tok.sig/master.m3u8')).toBe('/api/media/[redacted]/master.m3u8');
  });
});
