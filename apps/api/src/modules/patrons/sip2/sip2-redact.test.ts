import { describe, expect, it } from 'vitest';
import { redactSip2 } from './sip2-redact';

describe('redactSip2', () => {
  it('hides the login password, keeping the rest of the login', () => {
    expect(redactSip2('9300CNfilmhyllan|COs3cret!|CPMAIN|AY0AZF1C0\r')).toBe(
      '9300CNfilmhyllan|CO***|CPMAIN|AY0AZF1C0',
    );
  });

  it('hides the PIN, the terminal password and the card number of a patron request', () => {
    const request = '6300020240102    030405          AOFH|AA1234 5678|ACterm|ADsala1|AY2AZE5C1';
    const redacted = redactSip2(request);
    expect(redacted).toBe('6300020240102    030405          AOFH|AA***|AC***|AD***|AY2AZE5C1');
    expect(redactSip2('2300020240102    030405AOFH^AA1234^AC^AD9876^', '^')).toBe(
      '2300020240102    030405AOFH^AA***^AC***^AD***^',
    );
  });

  it('hides a PIN that holds the separator, in whole', () => {
    expect(redactSip2('2300020240102    030405AOFH|AA1234|AC|ADab|cd|ef|AY1AZ0000')).toBe(
      '2300020240102    030405AOFH|AA***|AC***|AD***|AY1AZ0000',
    );
  });

  it('hides personal data of an answer, keeping what explains a refusal', () => {
    const answer =
      '64              00120161121    143327000000000000000000000000AO3|AA25891000331441|AEFalk, Jen|BLY|CQN|BV9.25|CC9.99|BD123 Charlotte Hall|BEfoo@bar.com|BF501-555-1212|BC19710101    000000|PB19710101|PX20180609    235959|AFInvalid patron password.|AY2AZ94F3';
    const redacted = redactSip2(answer);
    for (const secret of ['25891000331441', 'Falk', 'Charlotte', 'foo@bar.com', '501-555', '19710101']) {
      expect(redacted).not.toContain(secret);
    }
    expect(redacted).toContain('|BLY|CQN|BV9.25|CC9.99|');
    expect(redacted).toContain('|PX20180609    235959|AFInvalid patron password.|AY2AZ94F3');
  });

  it('hides a field that holds other fields after another separator than the one expected', () => {
    const redacted = redactSip2('6300020240102    030405          AOFH^AA1234^AD9876^', '|');
    expect(redacted).not.toContain('9876');
    expect(redacted).not.toContain('1234');
  });

  it('shows only the code and size of a message it cannot take apart', () => {
    expect(redactSip2('XXADsecret|COpassword')).toBe('"XX" [21 characters not shown]');
    expect(redactSip2('63ADsecret')).toBe('"63" [10 characters not shown]');
  });
});
